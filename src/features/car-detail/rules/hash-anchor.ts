/**
 * The detail page's hash anchors (spec 02 'Car detail page' Hash anchors, §9 "Hash scroll delay
 * 200 ms; offsets 112 px / 250 px at 768 px"): #contact, #contact-form, #contact-quote,
 * #contact-testdrive and #equipment. "A hash containing 'contact' scrolls to the contact form
 * after 200 ms; offset 112 px above 768 px width, 250 px below"; "the form pre-ticks quote or test
 * drive from the part after the dash". #equipment is a plain anchor the browser scrolls to itself.
 */

/** spec 02 §9 "Hash scroll delay 200 ms" (the page has rendered the form by then). */
export const CONTACT_SCROLL_DELAY_MS = 200
/** The width from which the desktop offset applies: 768 px, Tailwind's md like the rest of the site. */
export const CONTACT_SCROLL_BREAKPOINT_PX = 768
/** spec 02 'Car detail page' "offset 112 px above 768 px width". */
export const CONTACT_SCROLL_OFFSET_WIDE_PX = 112
/** spec 02 'Car detail page' "250 px below". */
export const CONTACT_SCROLL_OFFSET_NARROW_PX = 250

export type ContactPreTick = 'quote' | 'testdrive'
export type ContactHashIntent = { scrollToContact: boolean; preTick?: ContactPreTick }

const PRE_TICKS: readonly ContactPreTick[] = ['quote', 'testdrive']
const isPreTick = (value: string): value is ContactPreTick => (PRE_TICKS as readonly string[]).includes(value)

function normaliseHash(hash: string): string {
  const bare = hash.startsWith('#') ? hash.slice(1) : hash
  try {
    return decodeURIComponent(bare).trim().toLowerCase()
  } catch {
    return bare.trim().toLowerCase()
  }
}

/**
 * What a URL hash asks of the detail page:
 *   '#contact', '#contact-form'  → scroll to the contact form
 *   '#contact-quote'             → scroll, and tick 'quote' (a price quote)
 *   '#contact-testdrive'         → scroll, and tick 'test drive'
 *   '#equipment', '', '#'        → nothing for the contact form
 * Any hash containing 'contact' scrolls; the part after the first dash pre-ticks only when it
 * names one of the form's two checkboxes. Case and a leading '#' do not matter.
 */
export function contactHashIntent(hash: string | null | undefined): ContactHashIntent {
  const anchor = normaliseHash(hash ?? '')
  if (!anchor.includes('contact')) return { scrollToContact: false }
  const dash = anchor.indexOf('-')
  const afterDash = dash < 0 ? '' : anchor.slice(dash + 1)
  return isPreTick(afterDash) ? { scrollToContact: true, preTick: afterDash } : { scrollToContact: true }
}

/**
 * Pixels to leave above the contact form when scrolling to it: 112 from 768 px width on, 250
 * below. At exactly 768 px the wide offset applies, matching the site's md breakpoint
 * (min-width: 768px), where the desktop header takes over.
 */
export function contactScrollOffset(viewportWidth: number): number {
  return viewportWidth >= CONTACT_SCROLL_BREAKPOINT_PX ? CONTACT_SCROLL_OFFSET_WIDE_PX : CONTACT_SCROLL_OFFSET_NARROW_PX
}

/** The document position to scroll to: the form's top in the page minus the offset, never above the page top. */
export function contactScrollTop(formTopInPage: number, viewportWidth: number): number {
  return Math.max(0, Math.round(formTopInPage - contactScrollOffset(viewportWidth)))
}
