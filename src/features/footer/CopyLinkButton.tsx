'use client'

import { COPIED_TOOLTIP_MS } from './footer-links'
import { CopyIcon } from '@/lib/ui/icons'
import { useCopyToClipboard } from '@/lib/ui/use-copy-to-clipboard'

type Props = {
  /** The address without its scheme (copyableAddress()). */
  address: string
  /** Dictionary footerCopy, e.g. 'Kopiera'. */
  copyLabel: string
  /** Dictionary footerCopied, e.g. 'Kopierat'. */
  copiedLabel: string
}

/**
 * Copies an e-mail address or phone number next to its mailto:/tel: link and shows 'Copied' for
 * 1 second (spec 01 §2.5, §9). The tooltip is a live region that is always in the DOM, so screen
 * readers announce the text the moment it appears.
 */
export function CopyLinkButton({ address, copyLabel, copiedLabel }: Props) {
  const { copied, copy } = useCopyToClipboard(COPIED_TOOLTIP_MS)

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        onClick={() => void copy(address)}
        aria-label={`${copyLabel} ${address}`}
        title={copyLabel}
        className="inline-flex h-8 w-8 items-center justify-center rounded-brand text-footer-foreground/80 hover:bg-footer-foreground/10 hover:text-footer-foreground focus-visible:outline-footer-foreground"
      >
        <CopyIcon />
      </button>
      <span
        role="status"
        aria-live="polite"
        className={
          copied
            ? 'pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 -translate-x-1/2 rounded-brand bg-footer-foreground px-2 py-1 text-xs font-semibold whitespace-nowrap text-footer-background shadow'
            : 'sr-only'
        }
      >
        {copied ? copiedLabel : ''}
      </span>
    </span>
  )
}
