import type { BlockComponentProps } from '@/features/content-blocks'

import { formMessages, orDefault } from '../shared/form-texts'
import { sellCarFormBlockData } from './sell-car-block'
import { SellCarFormLazy } from './SellCarFormLazy'

/** Spec 03 §7 / lead-schema LEAD_FORMS.sellCar: the site name plus 'SellCarForm'. */
export const sellCarFormName = (siteName: string) => `${siteName}SellCarForm`

/**
 * The sell-car form block (spec 03 §2.5): heading and intro, then the form. The editor's words for
 * the two choices and the thanks, or the dictionary's in the page language.
 */
export default function SellCarFormBlock({ block, context }: BlockComponentProps) {
  const data = sellCarFormBlockData.parse(block)
  const { dictionary: d, site } = context
  const title = orDefault(data.title, d.t('sellCarFormTitle'))
  const Heading = data.titleTag ?? 'h2'
  const headingId = `sell-car-${data.id ?? 'form'}-title`
  return (
    <section aria-labelledby={headingId} className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      <Heading id={headingId}>{title}</Heading>
      {data.intro?.trim() ? <p className="text-lg whitespace-pre-line">{data.intro.trim()}</p> : null}
      <SellCarFormLazy
        formName={sellCarFormName(site.name)}
        options={[orDefault(data.optionSell, d.t('sellCarFormOptionSell')), orDefault(data.optionTradeIn, d.t('sellCarFormOptionTradeIn'))]}
        successText={orDefault(data.successText, d.t('sellCarFormSuccess'))}
        texts={{
          regno: d.t('sellCarFormRegno'),
          milage: d.t('sellCarFormMilage'),
          name: d.t('sellCarFormName'),
          phone: d.t('sellCarFormPhone'),
          email: d.t('sellCarFormEmail'),
          message: d.t('sellCarFormMessage'),
          choice: d.t('sellCarFormChoice'),
          submit: d.t('formsSubmit'),
          submitting: d.t('formsSubmitting'),
          requiredNote: d.t('formsRequiredNote'),
          error: d.t('sellCarFormError'),
          messages: formMessages(d),
        }}
      />
    </section>
  )
}
