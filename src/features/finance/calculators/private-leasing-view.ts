import type { PrivateLeasingOption } from '@/integrations/search/car-record'
import { fillText } from '@/lib/fill-text'

import { type FinanceFormat, formatMonthly, formatWholeNumber } from './finance-format'
import type { FinanceRow } from './finance-row'
import type { FinanceTexts } from './finance-texts'

/**
 * One private leasing offer card (spec 02 §3 Private leasing option): fixed offers, no calculator.
 * Numbers the record carries (monthly_cost, months) are formatted for the page's language; the
 * rest comes as the feed's texts (the mileage text carries the market's unit: mil in Sweden, km
 * in Norway). Rows without a value are left out.
 */
export type PrivateLeasingView = {
  title: string
  salesText: string | null
  campaign: boolean
  /** '4 195 kr/mån', or null when the offer has no monthly cost. */
  monthlyCost: string | null
  rows: FinanceRow[]
  disclaimer: string | null
}

const present = (text: string | null | undefined): string | null => (text && text.trim() ? text.trim() : null)

export function privateLeasingView(offer: PrivateLeasingOption, format: FinanceFormat, texts: FinanceTexts): PrivateLeasingView {
  const { languageTag } = format
  const monthlyCost = typeof offer.monthly_cost === 'number' ? formatMonthly(offer.monthly_cost, format, texts) : present(offer.monthly_cost_text)
  const months =
    typeof offer.months === 'number' ? fillText(texts.months, { months: formatWholeNumber(offer.months, languageTag) }) : present(offer.months_text)
  const mileage = present(offer.mileage_text) ?? (typeof offer.mileage === 'number' ? formatWholeNumber(offer.mileage, languageTag) : null)
  const startFee = present(offer.start_fee_text)
  const invoiceFee = present(offer.invoice_fee_text)

  const rows: FinanceRow[] = []
  if (months) rows.push({ key: 'term', label: texts.term, value: months })
  if (mileage) rows.push({ key: 'mileage', label: texts.mileage, value: mileage })
  if (startFee) rows.push({ key: 'startFee', label: texts.startFee, value: startFee })
  if (invoiceFee) rows.push({ key: 'invoiceFee', label: texts.invoiceFee, value: fillText(texts.amountPerMonth, { amount: invoiceFee }) })

  const campaign = offer.is_campaign === true
  const salesText = present(offer.sales_text)
  return {
    title: offer.title,
    // A campaign's sales text is often just 'Kampanj': the badge says it already.
    salesText: campaign && salesText?.toLocaleLowerCase() === texts.campaign.toLocaleLowerCase() ? null : salesText,
    campaign,
    monthlyCost,
    rows,
    disclaimer: present(offer.disclaimer),
  }
}
