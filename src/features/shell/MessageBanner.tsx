'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { shouldShowAlert } from './alert-visibility'
import { addHiddenMessage, browserSessionStorage, HIDDEN_MESSAGES_KEY, hiddenMessageKey, isMessageHidden, readHiddenMessages } from './hidden-messages'
import { COLLAPSIBLE_CLASSES, MESSAGE_TONES } from './message-appearance'
import { bannerBottomInPage, bannerCollapsedAfterScroll } from './message-banner-scroll'
import { MessageTypeIcon } from './MessageTypeIcon'
import type { SiteMessage } from '@/features/shell-content'
import { scriptJson } from '@/lib/script-json'
import { useScriptNonce } from '@/lib/ui/script-nonce'
import { useIsHydrating } from '@/lib/ui/use-is-hydrating'
import { CloseIcon } from '@/lib/ui/icons'

// Session storage has no change event within the same tab: the close button tells the banners itself.
const hiddenMessageListeners = new Set<() => void>()
function subscribeToHiddenMessages(listener: () => void) {
  hiddenMessageListeners.add(listener)
  return () => {
    hiddenMessageListeners.delete(listener)
  }
}
// The server cannot see session storage: it renders the banner open and the pre-paint script corrects that.
const serverClosed = () => false

/**
 * Runs while the HTML is parsed, before the first paint, so a banner closed earlier in this
 * session does not flash open until React hydrates.
 */
const hideBeforePaint = (key: string) =>
  `(function(s,k){try{var b=s&&s.previousElementSibling,h=JSON.parse(sessionStorage.getItem(${scriptJson(HIDDEN_MESSAGES_KEY)})||'[]');if(b&&Array.isArray(h)&&h.indexOf(k)>-1)b.setAttribute('data-state','hidden')}catch(e){}})(document.currentScript,${scriptJson(key)})`

/** Whether the banner sits in a sticky or fixed box (the version B header), i.e. moves with the viewport. */
function movesWithViewport(element: HTMLElement): boolean {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { position } = getComputedStyle(node)
    if (position === 'sticky' || position === 'fixed') return true
  }
  return false
}

/**
 * The site message banner (spec 02 'Site message banner', §4). The close button hides it for the
 * rest of the session (remembered per title in session storage 'hidden-messages'); a Warning has
 * no close button and is never hidden. It collapses to zero height in 0.3 s once the page is
 * scrolled past it and opens again back at the top.
 */
export function MessageBanner({ message, closeLabel }: { message: SiteMessage; closeLabel: string }) {
  const key = hiddenMessageKey(message)
  const closed = useSyncExternalStore(
    subscribeToHiddenMessages,
    () => isMessageHidden(key, message.type, readHiddenMessages(browserSessionStorage())),
    serverClosed,
  )
  const hydrating = useIsHydrating()
  const nonce = useScriptNonce()
  const [scrolledPast, setScrolledPast] = useState(false)
  const bannerRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const banner = bannerRef.current
    const content = contentRef.current
    if (!banner || !content) return
    // Asked in the first animation frame, where the browser styles the page anyway, not here in the
    // hydration task (getComputedStyle made it style the whole page then; issue 39).
    let sticky: boolean | undefined
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        sticky ??= movesWithViewport(banner)
        // The content keeps its full height inside the collapsed row, so this is the open height.
        const bottom = bannerBottomInPage(banner.getBoundingClientRect().top, content.offsetHeight, window.scrollY, sticky)
        setScrolledPast((was) => bannerCollapsedAfterScroll(was, window.scrollY, bottom))
      })
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
    }
  }, [])

  if (!shouldShowAlert(message)) return null
  const closable = message.type !== 'Warning'
  const tone = MESSAGE_TONES[message.type]

  const close = () => {
    addHiddenMessage(browserSessionStorage(), key)
    hiddenMessageListeners.forEach((listener) => listener())
  }

  return (
    <>
      <div
        ref={bannerRef}
        data-testid="message-banner"
        data-message={message.type}
        data-state={closed ? 'hidden' : scrolledPast ? 'collapsed' : 'shown'}
        role="region"
        aria-label={message.title || message.text}
        // The pre-paint script may already have set data-state; React catches up right after.
        suppressHydrationWarning
        className={COLLAPSIBLE_CLASSES}
      >
        <div className="min-h-0 overflow-hidden">
          <div ref={contentRef} className={tone.surface}>
            <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3">
              {message.icon ? (
                <span className="pt-0.5">
                  <MessageTypeIcon icon={message.icon} />
                </span>
              ) : null}
              <div className="min-w-0 flex-1 self-center text-sm">
                {message.title ? <p className="font-heading text-base font-bold">{message.title}</p> : null}
                <p>{message.text}</p>
              </div>
              {closable ? (
                <button
                  type="button"
                  aria-label={closeLabel}
                  title={closeLabel}
                  onClick={close}
                  className={`-my-1 -mr-2 flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-full focus-visible:outline-current ${tone.closeHover}`}
                >
                  <CloseIcon className="h-5 w-5" strokeWidth={2.25} />
                </button>
              ) : null}
            </div>
          </div>
        </div>
      </div>
      {hydrating && closable ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: hideBeforePaint(key) }} /> : null}
    </>
  )
}
