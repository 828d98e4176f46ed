import { dealerEmailAddresses, type DealerContacts } from '@/integrations/search/dealer-record'
import type { SearchEngine } from '@/integrations/search/search-engine'

import type { LeadSite } from './lead-types'

/**
 * Who a lead is e-mailed to. The form says (`toEmail`, spec 02 §7; `siteEmail` on the Norwegian
 * form, spec 03 §3), but that address comes from the browser: mailing whatever it names would make
 * the form an open relay for spam. So the address is used only when the stock knows it (the car's
 * leads address or sellers, an address of the car's dealer, or any address of the site's dealers,
 * which covers the seller chosen for a sample car); otherwise the lead goes to the car's leads
 * address, its dealer's address, or the configured fallback, in that order.
 */
export type LeadRecipient = { name?: string; email: string; verified: boolean }

type CarContacts = {
  car_site_id?: string | null
  car_site_name?: string | null
  car_site_leads_email?: string | null
  car_sellers?: { name?: string | null; email?: string | null }[] | null
}
type CarDealer = DealerContacts & { site_official_name?: string | null }

const lower = (email: string | null | undefined) => (email ? email.trim().toLowerCase() : undefined)

/**
 * The stock is read through the search port, so an outside search engine (SHOWROOM_SEARCH_URL)
 * answers as the built-in one does (issue 37: the stock tables were read directly, and with an
 * outside engine every named address fell back).
 */
export async function resolveLeadRecipient(
  stock: SearchEngine,
  site: LeadSite,
  wanted: { carId?: string; email?: string; name?: string },
  fallbackEmail: string,
): Promise<LeadRecipient> {
  const { vehicles, sites: dealersIndex } = site.searchIndexes
  const [car] =
    wanted.carId && vehicles
      ? ((await stock.recordsById(
          'vehicles',
          vehicles,
          [wanted.carId],
          ['car_site_id', 'car_site_name', 'car_site_leads_email', 'car_sellers'],
        )) as CarContacts[])
      : []
  const [dealer] = car?.car_site_id && dealersIndex ? ((await stock.recordsById('sites', dealersIndex, [String(car.car_site_id)])) as CarDealer[]) : []
  const dealerName = car?.car_site_name ?? dealer?.site_official_name ?? undefined

  const email = lower(wanted.email)
  if (email) {
    const known = new Set(
      [lower(car?.car_site_leads_email), ...(car?.car_sellers ?? []).map((s) => lower(s.email)), ...dealerEmailAddresses(dealer)].filter((e): e is string =>
        Boolean(e),
      ),
    )
    if (known.has(email) || (dealersIndex && (await stock.isDealerAddress(dealersIndex, email)))) {
      return { name: wanted.name || dealerName, email, verified: true }
    }
  }
  const stockEmail = lower(car?.car_site_leads_email) ?? lower(dealer?.site_email)
  if (stockEmail) return { name: dealerName, email: stockEmail, verified: true }
  return { name: site.name, email: fallbackEmail, verified: false }
}
