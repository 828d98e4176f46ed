'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { gtag, pushDataLayer } from '@/features/tracking/data-layer'

import { allowsTagManager, type ConsentChoice, googleConsentState, useConsentChoice } from '@/features/consent'
import { documentScriptNonce, useScriptNonce } from '@/lib/ui/script-nonce'

declare global {
  interface Window {
    __showroomConsentDefault?: boolean
    __showroomConsentPushed?: string
  }
}

const DENIED = JSON.stringify(googleConsentState(undefined))

/*
 * Google consent mode wants its 'default' command first in the dataLayer, before any event a
 * feature pushes. The inline script below runs while the HTML is parsed, before React hydrates and any
 * effect pushes anything. It is a constant string (no page data inside). gtag() pushes its
 * `arguments`, as Google's snippet does.
 */
const CONSENT_DEFAULT_SCRIPT = `window.dataLayer=window.dataLayer||[];if(!window.__showroomConsentDefault){window.__showroomConsentDefault=true;(function(){window.dataLayer.push(arguments)})('consent','default',${DENIED});}`

const noSubscription = () => () => {}
/** True in the server render and while hydrating it; false for a component first mounted in the browser. */
function useIsServerHtml(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
}

function pushConsentDefault() {
  if (window.__showroomConsentDefault) return
  window.__showroomConsentDefault = true
  gtag('consent', 'default', googleConsentState(undefined))
}

function pushConsentUpdate(choice: ConsentChoice) {
  const state = googleConsentState(choice)
  const key = JSON.stringify(state)
  if (window.__showroomConsentPushed === key) return
  window.__showroomConsentPushed = key
  gtag('consent', 'update', state)
}

function loadTagManager(id: string) {
  if (document.querySelector('script[data-showroom-gtm]')) return
  pushDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`
  script.dataset.showroomGtm = id
  // As Google's nonce-aware snippet: the container passes the nonce on to the scripts it adds
  // (custom HTML tags), which the page's script policy requires (lib/security-headers.ts).
  const nonce = documentScriptNonce()
  if (nonce) script.nonce = nonce
  document.head.appendChild(script)
}

/**
 * The tag-manager container (spec 01 §1 gtmID), loaded only after the visitor has allowed
 * statistics or marketing cookies. Until then only consent-mode defaults (everything denied) are
 * in the dataLayer; each choice pushes a consent 'update' before the container loads, so its tags
 * start from the visitor's answer. Withdrawing consent later pushes 'denied' (Google tags obey it
 * at once); a container already loaded stays for the rest of this page view.
 *
 * Deliberately no <noscript> iframe: it would load the container without asking anyone.
 * Never render it in editors' preview (spec 01 §2.2).
 */
export function ConsentGatedTagManager({ id }: { id: string }) {
  const choice = useConsentChoice()
  const serverHtml = useIsServerHtml()
  const nonce = useScriptNonce()

  useEffect(() => {
    // Mounted by a client-side navigation, where the inline script never ran.
    pushConsentDefault()
  }, [])

  useEffect(() => {
    if (!choice) return // not read yet, or undecided: the defaults stand
    pushConsentUpdate(choice)
    if (allowsTagManager(choice)) loadTagManager(id)
  }, [choice, id])

  // Only in the server's HTML: a <script> React creates in the browser never runs (the effect
  // above covers that case) and React warns about it.
  return serverHtml ? <script id="showroom-consent-default" nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SCRIPT }} /> : null
}
