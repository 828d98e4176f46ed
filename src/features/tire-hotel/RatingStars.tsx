'use client'

type Props = { name: string; value: number; onChange: (value: number) => void; legend: string; starLabel: (n: number) => string; disabled?: boolean }

/** spec 03 §4 rating widget: 5 stars as a real radio group (arrow keys move, Space picks). */
export function RatingStars({ name, value, onChange, legend, starLabel, disabled }: Props) {
  return (
    <fieldset className="m-0 border-0 p-0" disabled={disabled}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-brand p-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-[var(--color-focus)]"
          >
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" aria-label={starLabel(n)} />
            <svg aria-hidden="true" viewBox="0 0 24 24" className={`h-9 w-9 ${n <= value ? 'fill-accent' : 'fill-none'} stroke-accent`} strokeWidth="1.5">
              <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
