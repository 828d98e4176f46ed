'use client'

import { useEffect, useId, useReducer, useRef } from 'react'

import { Tabs } from '@/lib/ui/Tabs'
import { useNearViewport } from '@/lib/ui/use-near-viewport'

import type { PhysicalVehicle } from '../finance-quote-contract'
import { fetchDefaultProducts, fetchQuote } from './finance-quote-client'
import type { FinanceQuoteTexts } from './finance-quote-texts'
import { DEFAULT_PROVIDER_LINK_TEMPLATES } from './finance-quote-view'
import { activeRequest, financeQuoteWidgetReducer, initialWidgetState, QUOTE_DEBOUNCE_MS, type SliderKey } from './finance-quote-widget-state'
import { FinanceQuoteProductPanel } from './FinanceQuoteProductPanel'

export type FinanceQuoteWidgetProps = {
  /** The car's id: the cfd request's Id. */
  carId: string
  /** spec 02 §7 PhysicalVehicle, built on the server with physicalVehicleFor(car). */
  vehicle: PhysicalVehicle
  /** spec 02 §7 OrganisationIdentifier, organisationIdentifierFor(site_official_name). */
  organisationIdentifier: string
  texts: FinanceQuoteTexts
  /** The page's BCP 47 tag (en-GB on the UK sites). */
  languageTag: string
  /**
   * The finance provider's reserve and part-exchange pages (spec 02 §7), '{quoteRef}' standing for
   * the quote reference (or added as ?quoteRef=). Leave out for the defaults; null: no link.
   */
  reserveUrlTemplate?: string | null
  partExchangeUrlTemplate?: string | null
  /** How long slider-driven quotes wait for the visitor to rest (spec 02 §4; ~300 ms). */
  debounceMs?: number
}

/**
 * The UK finance quote widget (spec 02 §4 'Finance widget', §7 'Finance and media', §8, §9).
 * On mount it asks for the car's products (loading: 'Loading Finance options...'), then quotes the
 * first product with its defaults. The deposit slider asks for the payment (ToRegularPayment), the
 * payment slider for the deposit (ToCashDeposit), term and mileage for a new quote; moves wait
 * `debounceMs` and each replaces the one before (aborted: only the latest answer counts).
 *
 * Failures: the products call failing shows the spec's apology; a quote with HasError hides the
 * widget, leaving only the provider's UserMessage for screen readers (spec 02 §8 "uses the
 * provider's UserMessage and hides itself"); a failing quote call shows an inline retry.
 */
export function FinanceQuoteWidget({
  carId,
  vehicle,
  organisationIdentifier,
  texts,
  languageTag,
  reserveUrlTemplate = DEFAULT_PROVIDER_LINK_TEMPLATES.reserve,
  partExchangeUrlTemplate = DEFAULT_PROVIDER_LINK_TEMPLATES.partExchange,
  debounceMs = QUOTE_DEBOUNCE_MS,
}: FinanceQuoteWidgetProps) {
  const id = useId()
  const [state, dispatch] = useReducer(financeQuoteWidgetReducer, undefined, () => initialWidgetState(organisationIdentifier, debounceMs))

  // The products, once per car and dealer (spec 02 §7 POST /api/codeweaver/default), asked for
  // once the widget is in view: the call loads the contract's chunk (zod, 34 KB compressed, ~190 ms
  // to run on a phone at 4x CPU). On a phone the widget starts just below the first screen (901 px
  // on a 823 px Thames car page), so a visitor's first scroll starts it, its height held by the
  // loading frame; a page that is opened and left unscrolled, or measured so, never runs it (issue
  // 39). Beside a wide screen's price it is in view at once.
  const root = useRef<HTMLDivElement>(null)
  const near = useNearViewport(root, '0px')
  useEffect(() => {
    if (!near) return
    const controller = new AbortController()
    fetchDefaultProducts(vehicle, organisationIdentifier, controller.signal).then(
      (response) => {
        if (!controller.signal.aborted) dispatch({ type: 'productsLoaded', response })
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'productsFailed' })
      },
    )
    return () => controller.abort()
  }, [vehicle, organisationIdentifier, near])

  // The selected product's pending quote: sent after its delay, aborted when a newer request (or
  // another tab) replaces it, so a stale answer never lands (spec 02 §4).
  const active = activeRequest(state)
  const familyKey = active?.familyKey
  const request = active?.request
  useEffect(() => {
    if (!familyKey || !request) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchQuote(carId, vehicle, request.parameters, controller.signal).then(
        (response) => {
          if (!controller.signal.aborted) dispatch({ type: 'quoteReceived', familyKey, requestId: request.id, response })
        },
        () => {
          if (!controller.signal.aborted) dispatch({ type: 'quoteFailed', familyKey, requestId: request.id })
        },
      )
    }, request.delayMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [familyKey, request, carId, vehicle])

  const frame = 'flex w-full min-w-0 flex-col gap-4 rounded-brand border border-border bg-surface p-4'
  // While the products load, the frame holds about the ready widget's height, so the contact
  // section and the rest of the page below it do not jump when the quote arrives.
  const LOADING_HEIGHT = 'min-h-[44rem]'
  // One status element in every state, so screen readers hear each change: loading, the apology
  // (spec 02 §8 default-products failure) or, once hidden, the provider's UserMessage.
  const statusText =
    state.status === 'loading' ? texts.loading : state.status === 'unavailable' ? texts.unavailable : state.status === 'hidden' ? (state.message ?? '') : ''
  const ready = state.status === 'ready' ? state : null
  const single = ready?.products.length === 1
  const panel = (productKey: string) => {
    const product = ready?.products.find((p) => p.FamilyKey === productKey)
    const entry = ready?.entries[productKey]
    if (!product || !entry) return null
    return (
      <FinanceQuoteProductPanel
        product={product}
        entry={entry}
        texts={texts}
        languageTag={languageTag}
        idPrefix={`${id}-${productKey}`}
        blockHeadingLevel={single ? 4 : 3}
        reserveUrlTemplate={reserveUrlTemplate}
        partExchangeUrlTemplate={partExchangeUrlTemplate}
        onSliderChange={(slider: SliderKey, value: number) => dispatch({ type: 'sliderMoved', familyKey: productKey, slider, value })}
        onRetry={() => dispatch({ type: 'retried', familyKey: productKey })}
      />
    )
  }
  const onlyProduct = single ? ready?.products[0] : undefined

  return (
    // Hidden (spec 02 §8 "hides itself"): nothing visible remains, only the status for screen readers.
    <div
      ref={root}
      data-testid="finance-quote-widget"
      data-state={state.status}
      className={state.status === 'hidden' ? 'sr-only' : state.status === 'loading' ? `${frame} ${LOADING_HEIGHT}` : frame}
    >
      {state.status === 'hidden' ? null : <h2 className="text-xl">{texts.heading}</h2>}
      <p
        role="status"
        data-testid="finance-quote-status"
        className={statusText === '' || state.status === 'hidden' ? 'sr-only' : state.status === 'loading' ? 'text-muted' : undefined}
      >
        {statusText}
      </p>
      {!ready ? null : onlyProduct ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg">{onlyProduct.Name}</h3>
          {panel(onlyProduct.FamilyKey)}
        </div>
      ) : (
        <Tabs
          label={texts.products}
          selected={ready.selected}
          onSelect={(key) => dispatch({ type: 'productSelected', familyKey: key })}
          tabs={ready.products.map((product) => ({ key: product.FamilyKey, label: product.Name, panel: panel(product.FamilyKey) }))}
        />
      )}
    </div>
  )
}
