export type FinanceSliderProps = {
  id: string
  label: string
  value: number
  min: number
  max: number
  step: number
  /** The value in words for screen readers: '48 månader', '30 000 kr'. */
  valueText: string
  /** The value shown beside the label: '48 mån'. */
  shownValue: string
  /** The ends, shown under the track. */
  minText: string
  maxText: string
  onChange: (value: number) => void
}

/**
 * A calculator slider (spec 02 §5 "the term slider steps 12 months", down payment steps of 1000,
 * cash-amount percent steps of 1): a real <input type="range"> with a <label>, aria-valuetext in
 * words and a 44 px tall hit area. Stateless; the calculators (client components) own the value.
 * The visible value beside the label is aria-hidden: the slider itself announces it.
 */
export function FinanceSlider({ id, label, value, min, max, step, valueText, shownValue, minText, maxText, onChange }: FinanceSliderProps) {
  const fixed = min >= max
  return (
    <div className="flex flex-col">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <span aria-hidden="true" className="tabular-nums">
          {shownValue}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        disabled={fixed}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 w-full cursor-pointer accent-accent disabled:cursor-default disabled:opacity-50"
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-muted tabular-nums">
        <span>{minText}</span>
        <span>{maxText}</span>
      </div>
    </div>
  )
}
