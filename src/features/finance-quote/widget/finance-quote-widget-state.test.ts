import { describe, expect, it } from 'vitest'

import { type CalculateResponse, type DefaultProductsResponse, type FinanceProduct, quoteParametersSchema } from '../finance-quote-contract'
import {
  activeRequest,
  calculationTypeFor,
  financeQuoteWidgetReducer,
  type FinanceQuoteWidgetAction,
  type FinanceQuoteWidgetState,
  hasMileageSlider,
  initialSelection,
  initialWidgetState,
  QUOTE_DEBOUNCE_MS,
  quoteParametersFor,
  type ReadyState,
  selectionFromQuote,
  sliderBounds,
  sliderSpecOf,
  sliderStepOf,
  snapSliderValue,
} from './finance-quote-widget-state'
import { ORGANISATION, testEngine, testVehicle } from './widget-test-fixtures'

const products = async (): Promise<DefaultProductsResponse> =>
  testEngine().defaultProducts({ PhysicalVehicle: testVehicle, OrganisationIdentifier: ORGANISATION })

async function productOf(key: 'HP' | 'PCP'): Promise<FinanceProduct> {
  const product = (await products()).Products.find((p) => p.FamilyKey === key)
  if (!product) throw new Error(`no ${key}`)
  return product
}

const run = (state: FinanceQuoteWidgetState, ...actions: FinanceQuoteWidgetAction[]) => actions.reduce(financeQuoteWidgetReducer, state)

function ready(state: FinanceQuoteWidgetState): ReadyState {
  if (state.status !== 'ready') throw new Error(`expected ready, got ${state.status}`)
  return state
}

async function loaded(): Promise<ReadyState> {
  return ready(run(initialWidgetState(ORGANISATION), { type: 'productsLoaded', response: await products() }))
}

/** The engine's answer to a request of the state (as the widget's effect would fetch it). */
async function answer(state: ReadyState, familyKey = state.selected): Promise<FinanceQuoteWidgetAction> {
  const request = state.entries[familyKey]?.request
  if (!request) throw new Error('no request')
  const response = await testEngine().calculate({ VehicleRequests: [{ Id: '1', Parameters: request.parameters, PhysicalVehicle: testVehicle }] })
  return { type: 'quoteReceived', familyKey, requestId: request.id, response }
}

describe('slider definitions (spec 02 §9)', () => {
  it('steps by the gap between the first two listed values', () => {
    expect(sliderStepOf({ Locale: { DisplayValue: 'months' }, Default: 48, Values: [24, 36, 48, 60] })).toBe(12)
    expect(sliderStepOf({ Locale: { DisplayValue: 'miles' }, Default: 10_000, Values: [5_000, 10_000, 20_000] })).toBe(5_000)
    // Listed from the top: the gap is still a positive step.
    expect(sliderStepOf({ Locale: { DisplayValue: 'months' }, Default: 48, Values: [60, 48, 36] })).toBe(12)
  })

  it('steps by 1 with Minimum and Maximum, or with fewer than two distinct values', () => {
    expect(sliderStepOf({ Locale: { DisplayValue: '£' }, Default: 1_500, Minimum: 1_500, Maximum: 7_500 })).toBe(1)
    expect(sliderStepOf({ Locale: { DisplayValue: 'months' }, Default: 36, Values: [36] })).toBe(1)
    expect(sliderStepOf({ Locale: { DisplayValue: 'months' }, Default: 36, Values: [36, 36, 48] })).toBe(1)
  })

  it('gives the bounds, step and sorted values of the engine’s products', async () => {
    const hp = await productOf('HP')
    expect(sliderSpecOf(hp.Term)).toEqual({ min: 24, max: 60, step: 12, values: [24, 36, 48, 60], defaultValue: 48, unit: 'months' })
    expect(sliderSpecOf(hp.Deposit)).toEqual({ min: 1_500, max: 7_500, step: 1, values: null, defaultValue: 1_500, unit: '£' })
    const payment = sliderSpecOf(hp.Payment)
    expect(payment.step).toBe(1)
    expect(payment.unit).toBe('£ per month')
    expect(payment.min).toBeLessThan(payment.max)
    expect(sliderSpecOf(hp.Payment).values).toBeNull()
    const pcp = await productOf('PCP')
    expect(pcp.AnnualMileage && sliderSpecOf(pcp.AnnualMileage)).toMatchObject({ min: 5_000, step: 5_000, defaultValue: 10_000, unit: 'miles' })
  })

  it('widens the drawn bounds to hold a quoted value outside the products’ range', () => {
    const spec = sliderSpecOf({ Locale: { DisplayValue: '£ per month' }, Default: 339, Minimum: 189, Maximum: 339 })
    expect(sliderBounds(spec, 250)).toEqual({ min: 189, max: 339 })
    expect(sliderBounds(spec, 612.4)).toEqual({ min: 189, max: 612.4 })
  })

  it('snaps a listed slider onto listed values in the direction of the move, a range to its steps', () => {
    const terms = sliderSpecOf({ Locale: { DisplayValue: 'months' }, Default: 48, Values: [24, 48, 60] })
    expect(snapSliderValue(terms, 36, 24)).toBe(48)
    expect(snapSliderValue(terms, 36, 48)).toBe(24)
    expect(snapSliderValue(terms, 60, 48)).toBe(60)
    const deposit = sliderSpecOf({ Locale: { DisplayValue: '£' }, Default: 1_500, Minimum: 1_500, Maximum: 7_500 })
    expect(snapSliderValue(deposit, 2_000.4, 1_500)).toBe(2_000)
    expect(snapSliderValue(deposit, 9_000, 1_500)).toBe(7_500)
    expect(snapSliderValue(deposit, 0, 1_500)).toBe(1_500)
  })

  it('shows the mileage slider only for the PCP family', async () => {
    expect(hasMileageSlider(await productOf('PCP'))).toBe(true)
    expect(hasMileageSlider(await productOf('HP'))).toBe(false)
    const pcp = await productOf('PCP')
    expect(hasMileageSlider({ ...pcp, FamilyKey: 'PCH' })).toBe(false)
    expect(hasMileageSlider({ ...pcp, AnnualMileage: null })).toBe(false)
  })
})

describe('calculations and parameters (spec 02 §4, §7)', () => {
  it('deposit → ToRegularPayment, payment → ToCashDeposit, term and mileage keep an unanswered payment move', () => {
    expect(calculationTypeFor('deposit', null)).toBe('ToRegularPayment')
    expect(calculationTypeFor('deposit', 'ToCashDeposit')).toBe('ToRegularPayment')
    expect(calculationTypeFor('payment', null)).toBe('ToCashDeposit')
    expect(calculationTypeFor('term', null)).toBe('ToRegularPayment')
    expect(calculationTypeFor('mileage', null)).toBe('ToRegularPayment')
    expect(calculationTypeFor('term', 'ToCashDeposit')).toBe('ToCashDeposit')
    expect(calculationTypeFor('mileage', 'ToRegularPayment')).toBe('ToRegularPayment')
  })

  it('builds valid cfd parameters: the figure the calculation needs, the product key, mileage only for PCP', async () => {
    const hp = await productOf('HP')
    const pcp = await productOf('PCP')
    const toPayment = quoteParametersFor(hp, initialSelection(hp), 'ToRegularPayment', ORGANISATION)
    expect(toPayment).toEqual({
      Term: 48,
      FinanceProductFamilyKeys: ['HP'],
      CalculationType: 'ToRegularPayment',
      CashDeposit: 1_500,
      OrganisationIdentifier: ORGANISATION,
    })
    const toDeposit = quoteParametersFor(pcp, { ...initialSelection(pcp), payment: 250 }, 'ToCashDeposit', ORGANISATION)
    expect(toDeposit).toEqual({
      Term: 36,
      AnnualMileage: 10_000,
      FinanceProductFamilyKeys: ['PCP'],
      CalculationType: 'ToCashDeposit',
      RegularPayment: 250,
      OrganisationIdentifier: ORGANISATION,
    })
    expect(quoteParametersSchema.safeParse(toPayment).success).toBe(true)
    expect(quoteParametersSchema.safeParse(toDeposit).success).toBe(true)
  })

  it('takes the slider values from the answer', async () => {
    const state = await loaded()
    const received = ready(run(state, await answer(state)))
    const quote = received.entries.HP?.quoted?.quote
    expect(quote).toBeDefined()
    expect(received.entries.HP?.selection).toEqual({ term: 48, deposit: 1_500, payment: quote?.TotalRegularPayment, mileage: null })
    if (quote)
      expect(selectionFromQuote({ term: 1, deposit: 2, payment: 3, mileage: 5_000 }, { ...quote, AnnualMileage: 15_000 })).toMatchObject({ mileage: 15_000 })
  })
})

describe('financeQuoteWidgetReducer', () => {
  it('starts loading; products make it ready with the first product’s quote requested at once', async () => {
    expect(initialWidgetState(ORGANISATION)).toEqual({ status: 'loading', organisationIdentifier: ORGANISATION, debounceMs: QUOTE_DEBOUNCE_MS })
    const state = await loaded()
    expect(state.products.map((p) => p.FamilyKey)).toEqual(['HP', 'PCP'])
    expect(state.selected).toBe('HP')
    expect(activeRequest(state)).toEqual({
      familyKey: 'HP',
      request: {
        id: 1,
        calculationType: 'ToRegularPayment',
        delayMs: 0,
        parameters: {
          Term: 48,
          FinanceProductFamilyKeys: ['HP'],
          CalculationType: 'ToRegularPayment',
          CashDeposit: 1_500,
          OrganisationIdentifier: ORGANISATION,
        },
      },
    })
    // The other product waits until its tab is chosen.
    expect(state.entries.PCP?.request).toBeNull()
  })

  it('a failed products call is the apology; a products HasError hides the widget with its message; no products is the apology', async () => {
    expect(run(initialWidgetState(ORGANISATION), { type: 'productsFailed' })).toEqual({ status: 'unavailable' })
    const tooCheap = await testEngine().defaultProducts({ PhysicalVehicle: { ...testVehicle, OnTheRoadPrice: 1_000 }, OrganisationIdentifier: ORGANISATION })
    const hidden = run(initialWidgetState(ORGANISATION), { type: 'productsLoaded', response: tooCheap })
    expect(hidden).toEqual({ status: 'hidden', message: tooCheap.Error?.UserMessage })
    expect(run(initialWidgetState(ORGANISATION), { type: 'productsLoaded', response: { Products: [], HasError: false, Error: null } })).toEqual({
      status: 'unavailable',
    })
  })

  it('a deposit move asks for the payment after the debounce; a payment move for the deposit', async () => {
    const state = await loaded()
    const quoted = ready(run(state, await answer(state)))
    const deposit = ready(run(quoted, { type: 'sliderMoved', familyKey: 'HP', slider: 'deposit', value: 3_000 }))
    expect(deposit.entries.HP?.selection.deposit).toBe(3_000)
    expect(activeRequest(deposit)?.request).toMatchObject({
      calculationType: 'ToRegularPayment',
      delayMs: QUOTE_DEBOUNCE_MS,
      parameters: { CashDeposit: 3_000, Term: 48 },
    })
    const payment = ready(run(quoted, { type: 'sliderMoved', familyKey: 'HP', slider: 'payment', value: 250 }))
    expect(activeRequest(payment)?.request).toMatchObject({ calculationType: 'ToCashDeposit', parameters: { RegularPayment: 250, Term: 48 } })
    expect(activeRequest(payment)?.request.parameters).not.toHaveProperty('CashDeposit')
  })

  it('a term move right after a payment move keeps asking for the deposit', async () => {
    const state = await loaded()
    const quoted = ready(run(state, await answer(state)))
    const moved = ready(
      run(quoted, { type: 'sliderMoved', familyKey: 'HP', slider: 'payment', value: 250 }, { type: 'sliderMoved', familyKey: 'HP', slider: 'term', value: 36 }),
    )
    expect(activeRequest(moved)?.request).toMatchObject({ calculationType: 'ToCashDeposit', parameters: { RegularPayment: 250, Term: 36 } })
  })

  it('a move onto the current value asks nothing', async () => {
    const state = await loaded()
    const quoted = ready(run(state, await answer(state)))
    expect(run(quoted, { type: 'sliderMoved', familyKey: 'HP', slider: 'term', value: 48 })).toBe(quoted)
    expect(run(quoted, { type: 'sliderMoved', familyKey: 'HP', slider: 'mileage', value: 10_000 })).toBe(quoted)
  })

  it('counts only the answer to the latest request', async () => {
    const state = await loaded()
    const quoted = ready(run(state, await answer(state)))
    const first = ready(run(quoted, { type: 'sliderMoved', familyKey: 'HP', slider: 'deposit', value: 3_000 }))
    const stale = await answer(first)
    const second = ready(run(first, { type: 'sliderMoved', familyKey: 'HP', slider: 'deposit', value: 4_000 }))
    expect(run(second, stale)).toBe(second)
    const latest = ready(run(second, await answer(second)))
    expect(latest.entries.HP?.quoted?.quote.CashDeposit).toBe(4_000)
    expect(latest.entries.HP?.request).toBeNull()
  })

  it('hides on a quotation or vehicle HasError, with the provider’s UserMessage', async () => {
    const state = await loaded()
    const action = await answer(state)
    if (action.type !== 'quoteReceived') throw new Error('unexpected')
    const withQuotationError: CalculateResponse = {
      Vehicles: action.response.Vehicles.map((v) => ({
        ...v,
        FinanceQuotations: v.FinanceQuotations.map((q) => ({ ...q, HasError: true, Error: { UserMessage: 'Not for this car.' }, Finance: null, Blocks: [] })),
      })),
    }
    expect(run(state, { ...action, response: withQuotationError })).toEqual({ status: 'hidden', message: 'Not for this car.' })
    const withVehicleError: CalculateResponse = {
      Vehicles: [{ Id: '1', HasError: true, Error: { UserMessage: 'Price out of range.' }, FinanceQuotations: [] }],
    }
    expect(run(state, { ...action, response: withVehicleError })).toEqual({ status: 'hidden', message: 'Price out of range.' })
    // Hidden is final.
    const hidden = run(state, { ...action, response: withVehicleError })
    expect(run(hidden, { type: 'productSelected', familyKey: 'PCP' })).toBe(hidden)
  })

  it('a failed call keeps the request for a retry, which sends it again at once', async () => {
    const state = await loaded()
    const request = state.entries.HP?.request
    const failed = ready(run(state, { type: 'quoteFailed', familyKey: 'HP', requestId: request?.id ?? 0 }))
    expect(failed.entries.HP).toMatchObject({ request: null, failed: request })
    expect(activeRequest(failed)).toBeNull()
    const retried = ready(run(failed, { type: 'retried', familyKey: 'HP' }))
    expect(retried.entries.HP?.failed).toBeNull()
    expect(retried.entries.HP?.request).toEqual({ ...request, id: 2, delayMs: 0 })
  })

  it('choosing another product asks for its first quote once; coming back keeps the first product’s quote', async () => {
    const state = await loaded()
    const quoted = ready(run(state, await answer(state)))
    const pcp = ready(run(quoted, { type: 'productSelected', familyKey: 'PCP' }))
    expect(activeRequest(pcp)).toMatchObject({
      familyKey: 'PCP',
      request: { delayMs: 0, parameters: { Term: 36, AnnualMileage: 10_000, CashDeposit: 1_500, FinanceProductFamilyKeys: ['PCP'] } },
    })
    const back = ready(run(pcp, { type: 'productSelected', familyKey: 'HP' }))
    expect(activeRequest(back)).toBeNull()
    expect(back.entries.HP?.quoted).toBe(quoted.entries.HP?.quoted)
    // The PCP request is still pending and is sent when its tab is chosen again.
    expect(activeRequest(run(back, { type: 'productSelected', familyKey: 'PCP' }))?.request).toBe(pcp.entries.PCP?.request)
    expect(run(back, { type: 'productSelected', familyKey: 'NOPE' })).toBe(back)
  })
})
