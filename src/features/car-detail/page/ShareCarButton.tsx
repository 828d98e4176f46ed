'use client'

import { ShareIcon } from '@/lib/ui/icons'
import { useCopyToClipboard } from '@/lib/ui/use-copy-to-clipboard'

export type ShareCarTexts = {
  /** The button: 'Dela'. */
  share: string
  /** Said once the address is on the clipboard: 'Länken är kopierad'. */
  copied: string
}

export type ShareCarButtonProps = { title: string; texts: ShareCarTexts }

/** How long 'copied' stays on screen. */
const COPIED_MS = 2_500

/**
 * Shares the car page (issue 41 item 4): the phone's own share sheet where the browser has the
 * Web Share API, otherwise the page's address copied to the clipboard, said in a live region. A
 * share the visitor cancels is no error.
 */
export function ShareCarButton({ title, texts }: ShareCarButtonProps) {
  const { copied, copy } = useCopyToClipboard(COPIED_MS)

  const share = async () => {
    const url = window.location.href
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
      <button
        type="button"
        onClick={share}
        className="inline-flex min-h-11 items-center gap-2 rounded-brand border border-border px-3 py-2 text-sm font-semibold hover:bg-surface"
      >
        <ShareIcon />
        {texts.share}
      </button>
      <span role="status" aria-live="polite" className={copied ? 'text-sm text-muted' : 'sr-only'}>
        {copied ? texts.copied : ''}
      </span>
    </span>
  )
}
