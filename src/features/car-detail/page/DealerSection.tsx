import type { Dictionary } from '@/features/dictionary'
import type { DealerRecord } from '@/integrations/search/dealer-record'

import { DealerContactLinks } from './DealerContactLinks'

export type DealerSectionProps = { dealer: DealerRecord; dealerHref?: string; dictionary: Dictionary }

/**
 * The dealer the car stands at: name, address, phone and e-mail, and the site link (spec 02 'Car
 * detail page' "Site (dealer) link: the translated site-detail path plus the site {slug}"; the
 * caller builds `dealerHref`). Fields of spec 03 §3 Site.
 */
export function DealerSection({ dealer, dealerHref, dictionary }: DealerSectionProps) {
  const { t } = dictionary
  const headingId = 'car-detail-dealer-heading'
  const street = dealer.site_street?.trim()
  const postal = [dealer.site_zip?.trim(), dealer.site_city.trim()].filter(Boolean).join(' ')
  return (
    <section id="dealer" aria-labelledby={headingId} data-render-after-load="">
      <h2 id={headingId} className="mb-4">
        {t('carDetailDealer')}
      </h2>
      <div className="flex flex-col gap-3 rounded-brand border border-border p-4">
        <p className="text-lg font-semibold">{dealer.site_official_name}</p>
        {street || postal ? (
          <address className="not-italic">
            {street ? <span className="block">{street}</span> : null}
            {postal ? <span className="block">{postal}</span> : null}
          </address>
        ) : null}
        <DealerContactLinks phone={dealer.site_phone} email={dealer.site_email} dictionary={dictionary} />
        {dealerHref ? (
          <a href={dealerHref} className="self-start font-semibold text-link underline underline-offset-4 hover:no-underline">
            {t('carDetailAboutDealer')}
            <span className="sr-only">: {dealer.site_official_name}</span>
          </a>
        ) : null}
      </div>
    </section>
  )
}
