'use client'

import { type ReactNode, useEffect, useRef } from 'react'

export type FormSuccessProps = {
  title?: string
  /** One below the block's heading. */
  headingLevel?: 'h2' | 'h3'
  children: ReactNode
  testId?: string
}

/**
 * What replaces a form once it is sent (spec 03 §4 success): a status region that takes the focus,
 * so keyboard and screen-reader users land on the thanks instead of a vanished form.
 */
export function FormSuccess({ title, headingLevel = 'h3', children, testId }: FormSuccessProps) {
  const Heading = headingLevel
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      data-testid={testId}
      className="flex flex-col gap-2 rounded-brand border border-border bg-surface p-6 focus-visible:outline-offset-4"
    >
      {title ? <Heading className="heading-h3">{title}</Heading> : null}
      <div>{children}</div>
    </div>
  )
}
