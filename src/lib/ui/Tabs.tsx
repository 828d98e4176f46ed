'use client'

import { type ReactNode, useId, useState } from 'react'

import { TabList } from './TabList'

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

/**
 * The tab list (`TabList`: roving tabindex, arrows, Home/End) with its panels. Every panel stays
 * mounted (hidden when not selected), so a calculator keeps its figures while another tab is shown
 * and every aria-controls points at a real element. The panels may be rendered by the server.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const baseId = useId()
  const [ownSelection, setOwnSelection] = useState(tabs[0]?.key)
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

  return (
    <div className="flex flex-col gap-4">
      <TabList
        label={label}
        tabs={tabs.map((tab) => ({ key: tab.key, label: tab.label, id: tabId(tab.key), controls: panelId(tab.key) }))}
        selected={selectedKey}
        onSelect={select}
      />
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
