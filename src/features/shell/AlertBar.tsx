'use client'

import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'

import { alertHasCloseButton, hasHideAlertCookie, HIDE_ALERT_COOKIE, hideAlertCookie, shouldShowAlert } from './alert-visibility'
import { COLLAPSIBLE_CLASSES, MESSAGE_TONES } from './message-appearance'
import { MessageTypeIcon } from './MessageTypeIcon'
import type { SiteMessage } from '@/features/shell-content'
import { useScriptNonce } from '@/lib/ui/script-nonce'
import { useIsHydrating } from '@/lib/ui/use-is-hydrating'
import { CloseIcon } from '@/lib/ui/icons'

// document.cookie has no change event: the close button tells the bars on the page itself.
const cookieListeners = new Set<() => void>()
function subscribeToCookieChanges(listener: () => void) {
  cookieListeners.add(listener)
  return () => {
    cookieListeners.delete(listener)
  }
}
const readHideAlertCookie = () => hasHideAlertCookie(document.cookie)
// The server cannot know: it renders the bar open and the pre-paint script below corrects that.
const serverHideAlertCookie = () => false

/**
 * Runs while the HTML is parsed, before the first paint, so a bar the visitor closed yesterday
 * does not flash open until React hydrates. Static text: nothing from the CMS goes into it.
 */
const HIDE_BEFORE_PAINT = `(function(s){var b=s&&s.previousElementSibling;if(b&&/(?:^|;)\\s*${HIDE_ALERT_COOKIE}(?:=|;|$)/.test(document.cookie))b.setAttribute('data-state','hidden')})(document.currentScript)`

/**
 * The site-wide alert bar (spec 01 §2.6, §4). Closing it (not possible for a Warning) sets the
 * hideAlert cookie for a day and collapses the bar; it then starts hidden on every page load and
 * route change until the cookie expires.
 */
export function AlertBar({ message, closeLabel }: { message: SiteMessage; closeLabel: string }) {
  // spec 01 §4: re-read the cookie after every route change (the component re-renders, and
  // useSyncExternalStore reads a fresh snapshot), so an expired cookie shows the bar again.
  usePathname()
  const cookieSet = useSyncExternalStore(subscribeToCookieChanges, readHideAlertCookie, serverHideAlertCookie)
  const hydrating = useIsHydrating()
  const nonce = useScriptNonce()

  if (!shouldShowAlert(message)) return null
  const closable = alertHasCloseButton(message.type)
  const hidden = closable && cookieSet
  const tone = MESSAGE_TONES[message.type]

  const close = () => {
    document.cookie = hideAlertCookie()
    cookieListeners.forEach((listener) => listener())
  }

  return (
    <>
      <div
        data-testid="alert-bar"
        data-alert={message.type}
        data-state={hidden ? 'hidden' : 'shown'}
        role="region"
        aria-label={message.title || message.text}
        // The pre-paint script may already have set data-state; React catches up right after.
        suppressHydrationWarning
        className={COLLAPSIBLE_CLASSES}
      >
        <div className="min-h-0 overflow-hidden">
          <div className={tone.surface}>
            <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2">
              {message.icon ? <MessageTypeIcon icon={message.icon} /> : null}
              <p className="min-w-0 flex-1 py-1.5 text-sm">
                {message.title ? <strong className="mr-2 font-semibold">{message.title}</strong> : null}
                <span>{message.text}</span>
              </p>
              {closable ? (
                <button
                  type="button"
                  aria-label={closeLabel}
                  title={closeLabel}
                  onClick={close}
                  className={`-mr-2 flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-full focus-visible:outline-current ${tone.closeHover}`}
                >
                  <CloseIcon className="h-5 w-5" strokeWidth={2.25} />
                </button>
              ) : null}
            </div>
          </div>
        </div>
      </div>
      {hydrating && closable ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDE_BEFORE_PAINT }} /> : null}
    </>
  )
}
