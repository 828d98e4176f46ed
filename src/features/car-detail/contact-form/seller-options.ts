import { SAMPLE_DEALER_DEPARTMENT_GROUP } from '../rules/recommendations'
import type { CarRecord } from '@/integrations/search/car-record'
import type { DealerRecord } from '@/integrations/search/dealer-record'
import { LEAD_EMAIL_PATTERN } from '@/features/leads'

/**
 * Who a car enquiry is addressed to (spec 02 §7 'Contact' values toName, toEmail, siteName).
 * Pure and built on the server from the stock records; the browser only gets the result.
 */

/** One entry of a sample car's seller select (spec 02 §5). */
export type SellerOption = {
  /** The select's value: unique per page, never shown. */
  id: string
  /** What the visitor reads in the select. */
  label: string
  /** Sent as values.siteName (spec 02 §3 'Contact form values': "siteName (samples only)"). */
  siteName: string
  /** Sent as values.toName / values.toEmail. */
  toName: string
  toEmail?: string
}

/** The addressee of a car in stock (no select). */
export type ContactRecipient = { toName?: string; toEmail?: string }

export const DEPARTMENT_NOT_FOUND = 'Department not found'

const same = (a: string | null | undefined, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase()

/** The server refuses a toEmail outside its pattern (lead-schema): such an address is left out and the server picks the stock's. */
function usableEmail(...candidates: (string | null | undefined)[]): string | undefined {
  for (const candidate of candidates) {
    const email = candidate?.trim()
    if (email && LEAD_EMAIL_PATTERN.test(email)) return email
  }
  return undefined
}

const clean = (text: string | null | undefined) => text?.replace(/\s+/gu, ' ').trim() || undefined

/**
 * The sellers of a sample car (spec 02 §5 "for sample cars the seller choice is required", §9
 * "Site filter group for sample cars: 'New cars'"): every department of group 'New cars' that
 * lists the car's brand, of every dealer given, in the dealers' order (the search sorts them by
 * website_sort_order). The address is the department's brand address, else the department's, else
 * the dealer's. A dealer with two such departments gets two entries, told apart by the
 * department's name. No entry means spec 02 §8 'Department not found' (the caller logs it; the
 * form shows carDetailFormError). Not a sample: no entries.
 */
export function sellerOptionsFor(car: Pick<CarRecord, 'car_is_sample' | 'car_brand'>, dealers: readonly DealerRecord[]): SellerOption[] {
  if (!car.car_is_sample) return []
  const seenDealers = new Set<string>()
  const options: SellerOption[] = []
  for (const dealer of dealers) {
    if (seenDealers.has(dealer.site_id)) continue
    seenDealers.add(dealer.site_id)
    const dealerName = clean(dealer.site_official_name) ?? dealer.slug
    const matching = dealer.site_departments.flatMap((department, index) => {
      if (department.group !== SAMPLE_DEALER_DEPARTMENT_GROUP) return []
      const brand = department.brands.find((b) => same(b.name, car.car_brand))
      return brand ? [{ department, brand, index }] : []
    })
    for (const { department, brand, index } of matching) {
      const departmentName = clean(department.official_name) ?? clean(department.name)
      const label = matching.length > 1 && departmentName ? `${dealerName} – ${departmentName}` : dealerName
      options.push({
        id: `${dealer.site_id}-${index}`,
        label,
        siteName: dealerName,
        toName: label,
        ...optionalEmail(usableEmail(brand.email, department.email, dealer.site_email)),
      })
    }
  }
  return options
}

const optionalEmail = (toEmail: string | undefined) => (toEmail ? { toEmail } : {})

/**
 * The addressee of a car in stock: its dealer (site_official_name, site_email), else the car's own
 * name and leads address (car_site_name, car_site_leads_email). The server checks the address
 * against the stock before mailing it (lead-recipient.ts).
 */
export function stockCarRecipient(car: Pick<CarRecord, 'car_site_name' | 'car_site_leads_email'>, dealer: DealerRecord | undefined): ContactRecipient {
  const toName = clean(dealer?.site_official_name) ?? clean(car.car_site_name)
  return { ...(toName ? { toName } : {}), ...optionalEmail(usableEmail(dealer?.site_email, car.car_site_leads_email)) }
}
