import type { SqlDatabase } from '@/lib/sql-database'
import { readStockByIds } from '@/integrations/search/built-in/stock-tables'

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
type DealerContacts = {
  site_official_name?: string | null
  site_email?: string | null
  site_departments?: { email?: string | null; brands?: { email?: string | null }[] | null; users?: { email?: string | null }[] | null }[] | null
}

const lower = (email: string | null | undefined) => (email ? email.trim().toLowerCase() : undefined)

function dealerEmails(dealer: DealerContacts | undefined): string[] {
  if (!dealer) return []
  return [
    dealer.site_email,
    ...(dealer.site_departments ?? []).flatMap((d) => [d.email, ...(d.brands ?? []).map((b) => b.email), ...(d.users ?? []).map((u) => u.email)]),
  ].flatMap((e) => lower(e) ?? [])
}

/** True when `email` appears as a value in one of the index's dealer records (case-insensitive). */
async function knownDealerAddress(db: SqlDatabase, dealersIndex: string, email: string): Promise<boolean> {
  const escaped = email.replace(/[\\%_]/g, (c) => `\\${c}`)
  const rows = await db.query(`SELECT 1 AS found FROM stock_dealers WHERE index_name = ? AND lower(record) LIKE ? ESCAPE '\\' LIMIT 1`, [
    dealersIndex,
    `%"${escaped}"%`,
  ])
  return rows.length > 0
}

export async function resolveLeadRecipient(
  db: SqlDatabase,
  site: LeadSite,
  wanted: { carId?: string; email?: string; name?: string },
  fallbackEmail: string,
): Promise<LeadRecipient> {
  const { vehicles, sites: dealersIndex } = site.searchIndexes
  const [car] =
    wanted.carId && vehicles
      ? ((await readStockByIds(db, 'cars', vehicles, [wanted.carId], ['car_site_id', 'car_site_name', 'car_site_leads_email', 'car_sellers'])) as CarContacts[])
      : []
  const [dealer] = car?.car_site_id && dealersIndex ? ((await readStockByIds(db, 'dealers', dealersIndex, [String(car.car_site_id)])) as DealerContacts[]) : []
  const dealerName = car?.car_site_name ?? dealer?.site_official_name ?? undefined

  const email = lower(wanted.email)
  if (email) {
    const known = new Set(
      [lower(car?.car_site_leads_email), ...(car?.car_sellers ?? []).map((s) => lower(s.email)), ...dealerEmails(dealer)].filter((e): e is string =>
        Boolean(e),
      ),
    )
    if (known.has(email) || (dealersIndex && (await knownDealerAddress(db, dealersIndex, email)))) {
      return { name: wanted.name || dealerName, email, verified: true }
    }
  }
  const stockEmail = lower(car?.car_site_leads_email) ?? lower(dealer?.site_email)
  if (stockEmail) return { name: dealerName, email: stockEmail, verified: true }
  return { name: site.name, email: fallbackEmail, verified: false }
}
