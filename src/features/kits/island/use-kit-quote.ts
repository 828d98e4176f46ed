'use client'

import { useState } from 'react'

import { leadFormEvents } from '@/features/tracking'

import type { KitSession } from '../kit-session'
import type { KitCard } from '../kit-service'

export type KitQuoteState = 'idle' | 'sending' | 'sent' | 'failed'

/**
 * The cart's quote (spec 03 §2.3, §7): the full session and the cart's kit ids to POST
 * /api/automaster, with the lead events of the kits page's form (docs/analytics.md). A changed
 * cart is a new quote (`reset`).
 */
export function useKitQuote(formName: string) {
  const [state, setState] = useState<KitQuoteState>('idle')
  const send = async (session: KitSession, cart: readonly KitCard[]) => {
    setState('sending')
    leadFormEvents.submitted(formName)
    const sent = await fetch('/api/automaster', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...session, cart: cart.map((k) => ({ kitId: k.kitId })) }),
    }).then(
      (response) => response.ok,
      () => false,
    )
    setState(sent ? 'sent' : 'failed')
    if (sent) leadFormEvents.sent(formName, session.transactionId)
    else leadFormEvents.failed(formName, 'send_failed')
  }
  return { state, send, reset: () => setState('idle') }
}
