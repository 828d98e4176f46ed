import { documentScriptNonce } from '@/lib/ui/script-nonce'

/**
 * The outside marketing form provider's embed (spec 03 §7 'A marketing form provider script …
 * load[s] externally'), HubSpot-compatible: its script defines `hbspt.forms.create(options)`,
 * which draws the form into the `target` element and calls `onFormSubmitted` once it is sent.
 * Browser only; nothing here runs on the server.
 */

export type ProviderFormOptions = {
  portalId: string
  formId: string
  region?: string
  /** A CSS selector of the element the form is drawn into. */
  target: string
  onFormSubmitted?: () => void
}

export type ProviderCreate = (options: ProviderFormOptions) => unknown

declare global {
  interface Window {
    hbspt?: { forms?: { create?: ProviderCreate } }
  }
}

/** The maps script's rule (spec 03 §7, §9), kept for the provider's: polled every 100 ms, given up after 10 s. */
export const PROVIDER_POLL_MS = 100
export const PROVIDER_GIVE_UP_MS = 10_000

/** One script element per address and page, however many popups ask for it. */
const loads = new Map<string, Promise<void>>()

/**
 * Adds the provider's script to the page once and resolves when it has loaded. The element carries
 * the document's nonce, as the tag manager's does (the page's script policy is `'strict-dynamic'`
 * with a nonce: a script our own code adds may run, and the provider's script may add its own).
 */
export function loadProviderScript(url: string): Promise<void> {
  const known = loads.get(url)
  if (known) return known
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.async = true
    script.src = url
    script.dataset.showroomMarketingForms = ''
    const nonce = documentScriptNonce()
    if (nonce) script.nonce = nonce
    script.addEventListener('load', () => resolve())
    script.addEventListener('error', () => {
      // A later popup (or the next generation of this one) may try again.
      loads.delete(url)
      script.remove()
      reject(new Error(`The marketing form provider's script did not load: ${url}`))
    })
    document.head.appendChild(script)
  })
  loads.set(url, loading)
  return loading
}

/** The provider's `create`, once its script has defined it: polled every 100 ms, given up after 10 s. */
export function waitForProvider(giveUpMs: number = PROVIDER_GIVE_UP_MS, pollMs: number = PROVIDER_POLL_MS): Promise<ProviderCreate> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const look = () => {
      const create = window.hbspt?.forms?.create
      if (typeof create === 'function') {
        resolve(create.bind(window.hbspt?.forms))
        return
      }
      if (Date.now() - started >= giveUpMs) {
        reject(new Error('The marketing form provider did not start within 10 s'))
        return
      }
      setTimeout(look, pollMs)
    }
    look()
  })
}

/** Tests: forget the scripts this page has loaded. */
export function forgetProviderScripts(): void {
  loads.clear()
}
