import type { BlockComponentProps } from '@/features/content-blocks'

import { cmsFormView } from '../cms-form/cms-form-view'
import { MissingFormId } from '../cms-form/MissingFormId'
import { orDefault } from '../shared/form-texts'
import { marketingPopupBlockData } from './marketing-popup-block'
import { MarketingPopupLazy } from './MarketingPopupLazy'
import { popupTrigger } from './popup-trigger'

/**
 * The marketing form popup block (spec 03 §4, §7, §9; issue 36 item 2): the trigger the editor
 * chose and a dialog with the form. The form built in the CMS is the default and always the
 * fallback; the site's outside provider (its record's marketingFormProvider) is used only where
 * the block names a provider form. With neither, 'Missing FormId' (spec 03 §5), as the form block.
 */
export default function MarketingPopupBlock({ block, context }: BlockComponentProps) {
  const data = marketingPopupBlockData.parse(block)
  const { dictionary: d, site } = context
  const provider = site.marketingFormProvider && data.externalFormId ? { provider: site.marketingFormProvider, formId: data.externalFormId } : undefined
  // The own form is logged as missing only when there is nothing else to show.
  const view = data.form || !provider ? cmsFormView(data.form, context, { type: 'marketingPopup', id: data.id }) : undefined
  if (!view && !provider) return <MissingFormId text={d.t('formsMissingFormId')} />

  const blockId = data.id ?? `${view?.formId ?? provider?.formId}`
  return (
    <MarketingPopupLazy
      blockId={blockId}
      trigger={popupTrigger(data.trigger, {
        delaySeconds: data.delaySeconds,
        scrollDepth: data.scrollDepth,
        buttonLabel: orDefault(data.buttonLabel, d.t('marketingPopupOpen')),
      })}
      title={orDefault(data.title, view?.title ?? d.t('marketingPopupOpen'))}
      intro={data.intro?.trim() || undefined}
      closeLabel={d.t('marketingPopupClose')}
      form={view?.props}
      provider={
        provider && {
          ...provider,
          texts: {
            consentNeeded: d.t('marketingPopupConsentNeeded'),
            cookieSettings: d.t('marketingPopupCookieSettings'),
            failed: d.t('marketingPopupProviderFailed'),
          },
        }
      }
    />
  )
}
