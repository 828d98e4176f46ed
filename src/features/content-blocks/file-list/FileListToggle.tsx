'use client'

import { type ReactNode, useId, useState } from 'react'

type Props = { items: ReactNode[]; collapsedCount: number; texts: { showAll: string; showFewer: string } }

/** The list's 'show all' / 'show fewer' button (spec 01 §9 "file lists showing 3 items when collapsed"). */
export function FileListToggle({ items, collapsedCount, texts }: Props) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const shown = open ? items : items.slice(0, collapsedCount)
  return (
    <>
      <ul id={listId} className="divide-y divide-border border-y border-border">
        {shown}
      </ul>
      {items.length > collapsedCount ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          className="mt-3 min-h-11 cursor-pointer font-semibold text-link underline underline-offset-4"
        >
          {open ? texts.showFewer : texts.showAll}
        </button>
      ) : null}
    </>
  )
}
