'use client'

import { useState } from 'react'

import type { NavigationItem } from '@/features/shell-content'

import { ariaCurrent, domIdPart, fillText, navItemIsLink, navItemLink, navItemMatch } from './nav-links'
import { NavIcon } from './NavIcon'
import { NavLink } from './NavLink'

type MobileNavItemProps = {
  item: NavigationItem
  depth: number
  currentHref: string
  homeHref: string
  idPrefix: string
  showSubmenuLabel: string
  onNavigate: () => void
}

const ROW_CLASSES =
  'flex min-h-12 flex-1 items-center gap-2 rounded-brand px-3 text-left hover:bg-current/10 aria-[current]:font-semibold aria-[current]:underline aria-[current]:decoration-accent aria-[current]:decoration-2 aria-[current]:underline-offset-4'

/**
 * An item of the mobile panel (< 1024 px). Children open as an accordion under the item; the
 * section holding the current page starts open (spec 01 §2.3 version B).
 */
export function MobileNavItem({ item, depth, currentHref, homeHref, idPrefix, showSubmenuLabel, onNavigate }: MobileNavItemProps) {
  const match = navItemMatch(item, currentHref, homeHref)
  const [expanded, setExpanded] = useState(match === 'section')
  const link = navItemLink(item)
  const hasChildren = item.children.length > 0
  const listId = `${idPrefix}-accordion-${domIdPart(item.id)}`
  const chevron = <NavIcon name="chevron" className={`h-5 w-5 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`} />
  const text = depth === 0 ? 'text-lg font-medium' : ''

  return (
    <li>
      <div className="flex items-stretch gap-1">
        {navItemIsLink(item) ? (
          <NavLink href={link.href} kind={link.kind} ariaCurrent={ariaCurrent(match)} onNavigate={onNavigate} className={`${ROW_CLASSES} ${text}`}>
            {link.text}
          </NavLink>
        ) : (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-current={ariaCurrent(match)}
            onClick={() => setExpanded((open) => !open)}
            className={`${ROW_CLASSES} ${text} cursor-pointer justify-between`}
          >
            {link.text}
            {chevron}
          </button>
        )}
        {hasChildren && navItemIsLink(item) ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={fillText(showSubmenuLabel, { title: link.text })}
            onClick={() => setExpanded((open) => !open)}
            className="flex w-12 shrink-0 cursor-pointer items-center justify-center rounded-brand hover:bg-current/10"
          >
            {chevron}
          </button>
        ) : null}
      </div>
      {hasChildren ? (
        <ul id={listId} hidden={!expanded} className="ml-3 border-l border-border pl-2">
          {item.children.map((child) => (
            <MobileNavItem
              key={child.id}
              item={child}
              depth={depth + 1}
              currentHref={currentHref}
              homeHref={homeHref}
              idPrefix={idPrefix}
              showSubmenuLabel={showSubmenuLabel}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      ) : null}
    </li>
  )
}
