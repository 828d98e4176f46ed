import { termFromSlider } from '@/features/finance'

import type {
  CalculateResponse,
  CalculationType,
  DefaultProductsResponse,
  FinanceProduct,
  Quote,
  QuoteBlock,
  QuoteNotification,
  QuoteParameters,
  SliderDefinition,
} from '../finance-quote-contract'

/**
 * The UK finance widget's state, free of React and fetch (spec 02 §4 'Finance widget', §8, §9):
 * slider definitions from the default products, which calculation a slider move needs, the cfd
 * parameters, and a reducer over the widget's states (loading → ready | unavailable | hidden).
 *
 * Requests live in the state as data (`ProductEntry.request`): the widget's effect sends the
 * selected product's request after `delayMs` and aborts it when a newer one replaces it, so
 * "only the latest answer counts" is the reducer's request-id check plus the effect's cleanup.
 */

/** spec 02 §4: slider-driven quotes wait for the visitor to rest (~300 ms) before asking. */
export const QUOTE_DEBOUNCE_MS = 300

export type SliderKey = 'term' | 'deposit' | 'payment' | 'mileage'

/** A slider as the widget draws it: bounds, step and, for a Values list, the allowed values. */
export type SliderSpec = {
  min: number
  max: number
  step: number
  /** The listed values (ascending), or null for a Minimum/Maximum range. */
  values: readonly number[] | null
  defaultValue: number
  /** Locale.DisplayValue: 'months', '£', '£ per month', 'miles'. */
  unit: string
}

/**
 * spec 02 §9 "Term, Deposit and Payment sliders step by the gap between the first two listed
 * values, or 1 when min and max are given" (the mileage slider follows the same rule).
 */
export function sliderStepOf(definition: SliderDefinition): number {
  if (!('Values' in definition)) return 1
  const [first, second] = definition.Values
  const gap = first === undefined || second === undefined ? 0 : Math.abs(second - first)
  return gap > 0 ? gap : 1
}

export function sliderSpecOf(definition: SliderDefinition): SliderSpec {
  const step = sliderStepOf(definition)
  const unit = definition.Locale.DisplayValue
  if ('Values' in definition) {
    const values = [...new Set(definition.Values)].sort((a, b) => a - b)
    return { min: values[0] ?? definition.Default, max: values.at(-1) ?? definition.Default, step, values, defaultValue: definition.Default, unit }
  }
  const min = Math.min(definition.Minimum, definition.Maximum)
  const max = Math.max(definition.Minimum, definition.Maximum)
  return { min, max, step, values: null, defaultValue: definition.Default, unit }
}

/**
 * The slider's drawn bounds, widened to hold the current value: the products' Payment range is
 * the default term's, so after a term change the quoted payment may lie outside it.
 */
export function sliderBounds(spec: SliderSpec, value: number): { min: number; max: number } {
  return { min: Math.min(spec.min, value), max: Math.max(spec.max, value) }
}

const roundToCents = (value: number) => Math.round(value * 100) / 100

/**
 * Where a slider move lands: a listed value (a step onto a value the list skips goes on to the next
 * one in the direction of the move, as the Nordic term slider does), or a step of the range
 * clamped into it.
 */
export function snapSliderValue(spec: SliderSpec, requested: number, current: number): number {
  if (spec.values) return termFromSlider(spec.values, requested, current)
  const bounds = sliderBounds(spec, current)
  const stepped = spec.min + Math.round((requested - spec.min) / spec.step) * spec.step
  return roundToCents(Math.min(bounds.max, Math.max(bounds.min, stepped)))
}

/** spec 02 §9 "the mileage slider shows only for the PCP family" (and only when the provider gives one). */
export function hasMileageSlider(product: FinanceProduct): boolean {
  return product.AnnualMileage !== null && product.FamilyKey.toUpperCase() === 'PCP'
}

/** The visitor's choice for one product; money in pounds as the provider sends it. */
export type Selection = { term: number; deposit: number; payment: number; mileage: number | null }

export function initialSelection(product: FinanceProduct): Selection {
  return {
    term: product.Term.Default,
    deposit: product.Deposit.Default,
    payment: product.Payment.Default,
    mileage: hasMileageSlider(product) && product.AnnualMileage ? product.AnnualMileage.Default : null,
  }
}

/** The definition behind each slider of a product (null: the product has no such slider). */
export function sliderDefinition(product: FinanceProduct, slider: SliderKey): SliderDefinition | null {
  switch (slider) {
    case 'term':
      return product.Term
    case 'deposit':
      return product.Deposit
    case 'payment':
      return product.Payment
    case 'mileage':
      return hasMileageSlider(product) ? product.AnnualMileage : null
  }
}

export function selectionValue(selection: Selection, slider: SliderKey): number | null {
  return slider === 'mileage' ? selection.mileage : selection[slider]
}

/**
 * spec 02 §4: "Moving the deposit slider recalculates the payment; moving the payment slider
 * recalculates the deposit. Term and mileage changes request a new quote." A term or mileage
 * change keeps the deposit (ToRegularPayment), unless a payment move is still unanswered: then
 * the payment the visitor just chose is what the new quote must keep.
 */
export function calculationTypeFor(slider: SliderKey, pending: CalculationType | null): CalculationType {
  if (slider === 'payment') return 'ToCashDeposit'
  if (slider === 'deposit') return 'ToRegularPayment'
  return pending ?? 'ToRegularPayment'
}

/**
 * spec 02 §7 cfd Parameters for one product: Term, AnnualMileage (PCP), the product's family key,
 * the calculation type with the figure it needs (CashDeposit for ToRegularPayment, RegularPayment
 * for ToCashDeposit) and the dealer's organisation identifier.
 */
export function quoteParametersFor(
  product: FinanceProduct,
  selection: Selection,
  calculationType: CalculationType,
  organisationIdentifier: string,
): QuoteParameters {
  return {
    Term: selection.term,
    ...(hasMileageSlider(product) && selection.mileage !== null ? { AnnualMileage: selection.mileage } : {}),
    FinanceProductFamilyKeys: [product.FamilyKey],
    CalculationType: calculationType,
    ...(calculationType === 'ToRegularPayment' ? { CashDeposit: selection.deposit } : { RegularPayment: selection.payment }),
    OrganisationIdentifier: organisationIdentifier,
  }
}

/** The selection a quote stands for: the slider values follow the provider's answer. */
export function selectionFromQuote(selection: Selection, quote: Quote): Selection {
  return {
    term: quote.Term,
    deposit: quote.CashDeposit,
    payment: quote.TotalRegularPayment,
    mileage: selection.mileage === null ? null : (quote.AnnualMileage ?? selection.mileage),
  }
}

// ---------------------------------------------------------------------------------------------
// The reducer
// ---------------------------------------------------------------------------------------------

/** A cfd request the widget is to send: after `delayMs`, cancelled when a newer one replaces it. */
export type QuoteRequest = { id: number; parameters: QuoteParameters; calculationType: CalculationType; delayMs: number }

export type QuotedFigures = { quote: Quote; blocks: QuoteBlock[]; notifications: QuoteNotification[] }

export type ProductEntry = {
  selection: Selection
  /** The last quote answered, null before the first. */
  quoted: QuotedFigures | null
  /** The unanswered request (waiting or in flight), null when none. */
  request: QuoteRequest | null
  /** The request whose call failed (network, 4xx/5xx, wrong answer), kept for "Try again". */
  failed: QuoteRequest | null
}

export type FinanceQuoteWidgetState =
  | { status: 'loading'; organisationIdentifier: string; debounceMs: number }
  /** spec 02 §8 "Default-products call fails": the apology is shown. */
  | { status: 'unavailable' }
  /** spec 02 §8 "HasError (vehicle or quotation) → Widget uses the provider's UserMessage and hides itself". */
  | { status: 'hidden'; message: string | null }
  | {
      status: 'ready'
      organisationIdentifier: string
      debounceMs: number
      products: FinanceProduct[]
      selected: string
      entries: Readonly<Record<string, ProductEntry>>
      nextRequestId: number
    }

export type ReadyState = Extract<FinanceQuoteWidgetState, { status: 'ready' }>

export type FinanceQuoteWidgetAction =
  | { type: 'productsLoaded'; response: DefaultProductsResponse }
  | { type: 'productsFailed' }
  | { type: 'productSelected'; familyKey: string }
  | { type: 'sliderMoved'; familyKey: string; slider: SliderKey; value: number }
  | { type: 'quoteReceived'; familyKey: string; requestId: number; response: CalculateResponse }
  | { type: 'quoteFailed'; familyKey: string; requestId: number }
  | { type: 'retried'; familyKey: string }

export function initialWidgetState(organisationIdentifier: string, debounceMs: number = QUOTE_DEBOUNCE_MS): FinanceQuoteWidgetState {
  return { status: 'loading', organisationIdentifier, debounceMs }
}

/** The first quote of a product: its defaults, ToRegularPayment, sent at once. */
function withFirstRequest(state: ReadyState, product: FinanceProduct): ReadyState {
  const entry = state.entries[product.FamilyKey]
  if (!entry || entry.quoted || entry.request) return state
  const request: QuoteRequest = {
    id: state.nextRequestId,
    parameters: quoteParametersFor(product, entry.selection, 'ToRegularPayment', state.organisationIdentifier),
    calculationType: 'ToRegularPayment',
    delayMs: 0,
  }
  return { ...state, nextRequestId: state.nextRequestId + 1, entries: { ...state.entries, [product.FamilyKey]: { ...entry, request, failed: null } } }
}

function withEntry(state: ReadyState, familyKey: string, entry: ProductEntry): ReadyState {
  return { ...state, entries: { ...state.entries, [familyKey]: entry } }
}

function productsLoaded(state: Extract<FinanceQuoteWidgetState, { status: 'loading' }>, response: DefaultProductsResponse): FinanceQuoteWidgetState {
  if (response.HasError) return { status: 'hidden', message: response.Error?.UserMessage ?? null }
  const products = response.Products.filter((product, index, all) => all.findIndex((other) => other.FamilyKey === product.FamilyKey) === index)
  const first = products[0]
  // No product and no error: nothing can be quoted, the same apology as a failed call (spec 02 §8).
  if (!first) return { status: 'unavailable' }
  const entries: Record<string, ProductEntry> = {}
  for (const product of products) entries[product.FamilyKey] = { selection: initialSelection(product), quoted: null, request: null, failed: null }
  const ready: ReadyState = {
    status: 'ready',
    organisationIdentifier: state.organisationIdentifier,
    debounceMs: state.debounceMs,
    products,
    selected: first.FamilyKey,
    entries,
    nextRequestId: 1,
  }
  return withFirstRequest(ready, first)
}

function sliderMoved(state: ReadyState, familyKey: string, slider: SliderKey, requested: number): ReadyState {
  const product = state.products.find((p) => p.FamilyKey === familyKey)
  const entry = state.entries[familyKey]
  const definition = product ? sliderDefinition(product, slider) : null
  const current = entry ? selectionValue(entry.selection, slider) : null
  if (!product || !entry || !definition || current === null || !Number.isFinite(requested)) return state
  const value = snapSliderValue(sliderSpecOf(definition), requested, current)
  if (value === current) return state
  const selection: Selection = slider === 'mileage' ? { ...entry.selection, mileage: value } : { ...entry.selection, [slider]: value }
  const calculationType = calculationTypeFor(slider, entry.request?.calculationType ?? null)
  const request: QuoteRequest = {
    id: state.nextRequestId,
    parameters: quoteParametersFor(product, selection, calculationType, state.organisationIdentifier),
    calculationType,
    delayMs: state.debounceMs,
  }
  return { ...withEntry(state, familyKey, { ...entry, selection, request, failed: null }), nextRequestId: state.nextRequestId + 1 }
}

function quoteReceived(state: ReadyState, familyKey: string, requestId: number, response: CalculateResponse): FinanceQuoteWidgetState {
  const entry = state.entries[familyKey]
  // An answer to a request that has since been replaced does not count.
  if (!entry || entry.request?.id !== requestId) return state
  const vehicle = response.Vehicles[0]
  if (!vehicle) return withEntry(state, familyKey, { ...entry, request: null, failed: entry.request })
  if (vehicle.HasError) return { status: 'hidden', message: vehicle.Error?.UserMessage ?? null }
  const quotation = vehicle.FinanceQuotations.find((q) => q.FinanceProductFamilyKey.toUpperCase() === familyKey.toUpperCase()) ?? vehicle.FinanceQuotations[0]
  if (!quotation) return withEntry(state, familyKey, { ...entry, request: null, failed: entry.request })
  if (quotation.HasError || !quotation.Finance) return { status: 'hidden', message: quotation.Error?.UserMessage ?? null }
  const { Quote: quote, Notifications: notifications } = quotation.Finance
  return withEntry(state, familyKey, {
    selection: selectionFromQuote(entry.selection, quote),
    quoted: { quote, blocks: quotation.Blocks, notifications },
    request: null,
    failed: null,
  })
}

export function financeQuoteWidgetReducer(state: FinanceQuoteWidgetState, action: FinanceQuoteWidgetAction): FinanceQuoteWidgetState {
  if (state.status === 'loading') {
    if (action.type === 'productsLoaded') return productsLoaded(state, action.response)
    if (action.type === 'productsFailed') return { status: 'unavailable' }
    return state
  }
  // Unavailable and hidden are final: later answers change nothing.
  if (state.status !== 'ready') return state
  switch (action.type) {
    case 'productSelected': {
      const product = state.products.find((p) => p.FamilyKey === action.familyKey)
      if (!product) return state
      return withFirstRequest({ ...state, selected: product.FamilyKey }, product)
    }
    case 'sliderMoved':
      return sliderMoved(state, action.familyKey, action.slider, action.value)
    case 'quoteReceived':
      return quoteReceived(state, action.familyKey, action.requestId, action.response)
    case 'quoteFailed': {
      const entry = state.entries[action.familyKey]
      if (!entry || entry.request?.id !== action.requestId) return state
      return withEntry(state, action.familyKey, { ...entry, request: null, failed: entry.request })
    }
    case 'retried': {
      const entry = state.entries[action.familyKey]
      if (!entry?.failed) return state
      const request: QuoteRequest = { ...entry.failed, id: state.nextRequestId, delayMs: 0 }
      return { ...withEntry(state, action.familyKey, { ...entry, request, failed: null }), nextRequestId: state.nextRequestId + 1 }
    }
    default:
      return state
  }
}

/** The request the widget should be sending now: the selected product's (a hidden tab's waits). */
export function activeRequest(state: FinanceQuoteWidgetState): { familyKey: string; request: QuoteRequest } | null {
  if (state.status !== 'ready') return null
  const request = state.entries[state.selected]?.request
  return request ? { familyKey: state.selected, request } : null
}
