import type { Dictionary } from '@/features/dictionary'

/**
 * Texts of the UK finance widget (spec 02 §4 'Finance widget', §8, §9), built on the server from
 * the site's dictionary and handed to the client widget as plain data. Placeholders in braces stay
 * in the text; the view fills them (`fillText`).
 */
export type FinanceQuoteTexts = {
  /** The widget's heading: the detail page's finance heading (carDetailFinance). */
  heading: string
  /** spec 02 §4 'Loading Finance options...'. */
  loading: string
  /** spec 02 §8 "Default-products call fails" text. */
  unavailable: string
  /** The product tablist's accessible name. */
  products: string
  monthlyPayment: string
  /** {amount}: '£250 per month' (spec 02 §9 unit "£ per month"). */
  perMonth: string
  deposit: string
  term: string
  /** {months}: '48 months'. */
  months: string
  annualMileage: string
  /** {miles}: '10,000 miles'. */
  miles: string
  apr: string
  totalAmountPayable: string
  finalPayment: string
  guaranteedFutureValue: string
  /** A cfd call failed (network, server): shown inline with a retry button. */
  quoteError: string
  retry: string
  apply: string
  reserve: string
  partExchange: string
  /** {reference}: 'Quote reference: SHR7K3M9Q2X4P'. */
  quoteReference: string
  termsAndConditions: string
  termsLoading: string
  termsError: string
}

export function financeQuoteTexts({ t }: Dictionary): FinanceQuoteTexts {
  return {
    heading: t('carDetailFinance'),
    loading: t('financeQuoteLoading'),
    unavailable: t('financeQuoteUnavailable'),
    products: t('financeQuoteProducts'),
    monthlyPayment: t('financeQuoteMonthlyPayment'),
    perMonth: t('financeQuotePerMonth'),
    deposit: t('financeQuoteDeposit'),
    term: t('financeQuoteTerm'),
    months: t('financeQuoteMonths'),
    annualMileage: t('financeQuoteAnnualMileage'),
    miles: t('financeQuoteMiles'),
    apr: t('financeQuoteApr'),
    totalAmountPayable: t('financeQuoteTotalAmountPayable'),
    finalPayment: t('financeQuoteFinalPayment'),
    guaranteedFutureValue: t('financeQuoteGuaranteedFutureValue'),
    quoteError: t('financeQuoteError'),
    retry: t('financeQuoteRetry'),
    apply: t('financeQuoteApply'),
    reserve: t('financeQuoteReserve'),
    partExchange: t('financeQuotePartExchange'),
    quoteReference: t('financeQuoteReference'),
    termsAndConditions: t('financeQuoteTermsAndConditions'),
    termsLoading: t('financeQuoteTermsLoading'),
    termsError: t('financeQuoteTermsError'),
  }
}
