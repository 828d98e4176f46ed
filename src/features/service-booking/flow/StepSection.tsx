'use client'

import type { ReactNode } from 'react'

/**
 * One step of the flow (spec 03 §2.4): a header that shows the step's title (or its 'done' title
 * once passed) with a tick, and reopens a completed step when clicked; the body when it is shown.
 */
export function StepSection(props: {
  step: number
  /** Shown in the circle instead of the step number (the lookup step). */
  marker?: ReactNode
  title: string
  doneTitle?: string
  summary?: ReactNode
  done: boolean
  open: boolean
  reachable: boolean
  onOpen: () => void
  doneLabel: string
  children: ReactNode
}) {
  const { step, marker, title, doneTitle, summary, done, open, reachable, onOpen, doneLabel, children } = props
  const headingId = `sb-step-${step}`
  return (
    <section aria-labelledby={headingId} className="rounded-brand border border-border bg-background">
      <h2 id={headingId} className="m-0 text-lg">
        <button
          type="button"
          aria-expanded={open}
          disabled={!reachable || open}
          onClick={onOpen}
          className="flex w-full items-center gap-3 px-4 py-3 text-left disabled:cursor-default"
        >
          <span
            aria-hidden="true"
            className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${done ? 'bg-accent text-accent-contrast' : 'border border-border text-muted'}`}
          >
            {done ? '✓' : (marker ?? step)}
          </span>
          <span className="flex-1">
            {done && !open && doneTitle ? doneTitle : title}
            {done && <span className="sr-only"> – {doneLabel}</span>}
          </span>
        </button>
      </h2>
      {done && !open && summary ? <div className="px-4 pb-3 pl-14 text-sm text-muted">{summary}</div> : null}
      {open ? <div className="border-t border-border px-4 py-4">{children}</div> : null}
    </section>
  )
}
