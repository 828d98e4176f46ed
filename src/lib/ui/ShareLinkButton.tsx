'use client'

import { ShareIcon } from './icons'
import { OUTLINE_BUTTON } from './outline-button'
import { useCopyToClipboard } from './use-copy-to-clipboard'

export type ShareLinkTexts = {
  /** The button: 'Dela'. */
  share: string
  /** Said once the address is on the clipboard: 'Länken är kopierad'. */
  copied: string
}

export type ShareLinkButtonProps = {
  title: string
  texts: ShareLinkTexts
  /** The address to share, asked at the press; the page's own by default. */
  url?: () => string
}

const pageUrl = () => window.location.href

/** How long 'copied' stays on screen. */
const COPIED_MS = 2_500

/**
 * Shares an address (the car page, a favourites list; issue 41 items 2 and 4): the phone's own
 * share sheet where the browser has the Web Share API, otherwise the address copied to the
 * clipboard, said in a live region. A share the visitor cancels is no error.
 */
export function ShareLinkButton({ title, texts, url: addressToShare = pageUrl }: ShareLinkButtonProps) {
  const { copied, copy } = useCopyToClipboard(COPIED_MS)

  const share = async () => {
    const url = addressToShare()
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // Cancelled by the visitor: nothing to do. Refused (no permission): copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    await copy(url)
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={share} className={OUTLINE_BUTTON}>
        <ShareIcon />
        {texts.share}
      </button>
      <span role="status" aria-live="polite" className={copied ? 'text-sm text-muted' : 'sr-only'}>
        {copied ? texts.copied : ''}
      </span>
    </span>
  )
}
