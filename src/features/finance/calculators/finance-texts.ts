import type { Dictionary } from '@/features/dictionary'

/**
 * Texts of the finance sidebar (spec 02 'Car detail page' finance sidebar, §3 finance options,
 * §4 calculators), built on the server from the site's dictionary and handed to the client
 * calculators as plain data. Placeholders in braces stay in the text; the views fill them
 * (`fillText`), so `t` is called without vars.
 */
export type FinanceTexts = {
  /** The sidebar's heading (the detail page's 'Finansiering'). */
  heading: string
  /** The tablist's accessible name when the car has more than one offer. */
  tabsLabel: string
  tabLoan: string
  tabCompanyLeasing: string
  tabPrivateLeasing: string
  monthlyCost: string
  /** {amount}: '{amount}/mån' → '4 195 kr/mån'. */
  amountPerMonth: string
  /** {months}: '{months} mån', shown. */
  months: string
  /** {months}: '{months} månader', the term slider's aria-valuetext. */
  monthsWords: string
  /** {percent}: '{percent} procent', the cash-amount slider's aria-valuetext. */
  percentWords: string
  term: string
  downPayment: string
  /** The down payment's text box. */
  downPaymentInput: string
  creditAmount: string
  interestRate: string
  effectiveRate: string
  residualValue: string
  totalCost: string
  startFee: string
  invoiceFee: string
  /** The company leasing mileage group's legend. */
  mileage: string
  /** {mileage}: '{mileage} mil/år' (Swedish mil, spec 02 §9 Company leasing). */
  mileagePerYear: string
  /** The company leasing first-time fee (cash amount, spec 02 §3). */
  cashAmount: string
  /** The cash amount's text box (in percent). */
  cashAmountInput: string
  /** 'exkl. moms' after company leasing prices (spec 02 'Car detail page' VAT labels). */
  withoutVat: string
  allPricesWithoutVat: string
  /** The badge of a campaign offer. */
  campaign: string
}

export function financeTexts({ t }: Dictionary): FinanceTexts {
  return {
    heading: t('carDetailFinance'),
    tabsLabel: t('financeTabsLabel'),
    tabLoan: t('financeTabLoan'),
    tabCompanyLeasing: t('financeTabCompanyLeasing'),
    tabPrivateLeasing: t('financeTabPrivateLeasing'),
    monthlyCost: t('financeMonthlyCost'),
    amountPerMonth: t('financeAmountPerMonth'),
    months: t('financeMonths'),
    monthsWords: t('financeMonthsWords'),
    percentWords: t('financePercentWords'),
    term: t('financeTerm'),
    downPayment: t('financeDownPayment'),
    downPaymentInput: t('financeDownPaymentInput'),
    creditAmount: t('financeCreditAmount'),
    interestRate: t('financeInterestRate'),
    effectiveRate: t('financeEffectiveRate'),
    residualValue: t('financeResidualValue'),
    totalCost: t('financeTotalCost'),
    startFee: t('financeStartFee'),
    invoiceFee: t('financeInvoiceFee'),
    mileage: t('financeMileage'),
    mileagePerYear: t('financeMileagePerYear'),
    cashAmount: t('financeCashAmount'),
    cashAmountInput: t('financeCashAmountInput'),
    withoutVat: t('financeWithoutVat'),
    allPricesWithoutVat: t('financeAllPricesWithoutVat'),
    campaign: t('financeCampaign'),
  }
}
