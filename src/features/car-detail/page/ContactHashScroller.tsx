'use client'

import { useEffect } from 'react'

import { CONTACT_SCROLL_DELAY_MS, contactHashIntent, contactScrollTop } from '@/features/car-detail/rules/hash-anchor'

/** Long enough for a smooth scroll and the message banner's 0.3 s collapse to finish. */
const CONTACT_SCROLL_SETTLE_MS = 900

/** The nearest ancestor that scrolls on its own (the sticky side column on wide screens), if any. */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node)
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node
  }
  return null
}

/**
 * The detail page's contact hash anchors (spec 02 'Car detail page' Hash anchors, §9 "Hash scroll
 * delay 200 ms; offsets 112 px / 250 px at 768 px"): a hash containing 'contact' (#contact,
 * #contact-form, #contact-quote, #contact-testdrive) scrolls to the contact section 200 ms after
 * the page shows, and again when the hash changes to one later (a "contact us" link on the page).
 * Renders nothing. The form reads the same hash for its pre-ticked checkbox.
 */
export function ContactHashScroller({ targetId = 'contact' }: { targetId?: string }) {
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = []
    const clearTimers = () => timers.splice(0).forEach((t) => clearTimeout(t))
    // The visitor taking over (wheel, touch, keys) cancels the follow-up correction.
    const visitorScrolls = () => clearTimers()
    const scrollToContact = (behavior: ScrollBehavior) => {
      const target = document.getElementById(targetId)
      if (!target) return
      // In the sticky side column the section may sit below the column's fold: bring it to the column's top first.
      const column = scrollingAncestor(target)
      if (column) column.scrollTop += target.getBoundingClientRect().top - column.getBoundingClientRect().top
      window.scrollTo({ top: contactScrollTop(target.getBoundingClientRect().top + window.scrollY, window.innerWidth), behavior })
    }
    const scrollForHash = () => {
      if (!contactHashIntent(window.location.hash).scrollToContact) return
      clearTimers()
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
      timers.push(setTimeout(() => scrollToContact(smooth ? 'smooth' : 'auto'), CONTACT_SCROLL_DELAY_MS))
      // Scrolling collapses the message banner (0.3 s) and may hide the alert bar, which moves the
      // section up: once that has settled, land on the offset again.
      timers.push(setTimeout(() => scrollToContact('auto'), CONTACT_SCROLL_DELAY_MS + CONTACT_SCROLL_SETTLE_MS))
    }
    scrollForHash()
    window.addEventListener('hashchange', scrollForHash)
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, visitorScrolls, { passive: true })
    return () => {
      clearTimers()
      window.removeEventListener('hashchange', scrollForHash)
      for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, visitorScrolls)
    }
  }, [targetId])
  return null
}
