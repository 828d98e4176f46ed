'use client'

import { createContext, type ReactNode, useContext } from 'react'

/**
 * The page's script nonce (issue 35 item 10; see lib/security-headers.ts): the proxy puts a fresh
 * one in each request's Content-Security-Policy, SiteDocument reads it there and provides it, and
 * every inline `<script>` of ours carries it (`nonce={useScriptNonce()}`), or the browser refuses
 * to run it. Undefined outside a page (unit tests), which renders no attribute.
 */
const ScriptNonceContext = createContext<string | undefined>(undefined)

export function ScriptNonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <ScriptNonceContext.Provider value={nonce}>{children}</ScriptNonceContext.Provider>
}

export const useScriptNonce = () => useContext(ScriptNonceContext)

/**
 * The nonce of the document the browser shows, for a script element made in the browser (the tag
 * manager's): read from a script that has one, as Google's nonce-aware snippet does. Browsers hide
 * the attribute's value from the DOM; the `nonce` property keeps it. Not the provider's value:
 * after a client-side navigation that came with another request (and another nonce) than the
 * document.
 */
export function documentScriptNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]')
  return script?.nonce || script?.getAttribute('nonce') || undefined
}
