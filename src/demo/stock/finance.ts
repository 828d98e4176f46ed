import {
  companyLeasingCalculatorStart,
  companyLeasingMonthlyCost,
  companyLeasingTermsOf,
  loanCalculatorStart,
  loanQuote,
  loanTermsOf,
} from '@/features/finance'

import type { CarRecord, CompanyLeasingOption, LoanOption, PrivateLeasingOption } from '@/integrations/search/car-record'
import { formatMoney, formatMonthly, formatNumber, formatMonths, formatPercent, formatYearlyDistance } from './format'
import type { Language, Market } from './markets'
import type { Rng } from './prng'

/**
 * Loan and leasing offers of a car (spec 02 §3 Loan option, Company leasing option, Private
 * leasing option) and the summary fields the car list filters on. Monthly costs are plain
 * annuities with a residual value (spec 02 §9); the calculators own the exact arithmetic.
 */

type FinanceSummary = Pick<
  CarRecord,
  | 'car_loan_option'
  | 'car_company_leasing_option'
  | 'car_private_leasing_option'
  | 'car_leasing_options'
  | 'car_has_privateleasing'
  | 'car_has_companyleasing'
  | 'car_has_campaign_loan'
  | 'car_has_campaign_privateleasing'
  | 'car_has_campaign_companyleasing'
  | 'car_loan_monthly_cost'
  | 'car_loan_description'
  | 'car_loan_rate'
  | 'car_loan_duration'
  | 'car_privateleasing_monthly_cost'
  | 'car_companyleasing_monthly_cost'
>

export type FinanceContext = {
  market: Market
  /** Cash price including VAT. */
  price: number
  priceExVat: number
  /** New, demo and sample cars are financed as new. */
  asNew: boolean
  ageYears: number
  /** The group's finance brand ('Nordbil Finans'). */
  lender: string
}

/** Monthly payment of an annuity loan that leaves `residual` to pay at the end. */
export function annuity(principal: number, annualRatePercent: number, months: number, residual = 0): number {
  const rate = annualRatePercent / 100 / 12
  if (rate === 0) return (principal - residual) / months
  const growth = (1 + rate) ** months
  return ((principal - residual / growth) * rate) / (1 - 1 / growth)
}

/** Leasing rent is paid in advance: the annuity divided by 1 plus the monthly rate (spec 02 §9). */
export const leasingRent = (principal: number, annualRatePercent: number, months: number, residual: number): number =>
  annuity(principal, annualRatePercent, months, residual) / (1 + annualRatePercent / 100 / 12)

/** Leasing prices end in 95 (4 195 kr/mån), like the price lists they come from. */
const leasingPricePoint = (monthly: number): number => Math.max(495, Math.round(monthly / 100) * 100 - 5)

const LOAN_TITLE: Record<Language, string> = { sv: 'Billån', nb: 'Billån', en: 'Car loan', fi: 'Rahoitus', sk: 'Úver na auto' }

/** Numbered placeholders {0}…{9}, filled in by the page (spec 02 §3 Loan option). */
const LOAN_DISCLAIMER: Record<Language, string> = {
  sv: 'Räkneexempel: kontantpris {0}, kontantinsats {1}, lånebelopp {2}, löptid {3} mån, restskuld {4}, rörlig ränta {5} %, effektiv ränta {6} %. Uppläggningsavgift {7}, aviavgift {8}/mån. Totalt belopp att betala {9}. Erbjudandet gäller vid godkänd kreditprövning.',
  nb: 'Eksempel: kontantpris {0}, egenkapital {1}, lånebeløp {2}, {3} mnd, restverdi {4}, nominell rente {5} %, effektiv rente {6} %. Etableringsgebyr {7}, termingebyr {8}/mnd. Totalt å betale {9}. Forutsetter godkjent kredittvurdering.',
  en: 'Representative example: cash price {0}, deposit {1}, amount of credit {2}, {3} months, optional final payment {4}, fixed rate {5} %, APR {6} %. Arrangement fee {7}, monthly fee {8}. Total amount payable {9}.',
  fi: 'Esimerkki: käteishinta {0}, käsiraha {1}, luoton määrä {2}, {3} kk, viimeinen erä {4}, korko {5} %, todellinen vuosikorko {6} %. Avausmaksu {7}, käsittelymaksu {8}/kk. Yhteensä {9}. Edellyttää hyväksyttyä luottopäätöstä.',
  sk: 'Reprezentatívny príklad: cena {0}, akontácia {1}, výška úveru {2}, {3} mesiacov, zostatková hodnota {4}, úroková sadzba {5} %, RPMN {6} %. Poplatok za uzavretie {7}, mesačný poplatok {8}. Celková splatná suma {9}.',
}

const LOAN_DESCRIPTION: Record<Language, (lender: string, rate: string) => string> = {
  sv: (lender, rate) => `Billån via ${lender} med ${rate} rörlig ränta.`,
  nb: (lender, rate) => `Billån via ${lender} med ${rate} nominell rente.`,
  en: (lender, rate) => `Finance through ${lender} at ${rate}.`,
  fi: (lender, rate) => `Rahoitus ${lender}, korko ${rate}.`,
  sk: (lender, rate) => `Úver cez ${lender} s úrokom ${rate}.`,
}

const NEW_CAR_RESIDUAL: Record<number, number> = { 12: 70, 24: 60, 36: 50, 48: 40, 60: 30, 72: 20, 84: 10 }

function loanOption(context: FinanceContext, campaign: boolean): LoanOption | null {
  const loan = context.market.loan
  if (!loan) return null
  const { language, currency } = context.market
  const rate = campaign ? loan.campaignRate : context.asNew ? loan.rate : loan.usedRate
  const longest = context.asNew || context.ageYears <= 4 ? 84 : context.ageYears <= 8 ? 72 : 60
  // Older cars keep less value, so they get a smaller (or no) balloon payment.
  const residualFactor = context.asNew ? 1 : Math.max(0, 1 - context.ageYears * 0.15)
  const durations = [12, 24, 36, 48, 60, 72, 84]
    .filter((months) => months <= longest)
    .map((months) => ({
      months,
      residual_percentage: Math.round((NEW_CAR_RESIDUAL[months] ?? 0) * residualFactor),
      cash_amount_min_percentage: loan.minCashPercent,
      cash_amount_max_percentage: 50,
    }))
  const defaultDuration = context.asNew ? 36 : Math.min(60, longest)
  // The advertised monthly cost is the calculator's first figure (same maths, same start state),
  // so the price block, the cards and the calculator never disagree.
  const calculatorOption = {
    price: context.price,
    interest_rate: rate,
    start_fee: loan.startFee,
    invoice_fee: loan.invoiceFee,
    default_contract_duration: defaultDuration,
    contract_durations: durations,
  }
  const monthly = loanQuote(loanTermsOf(calculatorOption, loanCalculatorStart(calculatorOption))).monthlyCost
  return {
    title: LOAN_TITLE[language],
    default_monthly_cost: monthly,
    default_monthly_cost_text: formatMonthly(monthly, currency, language),
    price: context.price,
    start_fee: loan.startFee,
    start_fee_text: formatMoney(loan.startFee, currency, language),
    invoice_fee: loan.invoiceFee,
    invoice_fee_text: formatMoney(loan.invoiceFee, currency, language),
    interest_rate: rate,
    interest_rate_text: formatPercent(rate, language),
    disclaimer: LOAN_DISCLAIMER[language],
    description: LOAN_DESCRIPTION[language](context.lender, formatPercent(rate, language)),
    default_contract_duration: defaultDuration,
    contract_durations: durations,
  }
}

const COMPANY_LEASING_MILEAGES = [1500, 2000, 2500]
const COMPANY_RESIDUAL: Record<number, number> = { 24: 62, 36: 52, 48: 44 }

/** Company leasing in Swedish mil per year, prices without VAT (spec 02 §3, §9). Named placeholders. */
function companyLeasingOption(context: FinanceContext, campaign: boolean, rng: Rng): CompanyLeasingOption | null {
  const leasing = context.market.companyLeasing
  if (!leasing) return null
  const { language, currency, odometerUnit } = context.market
  const rate = campaign ? Math.round((leasing.rate - 1.5) * 100) / 100 : leasing.rate
  const ageCut = context.asNew ? 0 : 6 + context.ageYears * 4
  const options = COMPANY_LEASING_MILEAGES.map((mileage, step) => ({
    mileage,
    mileage_text: formatYearlyDistance(mileage, odometerUnit, language),
    durations: [24, 36, 48].map((months) => {
      const residual = Math.max(10, (COMPANY_RESIDUAL[months] ?? 40) - step * 4 - ageCut)
      return {
        months,
        residual_percentage: residual,
        residual_percentage_text: formatPercent(residual, language),
        cash_amount_min_percentage: 0,
        cash_amount_min_percentage_text: formatPercent(0, language),
        cash_amount_max_percentage: 30,
        cash_amount_max_percentage_text: formatPercent(30, language),
      }
    }),
  }))
  const defaultCash = Math.round((context.priceExVat * 0.1) / 1000) * 1000
  const calculatorOption = {
    price_base_amount: context.priceExVat,
    interest_rate: rate,
    default_company_leasing_mileage: COMPANY_LEASING_MILEAGES[0] ?? 1500,
    company_leasing_options: options,
    default_company_leasing_option: COMPANY_LEASING_MILEAGES.map((mileage) => ({ mileage, cash_amount: defaultCash, contract_length: 36 })),
  }
  // As for the loan: the advertised rent is the calculator's first figure.
  const monthly = companyLeasingMonthlyCost(companyLeasingTermsOf(calculatorOption, companyLeasingCalculatorStart(calculatorOption)))
  return {
    title: 'Företagsleasing',
    sales_text: rng.chance(0.4) ? 'Service ingår' : 'Pris exkl. moms',
    description: `Finansiell leasing via ${context.lender}. Alla priser exkl. moms.`,
    interest_rate: rate,
    interest_rate_text: formatPercent(rate, language),
    has_fixed_interest_rate: rng.chance(0.3),
    price_base_amount: context.priceExVat,
    start_fee: leasing.startFee,
    start_fee_text: formatMoney(leasing.startFee, currency, language),
    invoice_fee: leasing.invoiceFee,
    invoice_fee_text: formatMoney(leasing.invoiceFee, currency, language),
    disclaimer:
      'Företagsleasing {months} mån, {mileage} mil/år. Förhöjd första hyra {cashAmount}, restvärde {residualValue}, ränta {interestRate} %. Uppläggningsavgift {startFee}, aviavgift {invoiceFee}/mån. Månadskostnad {monthlyCost} exkl. moms. Gäller vid godkänd kreditprövning.',
    default_monthly_cost: monthly,
    default_company_leasing_mileage: calculatorOption.default_company_leasing_mileage,
    company_leasing_options: options,
    default_company_leasing_option: calculatorOption.default_company_leasing_option,
  }
}

const PRIVATE_LEASING_TEXT: Record<'sv' | 'nb', { campaign: string; service: string; disclaimer: (offer: string, fees: string, excess: string) => string }> = {
  sv: {
    campaign: 'Kampanj',
    service: 'Service ingår',
    disclaimer: (offer, fees, excess) =>
      `Privatleasing ${offer}. ${fees}. Övermil debiteras med ${excess}. Erbjudandet gäller vid godkänd kreditprövning och kan inte kombineras med andra erbjudanden.`,
  },
  nb: {
    campaign: 'Kampanje',
    service: 'Service inkludert',
    disclaimer: (offer, fees, excess) => `Privatleasing ${offer}. ${fees}. Overkjørte km faktureres med ${excess}. Forutsetter godkjent kredittvurdering.`,
  },
}

/** Private leasing keeps more of the car's value than a loan: the importer backs the residual. */
const PRIVATE_RESIDUAL: Record<number, number> = { 24: 0.7, 36: 0.62, 48: 0.54 }

function privateLeasingOffers(context: FinanceContext, campaign: boolean, rng: Rng): PrivateLeasingOption[] {
  const leasing = context.market.privateLeasing
  const language = context.market.language
  if (!leasing || (language !== 'sv' && language !== 'nb')) return []
  const texts = PRIVATE_LEASING_TEXT[language]
  const { currency } = context.market
  const kmPerUnit = leasing.unit === 'mil' ? 10 : 1
  const plans: Array<[months: number, mileage: number]> = [[36, leasing.mileages[1] ?? 1500]]
  if (rng.chance(0.5)) plans.push([36, leasing.mileages[0] ?? 1000])
  if (rng.chance(0.35)) plans.push([rng.pick([24, 48]), leasing.mileages[rng.int(1, 2)] ?? 1500])
  return plans.map(([months, mileage], i) => {
    const extraKm = Math.max(0, mileage * kmPerUnit - 10_000)
    const residual = (PRIVATE_RESIDUAL[months] ?? 0.5) - (extraKm / 5000) * 0.04 - (context.asNew ? 0 : 0.05)
    const isCampaign = campaign && i === 0
    const base = leasingRent(context.price, leasing.rate, months, context.price * residual)
    const monthly = leasingPricePoint(isCampaign ? base * 0.9 : base)
    const offer = `${formatMonths(months, language)}, ${formatYearlyDistance(mileage, leasing.unit, language)}`
    const startFee = formatMoney(leasing.startFee, currency, language)
    const invoiceFee = formatMoney(leasing.invoiceFee, currency, language)
    const fees =
      language === 'sv' ? `Uppläggningsavgift ${startFee}, aviavgift ${invoiceFee}/mån` : `Etableringsgebyr ${startFee}, fakturagebyr ${invoiceFee}/mnd`
    const excess = `${formatNumber(leasing.excessCharge, language, Number.isInteger(leasing.excessCharge) ? 0 : 2)}\u00a0kr/${leasing.unit}`
    return {
      title: `Privatleasing ${formatMonths(months, language)}`,
      sales_text: isCampaign ? texts.campaign : rng.chance(0.3) ? texts.service : null,
      disclaimer: texts.disclaimer(offer, fees, excess),
      is_campaign: isCampaign,
      monthly_cost: monthly,
      months,
      mileage,
      months_text: formatMonths(months, language),
      mileage_text: formatYearlyDistance(mileage, leasing.unit, language),
      start_fee_text: startFee,
      invoice_fee_text: invoiceFee,
      monthly_cost_text: formatMonthly(monthly, currency, language),
    }
  })
}

export type FinanceChoices = {
  loan: boolean
  privateLeasing: boolean
  companyLeasing: boolean
  campaignLoan: boolean
  campaignPrivate: boolean
  campaignCompany: boolean
}

export function carFinance(context: FinanceContext, choices: FinanceChoices, rng: Rng): FinanceSummary {
  const loan = choices.loan ? loanOption(context, choices.campaignLoan) : null
  const company = choices.companyLeasing ? companyLeasingOption(context, choices.campaignCompany, rng) : null
  const privateOffers = choices.privateLeasing ? privateLeasingOffers(context, choices.campaignPrivate, rng) : []
  const cheapestPrivate = privateOffers.reduce<PrivateLeasingOption | null>(
    (best, offer) => (!best || (offer.monthly_cost ?? 0) < (best.monthly_cost ?? 0) ? offer : best),
    null,
  )
  const { language, currency } = context.market
  const leasingList = [
    ...(privateOffers[0] ? [{ leasing_type: 'Private' as const, title: privateOffers[0].title, monthly_cost_text: privateOffers[0].monthly_cost_text }] : []),
    ...(company
      ? [{ leasing_type: 'Company' as const, title: company.title, monthly_cost_text: formatMonthly(company.default_monthly_cost ?? 0, currency, language) }]
      : []),
  ]
  return {
    car_loan_option: loan,
    car_company_leasing_option: company,
    car_private_leasing_option: privateOffers.length > 0 ? privateOffers : null,
    car_leasing_options: leasingList.length > 0 ? leasingList : null,
    car_has_privateleasing: privateOffers.length > 0,
    car_has_companyleasing: company !== null,
    car_has_campaign_loan: loan !== null && choices.campaignLoan,
    car_has_campaign_privateleasing: privateOffers.some((offer) => offer.is_campaign === true),
    car_has_campaign_companyleasing: company !== null && choices.campaignCompany,
    car_loan_monthly_cost: loan?.default_monthly_cost ?? null,
    car_loan_description: loan?.description ?? null,
    car_loan_rate: loan?.interest_rate ?? null,
    car_loan_duration: loan?.default_contract_duration ?? null,
    car_privateleasing_monthly_cost: cheapestPrivate?.monthly_cost ?? null,
    car_companyleasing_monthly_cost: company?.default_monthly_cost ?? null,
  }
}
