import { usedVolvo, withChanges } from '@/integrations/search/testing/test-cars'
import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'
import { type SiteRecord, toSiteRecord } from '@/features/sites/site-record'
import {
  type CarRecord,
  type CompanyLeasingOption,
  companyLeasingOption,
  type LoanOption,
  loanOption,
  type PrivateLeasingOption,
  privateLeasingOption,
} from '@/integrations/search/car-record'
import type { Locale } from '@/lib/locales'

import { financeTexts, type FinanceTexts } from './finance-texts'

/**
 * Finance options as the Swedish demo stock writes them (src/demo/stock/finance.ts:
 * a new car at 349 900 kr, SE market rates and fees, the feed's disclaimer templates), parsed
 * with the car record's zod schemas so the tests only use options a feed could hold.
 */

const LOAN_RESIDUAL: Record<number, number> = { 12: 70, 24: 60, 36: 50, 48: 40, 60: 30, 72: 20, 84: 10 }

export const SV_LOAN_DISCLAIMER =
  'Räkneexempel: kontantpris {0}, kontantinsats {1}, lånebelopp {2}, löptid {3} mån, restskuld {4}, rörlig ränta {5} %, effektiv ränta {6} %. Uppläggningsavgift {7}, aviavgift {8}/mån. Totalt belopp att betala {9}. Erbjudandet gäller vid godkänd kreditprövning.'

export const SV_COMPANY_LEASING_DISCLAIMER =
  'Företagsleasing {months} mån, {mileage} mil/år. Förhöjd första hyra {cashAmount}, restvärde {residualValue}, ränta {interestRate} %. Uppläggningsavgift {startFee}, aviavgift {invoiceFee}/mån. Månadskostnad {monthlyCost} exkl. moms. Gäller vid godkänd kreditprövning.'

/** A new car's loan: 349 900 kr, 5,95 %, 20–50 % down, 12–84 months, default 36 (SE market). */
export const demoLoan: LoanOption = loanOption.parse({
  title: 'Billån',
  default_monthly_cost: 4_195,
  default_monthly_cost_text: '4 195 kr/mån',
  price: 349_900,
  start_fee: 695,
  start_fee_text: '695 kr',
  invoice_fee: 49,
  invoice_fee_text: '49 kr',
  interest_rate: 5.95,
  interest_rate_text: '5,95 %',
  disclaimer: SV_LOAN_DISCLAIMER,
  description: 'Billån via Nordbil Finans med 5,95 % rörlig ränta.',
  default_contract_duration: 36,
  contract_durations: [12, 24, 36, 48, 60, 72, 84].map((months) => ({
    months,
    residual_percentage: LOAN_RESIDUAL[months] ?? 0,
    cash_amount_min_percentage: 20,
    cash_amount_max_percentage: 50,
  })),
})

/** A loan option with some of its fields or durations changed, parsed again. */
export const loanWith = (changes: Partial<LoanOption>): LoanOption => loanOption.parse({ ...demoLoan, ...changes })

/** Long terms allow less down payment (30 % from 72 months): a term change must clamp it. */
export const loanWithShorterLimits = loanWith({
  contract_durations: demoLoan.contract_durations.map((duration) => (duration.months >= 72 ? { ...duration, cash_amount_max_percentage: 30 } : duration)),
})

/** No minimum down payment, so small typed amounts stay in bounds. */
export const loanWithoutMinimum = loanWith({
  contract_durations: demoLoan.contract_durations.map((duration) => ({ ...duration, cash_amount_min_percentage: 0 })),
})

const COMPANY_RESIDUAL: Record<number, number> = { 24: 62, 36: 52, 48: 44 }

/**
 * Company leasing on 279 920 kr without VAT, 6,45 %, 1 500 / 2 000 / 2 500 mil a year, 24–48
 * months, 0–30 % first-time fee. The presets differ per mileage (the demo uses one for all) so a
 * mileage change visibly resets the term and the percentage: 1 500 mil 36 months at 28 000 kr
 * (10 %), 2 000 mil 24 months at 14 000 kr (5 %), 2 500 mil without a preset.
 */
export const demoCompanyLeasing: CompanyLeasingOption = companyLeasingOption.parse({
  title: 'Företagsleasing',
  sales_text: 'Service ingår',
  description: 'Finansiell leasing via Nordbil Finans. Alla priser exkl. moms.',
  interest_rate: 6.45,
  interest_rate_text: '6,45 %',
  has_fixed_interest_rate: false,
  price_base_amount: 279_920,
  start_fee: 695,
  start_fee_text: '695 kr',
  invoice_fee: 49,
  invoice_fee_text: '49 kr',
  disclaimer: SV_COMPANY_LEASING_DISCLAIMER,
  default_monthly_cost: 3_895,
  default_company_leasing_mileage: 1500,
  company_leasing_options: [1500, 2000, 2500].map((mileage, step) => ({
    mileage,
    mileage_text: `${mileage.toLocaleString('sv-SE')} mil/år`,
    durations: [24, 36, 48].map((months) => ({
      months,
      residual_percentage: (COMPANY_RESIDUAL[months] ?? 40) - step * 4,
      cash_amount_min_percentage: 0,
      cash_amount_max_percentage: 30,
    })),
  })),
  default_company_leasing_option: [
    { mileage: 1500, cash_amount: 28_000, contract_length: 36 },
    { mileage: 2000, cash_amount: 14_000, contract_length: 24 },
  ],
})

export const companyLeasingWith = (changes: Partial<CompanyLeasingOption>): CompanyLeasingOption =>
  companyLeasingOption.parse({ ...demoCompanyLeasing, ...changes })

/** 48 months allow a first-time fee of 5–15 % only: a term change must clamp the percentage. */
export const companyLeasingWithTermBounds = companyLeasingWith({
  company_leasing_options: demoCompanyLeasing.company_leasing_options.map((option) => ({
    ...option,
    durations: option.durations.map((duration) =>
      duration.months === 48 ? { ...duration, cash_amount_min_percentage: 5, cash_amount_max_percentage: 15 } : duration,
    ),
  })),
})

/** Two Swedish private leasing offers, the first a campaign (generate/finance.ts privateLeasingOffers). */
export const demoPrivateLeasing: PrivateLeasingOption[] = [
  privateLeasingOption.parse({
    title: 'Privatleasing 36 mån',
    sales_text: 'Kampanj',
    disclaimer:
      'Privatleasing 36 mån, 1 500 mil/år. Uppläggningsavgift 695 kr, aviavgift 49 kr/mån. Övermil debiteras med 15 kr/mil. Erbjudandet gäller vid godkänd kreditprövning och kan inte kombineras med andra erbjudanden.',
    is_campaign: true,
    monthly_cost: 3_995,
    months: 36,
    mileage: 1500,
    months_text: '36 mån',
    mileage_text: '1 500 mil/år',
    start_fee_text: '695 kr',
    invoice_fee_text: '49 kr',
    monthly_cost_text: '3 995 kr/mån',
  }),
  privateLeasingOption.parse({
    title: 'Privatleasing 36 mån',
    sales_text: 'Service ingår',
    disclaimer: 'Privatleasing 36 mån, 1 000 mil/år. Uppläggningsavgift 695 kr, aviavgift 49 kr/mån.',
    is_campaign: false,
    monthly_cost: 3_795,
    months: 36,
    mileage: 1000,
    months_text: '36 mån',
    mileage_text: '1 000 mil/år',
    start_fee_text: '695 kr',
    invoice_fee_text: '49 kr',
    monthly_cost_text: '3 795 kr/mån',
  }),
]

/** A Swedish used car with the given finance (none of the three by default). */
export const carWithFinance = (changes: Partial<CarRecord> = {}): CarRecord =>
  withChanges(usedVolvo, {
    car_loan_option: null,
    car_company_leasing_option: null,
    car_private_leasing_option: null,
    car_has_companyleasing: null,
    car_has_privateleasing: null,
    ...changes,
  })

export const swedishSite = (features: Record<string, boolean> = {}): SiteRecord =>
  toSiteRecord({ id: 1, key: 'bilhallen', name: 'Bilhallen', country: 'SE', currency: 'SEK', defaultLocale: 'sv', features })

export const ukSite = (): SiteRecord =>
  toSiteRecord({ id: 2, key: 'lloyd', name: 'Lloyd', country: 'GB', currency: 'GBP', defaultLocale: 'en', features: { financeQuoteWidget: true } })

/** The built-in texts of a language (Swedish unless told). */
export const textsFor = (locale: Locale = 'sv'): FinanceTexts => financeTexts(resolveDictionary([], locale, 'sv'))

/** Text with no-break and narrow spaces as plain spaces and runs of white space collapsed. */
export const plain = (text: string | null | undefined): string =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()

/** Swedish kronor as the page shows them, formatted here independently of the code under test. */
export const kr = (amount: number): string =>
  plain(new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 }).format(amount))
