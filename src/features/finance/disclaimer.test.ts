import { describe, expect, it } from 'vitest'
import { fillNamedPlaceholders, fillNumberedPlaceholders } from '@/lib/fill-text'

import { fillCompanyLeasingDisclaimer, fillLoanDisclaimer } from './disclaimer'

describe('fillNumberedPlaceholders (spec 02 §3 Loan option)', () => {
  it('puts values at their numbers, repeated ones too', () => {
    expect(fillNumberedPlaceholders('{1} of {0}, then {1} again', ['A', 2])).toBe('2 of A, then 2 again')
  })

  it('leaves placeholders without a value, and other braces, as they are', () => {
    expect(fillNumberedPlaceholders('{0} {1} {x} {}', ['a'])).toBe('a {1} {x} {}')
  })
})

describe('fillNamedPlaceholders (spec 02 §3 Company leasing option)', () => {
  it('puts values at their names', () => {
    expect(fillNamedPlaceholders('{months} mån, {mileage} mil/år', { months: 36, mileage: '1 500' })).toBe('36 mån, 1 500 mil/år')
  })

  it('leaves unknown names (also inherited ones like constructor) and numbers as they are', () => {
    expect(fillNamedPlaceholders('{months} {constructor} {0} {missing}', { months: 36, missing: undefined })).toBe('36 {constructor} {0} {missing}')
  })
})

describe('filling the stock feed’s disclaimers', () => {
  it('fills a loan disclaimer in the feed’s placeholder order', () => {
    const template =
      'Kontantpris {0}, kontantinsats {1}, lånebelopp {2}, löptid {3} mån, restskuld {4}, ränta {5} %, effektiv ränta {6} %. Uppläggningsavgift {7}, aviavgift {8}/mån. Totalt {9}.'
    const text = fillLoanDisclaimer(template, {
      cashPrice: '449 900 kr',
      downPayment: '90 000 kr',
      creditAmount: '359 900 kr',
      months: 36,
      residualValue: '224 950 kr',
      interestRate: '5,95',
      effectiveRate: '6,41',
      startFee: '695 kr',
      invoiceFee: '49 kr',
      totalAmountPayable: '415 257 kr',
    })
    expect(text).toBe(
      'Kontantpris 449 900 kr, kontantinsats 90 000 kr, lånebelopp 359 900 kr, löptid 36 mån, restskuld 224 950 kr, ränta 5,95 %, effektiv ränta 6,41 %. Uppläggningsavgift 695 kr, aviavgift 49 kr/mån. Totalt 415 257 kr.',
    )
  })

  it('fills a company leasing disclaimer by name', () => {
    const template =
      'Företagsleasing {months} mån, {mileage} mil/år. Förhöjd första hyra {cashAmount}, restvärde {residualValue}, ränta {interestRate} %. Uppläggningsavgift {startFee}, aviavgift {invoiceFee}/mån. Månadskostnad {monthlyCost} exkl. moms.'
    const text = fillCompanyLeasingDisclaimer(template, {
      months: 36,
      mileage: '1 500',
      cashAmount: '35 992 kr',
      residualValue: '187 158 kr',
      interestRate: '6,45',
      startFee: '695 kr',
      invoiceFee: '49 kr',
      monthlyCost: '5 167 kr',
    })
    expect(text).toBe(
      'Företagsleasing 36 mån, 1 500 mil/år. Förhöjd första hyra 35 992 kr, restvärde 187 158 kr, ränta 6,45 %. Uppläggningsavgift 695 kr, aviavgift 49 kr/mån. Månadskostnad 5 167 kr exkl. moms.',
    )
  })
})
