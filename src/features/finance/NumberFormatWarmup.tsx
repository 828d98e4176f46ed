'use client'

import { scriptJson } from '@/lib/script-json'
import { useScriptNonce } from '@/lib/ui/script-nonce'

/**
 * Loads the browser's number-formatting data for the page's language in a task of its own, early
 * in the page's load. The first Intl.NumberFormat of a language costs about 15 ms on a laptop (60 on
 * a phone); the finance calculators format their figures while the page hydrates, so without this
 * that cost landed in the long hydration task (Lighthouse's total blocking time). Later formatters
 * of the same language cost a tenth of a millisecond. Rendered only next to a client island that
 * formats numbers as it hydrates (the UK quote widget formats only after its quote has arrived).
 * A client component only to read the page's script nonce (`useScriptNonce`).
 */
export function NumberFormatWarmup({ languageTag }: { languageTag: string }) {
  // JSON for the string literal, safe inside the script element.
  const tag = scriptJson(languageTag)
  const nonce = useScriptNonce()
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `setTimeout(function(){try{new Intl.NumberFormat(${tag}).format(0)}catch(e){}})` }} />
}
