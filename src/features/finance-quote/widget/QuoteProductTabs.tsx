'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export type QuoteProductTab = {
  /** The product's FamilyKey (HP, PCP). */
  key: string
  label: string
  panel: ReactNode
}

export type QuoteProductTabsProps = {
  /** The tablist's accessible name. */
  label: string
  tabs: readonly QuoteProductTab[]
  selected: string
  onSelect: (key: string) => void
}

/**
 * The finance product tabs (HP / PCP) of the UK widget: the WAI-ARIA tabs pattern with automatic
 * activation, as the Nordic FinanceTabs, but controlled: selecting a product is what asks for its
 * first quote (spec 02 §4), so the widget owns the choice. Every panel stays in the DOM (hidden
 * when not selected), so each tab's aria-controls points at a real element.
 */
export function QuoteProductTabs({ label, tabs, selected, onSelect }: QuoteProductTabsProps) {
  const baseId = useId()
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const tabId = (key: string) => `${baseId}-tab-${key}`
  const panelId = (key: string) => `${baseId}-panel-${key}`
  const selectedIndex = Math.max(0, tabs.findIndex((tab) => tab.key === selected))

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1
    const next = { ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1, ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1, Home: 0, End: last }[event.key]
    const tab = next === undefined ? undefined : tabs[next]
    if (next === undefined || !tab) return
    event.preventDefault()
    onSelect(tab.key)
    tabRefs.current[next]?.focus()
  }

  return (
    <div className="flex flex-col gap-4">
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
            onClick={() => onSelect(tab.key)}
            className="min-h-11 grow basis-auto cursor-pointer rounded-brand px-3 text-sm font-semibold text-muted hover:text-foreground aria-selected:bg-accent aria-selected:text-accent-contrast"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.key} role="tabpanel" id={panelId(tab.key)} aria-labelledby={tabId(tab.key)} tabIndex={0} hidden={index !== selectedIndex} className="rounded-brand">
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
