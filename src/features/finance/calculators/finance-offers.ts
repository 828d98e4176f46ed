import type { CarRecord, CompanyLeasingOption, LoanOption, PrivateLeasingOption } from '@/integrations/search/car-record'

import { companyLeasingCalculatorStart, companyLeasingMonthlyCost, companyLeasingTermsOf } from '../company-leasing'
import { loanCalculatorStart, loanQuote, loanTermsOf } from '../loan'

/**
 * Which finance offers the sidebar shows for a car (spec 02 §3 car_loan_option,
 * car_company_leasing_option, car_private_leasing_option), in tab order: loan, company leasing,
 * private leasing. The car_has_* flags can switch a leasing offer off, as on the car card
 * (car-price.ts). An option whose numbers the maths refuses (the calculators would throw on the
 * first render) is left out rather than breaking the page.
 */
export type FinanceOffer =
  | { kind: 'loan'; option: LoanOption; campaign: boolean }
  | { kind: 'companyLeasing'; option: CompanyLeasingOption; campaign: boolean }
  | { kind: 'privateLeasing'; offers: PrivateLeasingOption[] }

export type FinanceOfferKind = FinanceOffer['kind']

type FinanceFields = Pick<
  CarRecord,
  | 'car_loan_option'
  | 'car_company_leasing_option'
  | 'car_private_leasing_option'
  | 'car_has_companyleasing'
  | 'car_has_privateleasing'
  | 'car_has_campaign_loan'
  | 'car_has_campaign_companyleasing'
>

/** The loan calculator's first state and quote can be computed (finance maths throw RangeErrors on bad data). */
export function isUsableLoanOption(option: LoanOption): boolean {
  try {
    loanQuote(loanTermsOf(option, loanCalculatorStart(option)))
    return true
  } catch {
    return false
  }
}

export function isUsableCompanyLeasingOption(option: CompanyLeasingOption): boolean {
  try {
    companyLeasingMonthlyCost(companyLeasingTermsOf(option, companyLeasingCalculatorStart(option)))
    return true
  } catch {
    return false
  }
}

export function financeOffersOf(car: FinanceFields): FinanceOffer[] {
  const offers: FinanceOffer[] = []
  const loan = car.car_loan_option
  if (loan && isUsableLoanOption(loan)) offers.push({ kind: 'loan', option: loan, campaign: car.car_has_campaign_loan === true })
  const company = car.car_company_leasing_option
  if (company && car.car_has_companyleasing !== false && isUsableCompanyLeasingOption(company)) {
    offers.push({ kind: 'companyLeasing', option: company, campaign: car.car_has_campaign_companyleasing === true })
  }
  const privateOffers = car.car_private_leasing_option ?? []
  if (privateOffers.length > 0 && car.car_has_privateleasing !== false) offers.push({ kind: 'privateLeasing', offers: privateOffers })
  return offers
}
