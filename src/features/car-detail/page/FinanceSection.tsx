import type { ReactNode } from 'react'

export type FinanceSectionProps = { label: string; children?: ReactNode }

/**
 * The finance sidebar's place (spec 02 'Car detail page' Sections "plus a finance sidebar"); the
 * calculator is its own issue and comes in as `financeSlot`. Named by aria-label until the slot
 * brings its own heading.
 */
export function FinanceSection({ label, children }: FinanceSectionProps) {
  return (
    <section id="finance" aria-label={label} className="empty:hidden">
      {children}
    </section>
  )
}
