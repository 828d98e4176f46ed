'use client'

import { type KeyboardEvent, useRef } from 'react'

/*
 * Why one component: the finance tabs, the store locator's Panel/Map switch and the booking's week
 * calendar each had their own tab list, and only two of them had the keyboard the pattern needs.
 * The list is here once; what the tabs show (panels that hide, two panes both shown on desktop, one
 * panel whose days change) stays with the caller.
 */

export type TabListTab = {
  /** Stable and unique among the tabs; what `onSelect` hands back. */
  key: string
  label: string
  /** The tab element's id (its panel's aria-labelledby points at it). */
  id: string
  /** The id of the panel the tab shows (aria-controls). */
  controls: string
}

export type TabListProps = {
  /** The tablist's accessible name. */
  label: string
  tabs: readonly TabListTab[]
  /** The selected tab's key; the first tab when no tab has it. */
  selected: string | undefined
  /** Called with the tab's key when the visitor selects it (click, arrows, Home/End). */
  onSelect: (key: string) => void
  /** The list's look and layout; the segmented bar by default. */
  className?: string
  /** Each tab's look (`aria-selected:` styles the selected one). */
  tabClassName?: string
}

const SEGMENTED_LIST = 'flex flex-wrap gap-1 rounded-brand border border-border bg-background p-1'
const SEGMENTED_TAB =
  'min-h-11 grow basis-auto cursor-pointer rounded-brand px-3 text-sm font-semibold text-muted hover:text-foreground aria-selected:bg-accent aria-selected:text-accent-contrast'

/** The tab a key moves to from `current` (wrapping), or undefined for any other key. */
function tabAfterKey(key: string, current: number, last: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return current === last ? 0 : current + 1
    case 'ArrowLeft':
      return current === 0 ? last : current - 1
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return undefined
  }
}

/**
 * A tab list following the WAI-ARIA tabs pattern with automatic activation: one tab stop (the
 * selected tab, roving tabindex), Left/Right arrows move and select (wrapping), Home/End go to the
 * first and last; each tab names the panel it controls. The caller owns the choice and the panels.
 */
export function TabList({ label, tabs, selected, onSelect, className = SEGMENTED_LIST, tabClassName = SEGMENTED_TAB }: TabListProps) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, selectedIndex, tabs.length - 1)
    const tab = next === undefined ? undefined : tabs[next]
    if (next === undefined || !tab) return
    event.preventDefault()
    onSelect(tab.key)
    tabRefs.current[next]?.focus()
  }

  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- WAI-ARIA tabs: the tabs inside get focus (roving tabindex); arrow keys are handled on their list
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={className}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            tabRefs.current[index] = element
          }}
          type="button"
          role="tab"
          id={tab.id}
          aria-selected={index === selectedIndex}
          aria-controls={tab.controls}
          tabIndex={index === selectedIndex ? 0 : -1}
          onClick={() => onSelect(tab.key)}
          className={tabClassName}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
