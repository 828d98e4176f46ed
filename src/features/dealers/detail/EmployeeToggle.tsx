'use client'

import { useId, useState, type ReactNode } from 'react'
import { ChevronIcon } from '@/lib/ui/icons'

export type EmployeeToggleProps = { showLabel: string; hideLabel: string; children: ReactNode }

/**
 * spec 03 §2.1/§4 "an expandable employee list with show/hide employees": a real button with
 * aria-expanded that shows and hides the server-rendered list beneath it (collapsed at first).
 */
export function EmployeeToggle({ showLabel, hideLabel, children }: EmployeeToggleProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-link underline-offset-4 hover:underline"
      >
        {open ? hideLabel : showLabel}
        <ChevronIcon direction="down" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </div>
  )
}
