import type { NavigationSettings } from '@/features/shell-content'

import { FOCUS_RING } from './nav-styles'
import { NavLink } from './NavLink'

type ExtraItem = NavigationSettings['extraItems'][number]

/**
 * An extra navigation item (spec 01 §2.3 "Title plus Link"): the title as a small label over the
 * link text, both inside the link so its name says the whole thing. The title is shown once when
 * the editor gave both the same text.
 */
export function ExtraItemLink({ item, onNavigate, className = '' }: { item: ExtraItem; onNavigate?: () => void; className?: string }) {
  const sameText = item.title.trim() === item.link.text.trim()
  return (
    <NavLink
      href={item.link.href}
      target={item.link.target}
      onClick={onNavigate}
      className={`inline-flex min-h-11 flex-col justify-center leading-tight hover:underline ${FOCUS_RING} ${className}`}
    >
      {!sameText && <span className="text-xs opacity-80">{item.title}</span>}
      <span className="font-semibold">{item.link.text}</span>
    </NavLink>
  )
}
