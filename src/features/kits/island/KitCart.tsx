'use client'

import { useRef } from 'react'

import { useBottomBar } from '@/lib/ui/bottom-bars'

import { cartPricing } from '../kit-price'
import type { KitCard } from '../kit-service'
import type { KitTexts } from './kit-texts'
import type { KitQuoteState } from './use-kit-quote'

type KitCartProps = {
  cart: readonly KitCard[]
  texts: KitTexts
  euro: (amount: number) => string
  /** The quote can be sent: the sales session is complete. */
  canQuote: boolean
  quote: KitQuoteState
  onQuote: () => void
}

/** The cart (spec 03 §2.3): its kits, net, tax and total, and the quote with its state. */
export function KitCart({ cart, texts: t, euro, canQuote, quote, onQuote }: KitCartProps) {
  // The cart stays at the bottom of the window: the page's fixed buttons (scroll-to-top) move above it.
  const cartRef = useRef<HTMLElement>(null)
  useBottomBar(cartRef)
  const pricing = cartPricing(cart.map((k) => k.retailPrice))
  return (
    <section ref={cartRef} aria-labelledby="kits-cart-heading" className="sticky bottom-0 mt-6 rounded-t border border-neutral-400 bg-white p-4 shadow-lg">
      <h2 id="kits-cart-heading" className="mb-2 text-lg font-semibold">
        {t.kitsCartHeading} ({cart.length})
      </h2>
      <ul className="mb-2 max-h-40 overflow-y-auto text-sm">
        {cart.map((kit) => (
          <li key={kit.kitId} className="flex justify-between gap-2">
            <span>{kit.name}</span>
            <span>{euro(kit.retailPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm">
        <dt>{t.kitsNetPrice}</dt>
        <dd className="text-right">{euro(pricing.netPrice)}</dd>
        <dt>{t.kitsTaxAmount}</dt>
        <dd className="text-right">{euro(pricing.taxAmount)}</dd>
        <dt className="font-semibold">{t.kitsTotalPrice}</dt>
        <dd className="text-right font-semibold">{euro(pricing.totalPrice)}</dd>
      </dl>
      {canQuote && (
        <button type="button" className="mt-3 rounded bg-neutral-900 px-4 py-2 text-white disabled:opacity-60" disabled={quote === 'sending'} onClick={onQuote}>
          {t.kitsSendQuote}
        </button>
      )}
      <p aria-live="polite" className="mt-2">
        {quote === 'sending' ? t.kitsQuoteSending : quote === 'sent' ? t.kitsQuoteSuccess : quote === 'failed' ? t.kitsQuoteError : ''}
      </p>
    </section>
  )
}
