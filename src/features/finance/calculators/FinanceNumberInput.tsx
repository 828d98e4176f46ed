import { type KeyboardEvent, useState } from 'react'

import { commitTypedNumber, type NumericBounds, stripLeadingZeros } from '../calculator-input'
import { formatTypedNumber } from './finance-format'

export type FinanceNumberInputProps = {
  id: string
  label: string
  value: number
  /** min, max and step (1000 for money, 1 for percent: spec 02 §5). */
  bounds: NumericBounds
  /** 'kr', '%': shown inside the box's end and read as its description. */
  unit: string
  languageTag: string
  /** The committed value, only when it differs from `value`. */
  onCommit: (value: number) => void
}

/**
 * A calculator's typed number (spec 02 §5 "Calculator numeric input"): a text box with
 * inputMode numeric; leading zeros are stripped while typing ("007000" shows "7000"); on blur or
 * Enter the text is parsed, rounded to the step and clamped to [min, max] (calculator-input.ts
 * commitTypedNumber); text that is no whole number goes back to the current value. A client-only
 * component: it is used inside the calculators.
 */
export function FinanceNumberInput({ id, label, value, bounds, unit, languageTag, onCommit }: FinanceNumberInputProps) {
  const [typed, setTyped] = useState(() => formatTypedNumber(value, languageTag))
  // The box follows the value when something else moves it (the slider, a term change's clamp).
  const [syncedValue, setSyncedValue] = useState(value)
  if (syncedValue !== value) {
    setSyncedValue(value)
    setTyped(formatTypedNumber(value, languageTag))
  }

  const commit = () => {
    const next = commitTypedNumber(typed, bounds, value)
    setTyped(formatTypedNumber(next, languageTag))
    if (next !== value) onCommit(next)
  }
  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    commit()
  }
  const unitId = `${id}-unit`

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-muted">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={unitId}
          value={typed}
          onChange={(event) => setTyped(stripLeadingZeros(event.target.value))}
          onBlur={commit}
          onKeyDown={commitOnEnter}
          className="min-h-11 w-full rounded-brand border border-border bg-background py-2 pr-12 pl-3 text-base text-foreground tabular-nums"
        />
        <span id={unitId} className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted">
          {unit}
        </span>
      </div>
    </div>
  )
}
