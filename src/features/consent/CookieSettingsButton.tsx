'use client'

import { useConsent } from './ConsentProvider'

/** The footer's way back into the cookie settings (spec 01 §1). A button: it opens a dialog, it does not navigate. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  const { openSettings } = useConsent()
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={openSettings}
      className={className ?? 'cursor-pointer underline underline-offset-4 hover:no-underline focus-visible:outline-footer-foreground'}
    >
      {label}
    </button>
  )
}
