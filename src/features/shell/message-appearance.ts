import type { MessageType } from '@/features/shell-content'

/**
 * Colours of the alert bar and the message banner per type (spec 01 §2.6, spec 02 'Site message
 * banner'). Fixed colours, not theme tokens: a Warning must look like a warning on every brand.
 * `closeHover` keeps the close button's hover visible on both light and dark surfaces.
 */
export const MESSAGE_TONES: Record<MessageType, { surface: string; closeHover: string }> = {
  Warning: { surface: 'bg-amber-300 text-neutral-950', closeHover: 'hover:bg-black/10' },
  Dark: { surface: 'bg-neutral-900 text-white', closeHover: 'hover:bg-white/15' },
  Light: { surface: 'border-b border-border bg-white text-neutral-900', closeHover: 'hover:bg-black/5' },
  Neutral: { surface: 'bg-neutral-100 text-neutral-900', closeHover: 'hover:bg-black/10' },
}

/**
 * The collapsible wrapper both bars use, driven by its `data-state` attribute ('shown', 'hidden'
 * after the close button, 'collapsed' after scrolling) so a pre-paint script can set it too.
 * Grid rows 1fr → 0fr animate to zero height without measuring; `invisible` (switched at the end
 * of the transition) takes the collapsed content out of the tab order and the accessibility tree.
 * Reduced motion: no animation.
 */
export const COLLAPSIBLE_CLASSES = [
  'grid grid-rows-[1fr] transition-[grid-template-rows,visibility] duration-300 ease-out motion-reduce:transition-none',
  'data-[state=hidden]:invisible data-[state=hidden]:grid-rows-[0fr]',
  'data-[state=collapsed]:invisible data-[state=collapsed]:grid-rows-[0fr]',
].join(' ')
