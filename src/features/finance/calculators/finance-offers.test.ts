import { describe, expect, it } from 'vitest'

import { financeOffersOf, isUsableCompanyLeasingOption, isUsableLoanOption } from './finance-offers'
import { carWithFinance, demoCompanyLeasing, demoLoan, demoPrivateLeasing } from './test-fixtures'

describe('financeOffersOf', () => {
  it('lists loan, company leasing and private leasing in that order when the car has them', () => {
    const car = carWithFinance({ car_loan_option: demoLoan, car_company_leasing_option: demoCompanyLeasing, car_private_leasing_option: demoPrivateLeasing })
    expect(financeOffersOf(car).map((offer) => offer.kind)).toEqual(['loan', 'companyLeasing', 'privateLeasing'])
  })

  it('is empty for a car without finance, or with an empty private leasing list', () => {
    expect(financeOffersOf(carWithFinance())).toEqual([])
    expect(financeOffersOf(carWithFinance({ car_private_leasing_option: [] }))).toEqual([])
  })

  it('leaves out leasing the car_has_* flags switch off', () => {
    const car = carWithFinance({
      car_company_leasing_option: demoCompanyLeasing,
      car_private_leasing_option: demoPrivateLeasing,
      car_has_companyleasing: false,
      car_has_privateleasing: false,
    })
    expect(financeOffersOf(car)).toEqual([])
  })

  it('carries the campaign flags of loan and company leasing', () => {
    const car = carWithFinance({ car_loan_option: demoLoan, car_company_leasing_option: demoCompanyLeasing, car_has_campaign_loan: true })
    expect(financeOffersOf(car).map((offer) => offer.kind !== 'privateLeasing' && offer.campaign)).toEqual([true, false])
  })

  it('leaves out an option the maths cannot start (a broken feed the schema would refuse, cast past it)', () => {
    expect(isUsableLoanOption(demoLoan)).toBe(true)
    expect(isUsableCompanyLeasingOption(demoCompanyLeasing)).toBe(true)
    const brokenLoan = {
      ...demoLoan,
      contract_durations: [{ months: 36, residual_percentage: 150, cash_amount_min_percentage: 0, cash_amount_max_percentage: 50 }],
    }
    const brokenLeasing = {
      ...demoCompanyLeasing,
      company_leasing_options: demoCompanyLeasing.company_leasing_options.map((option) => ({
        ...option,
        durations: option.durations.map((duration) => ({ ...duration, cash_amount_max_percentage: 130 })),
      })),
    }
    expect(isUsableLoanOption(brokenLoan)).toBe(false)
    expect(isUsableCompanyLeasingOption(brokenLeasing)).toBe(false)
    const car = carWithFinance({ car_private_leasing_option: demoPrivateLeasing })
    expect(financeOffersOf({ ...car, car_loan_option: brokenLoan, car_company_leasing_option: brokenLeasing }).map((offer) => offer.kind)).toEqual([
      'privateLeasing',
    ])
  })
})
