'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

/*
 * Why in lib/: the finance calculators and the UK finance widget both show tabs; a component that
 * knows nothing of either (it imports React only) lives below the features that use it.
 */

export type Tab = {
  /** Stable and unique among the tabs (an offer kind, a product's FamilyKey). */
  key: string
  label: string
  panel: ReactNode
}

export type TabsProps = {
  /** The tablist's accessible name. */
  label: string
  tabs: readonly Tab[]
  /**
   * The selected tab's key, for a parent that owns the choice (the UK widget asks for a product's
   * first quote when it is selected). Without it the tabs keep their own choice, the first at start.
   */
  selected?: string
  /** Called with the tab's key when the visitor selects it (click, arrows, Home/End). */
  onSelect?: (key: string) => void
}

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
 * Tabs following the WAI-ARIA tabs pattern with automatic activation: one tab stop (the selected
 * tab, roving tabindex), Left/Right arrows move and select (wrapping), Home/End go to the first and
 * last; each tab names its panel (aria-controls, aria-selected) and each panel its tab. Every panel
 * stays mounted (hidden when not selected), so a calculator keeps its figures while another tab is
 * shown and every aria-controls points at a real element. The panels may be rendered by the server.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const baseId = useId()
  const [ownSelection, setOwnSelection] = useState(tabs[0]?.key)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const selectedKey = selected ?? ownSelection
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selectedKey),
  )
  const tabId = (key: string) => `${baseId}-tab-${key}`
  const panelId = (key: string) => `${baseId}-panel-${key}`

  const select = (key: string) => {
    setOwnSelection(key)
    onSelect?.(key)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, selectedIndex, tabs.length - 1)
    const tab = next === undefined ? undefined : tabs[next]
    if (next === undefined || !tab) return
    event.preventDefault()
    select(tab.key)
    tabRefs.current[next]?.focus()
  }

  return (
    <div className="flex flex-col gap-4">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- WAI-ARIA tabs: the tabs inside get focus (roving tabindex); arrow keys are handled on their list */}
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-1 rounded-brand border border-border bg-background p-1">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={index === selectedIndex}
            aria-controls={panelId(tab.key)}
            tabIndex={index === selectedIndex ? 0 : -1}
            onClick={() => select(tab.key)}
            className="min-h-11 grow basis-auto cursor-pointer rounded-brand px-3 text-sm font-semibold text-muted hover:text-foreground aria-selected:bg-accent aria-selected:text-accent-contrast"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WAI-ARIA tabs: a panel without focusable content is itself in the tab order
          tabIndex={0}
          hidden={index !== selectedIndex}
          className="rounded-brand"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
