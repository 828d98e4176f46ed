'use client'

import { type KeyboardEvent, useRef } from 'react'

export type LocatorView = 'panel' | 'map'

export type ViewTabsProps = {
  label: string
  selected: LocatorView
  onSelect: (view: LocatorView) => void
  tabs: { view: LocatorView; label: string; tabId: string; panelId: string }[]
}

/**
 * The Panel and Map tabs on mobile (spec 01 §2.10; hidden from 1024 px, where both panes show).
 * WAI-ARIA tabs with automatic activation: one tab stop, Left/Right/Home/End move and select. Not
 * lib/ui/Tabs: that one hides the panels it owns, and here the panels are both shown on desktop.
 */
export function ViewTabs({ label, selected, onSelect, tabs }: ViewTabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.view === selected),
  )
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    onSelect(tabs[next]!.view)
    refs.current[next]?.focus()
  }
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- WAI-ARIA tabs: the tabs inside get focus (roving tabindex); arrow keys are handled on their list
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="grid grid-cols-2 gap-1 rounded-brand border border-border bg-background p-1 lg:hidden"
    >
      {tabs.map((tab, i) => (
        <button
          key={tab.view}
          ref={(element) => {
            refs.current[i] = element
          }}
          type="button"
          role="tab"
          id={tab.tabId}
          aria-selected={i === index}
          aria-controls={tab.panelId}
          tabIndex={i === index ? 0 : -1}
          onClick={() => onSelect(tab.view)}
          className="min-h-11 cursor-pointer rounded-brand px-3 text-sm font-semibold text-muted hover:text-foreground aria-selected:bg-accent aria-selected:text-accent-contrast"
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
