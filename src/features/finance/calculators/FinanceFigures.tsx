import type { FinanceRow } from './finance-row'

export type FinanceFiguresProps = { rows: readonly FinanceRow[] }

/** A calculator's or offer's figure rows as a description list: label left, value right. */
export function FinanceFigures({ rows }: FinanceFiguresProps) {
  if (rows.length === 0) return null
  return (
    <dl className="flex flex-col text-sm">
      {rows.map((row) => (
        <div key={row.key} data-row={row.key} className="flex items-baseline justify-between gap-4 border-t border-border py-2">
          <dt className="text-muted">{row.label}</dt>
          <dd className="text-right font-semibold tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
