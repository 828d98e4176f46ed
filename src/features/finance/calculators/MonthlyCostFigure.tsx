export type MonthlyCostFigureProps = {
  label: string
  /** '4 195 kr/mån'. */
  amount: string
  /** A short note after the amount ('exkl. moms'). */
  note?: string
  /** The calculators announce the new cost politely after each change (aria-live). */
  live?: boolean
  testId?: string
}

/**
 * The large monthly cost of a finance offer. Not the accent colour: some themes' accent is too
 * light for contrast (as in PriceBlock).
 */
export function MonthlyCostFigure({ label, amount, note, live = false, testId }: MonthlyCostFigureProps) {
  return (
    <p data-testid={testId} aria-live={live ? 'polite' : undefined} aria-atomic={live ? true : undefined} className="flex flex-col">
      <span className="text-sm text-muted">{label}</span>{' '}
      <span data-monthly-cost="" className="font-heading text-3xl font-bold tabular-nums">
        {amount}
      </span>
      {note ? (
        <>
          {' '}
          <span className="text-sm text-muted">{note}</span>
        </>
      ) : null}
    </p>
  )
}
