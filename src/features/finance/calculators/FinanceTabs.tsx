'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

export type FinanceTab = {
  /** Stable and unique among the tabs ('loan', 'companyLeasing', 'privateLeasing'). */
  key: string
  label: string
  panel: ReactNode
}

export type FinanceTabsProps = {
  /** The tablist's accessible name. */
  label: string
  tabs: readonly FinanceTab[]
}

/**
 * Tabs between a car's finance offers (spec 02 'Car detail page' finance sidebar), following the
 * WAI-ARIA tabs pattern with automatic activation: one tab stop (the selected tab), Left/Right
 * arrows move and select (wrapping), Home/End go to the first/last. Every panel stays mounted
 * (hidden when not selected), so a calculator keeps its figures when the visitor looks at
 * another offer and comes back. The panels are rendered by the server and passed in.
 */
export function FinanceTabs({ label, tabs }: FinanceTabsProps) {
  const baseId = useId()
  const [selected, setSelected] = useState(0)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const tabId = (key: string) => `${baseId}-tab-${key}`
  const panelId = (key: string) => `${baseId}-panel-${key}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1
    const next = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    setSelected(next)
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
            aria-selected={index === selected}
            aria-controls={panelId(tab.key)}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            className="min-h-11 grow basis-auto cursor-pointer rounded-brand px-3 text-sm font-semibold text-muted hover:text-foreground aria-selected:bg-accent aria-selected:text-accent-contrast"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.key} role="tabpanel" id={panelId(tab.key)} aria-labelledby={tabId(tab.key)} tabIndex={0} hidden={index !== selected} className="rounded-brand">
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
