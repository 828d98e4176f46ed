'use client'

import { useId } from 'react'

import { calendarCells, monthButtons, monthOf, shiftMonth } from '../tire-hotel-rules'
import { dayLabel } from './day-label'
import type { FlowText } from './flow-step'
import { SECONDARY } from './flow-styles'

type BookingCalendarProps = {
  t: FlowText
  locale: string
  /** The shown month (YYYY-MM) and today (YYYY-MM-DD): the month buttons' limits. */
  month: string
  today: string
  onMonth: (month: string) => void
  /** The available days, sorted. */
  days: readonly string[]
  onPick: (day: string) => void
}

/**
 * The booking calendar (spec §5, §9): a month with its previous/next buttons, 42 days from the
 * Monday on or before its first; only available days of the month are buttons.
 */
export function BookingCalendar({ t, locale, month, today, onMonth, days, onPick }: BookingCalendarProps) {
  const id = useId()
  const buttons = monthButtons(month, monthOf(today), days.at(-1))
  const cells = calendarCells(month, new Set(days))
  const weekdays = cells.slice(0, 7).map((c) => dayLabel(locale, c.day, { weekday: 'short' }))
  return (
    <section aria-labelledby={`${id}-month`} className="flex max-w-md flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={SECONDARY}
          onClick={() => onMonth(shiftMonth(month, -1))}
          disabled={buttons.previousDisabled}
          aria-label={t('tireHotelPrevMonth')}
        >
          ‹
        </button>
        <h3 id={`${id}-month`} className="text-lg font-bold first-letter:uppercase" aria-live="polite">
          {dayLabel(locale, `${month}-01`, { month: 'long', year: 'numeric' })}
        </h3>
        <button
          type="button"
          className={SECONDARY}
          onClick={() => onMonth(shiftMonth(month, 1))}
          disabled={buttons.nextDisabled}
          aria-label={t('tireHotelNextMonth')}
        >
          ›
        </button>
      </div>
      <table className="w-full table-fixed border-collapse text-center">
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w} scope="col" className="py-1 text-sm font-semibold text-muted capitalize">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 6 }, (_, week) => (
            <tr key={week}>
              {cells.slice(week * 7, week * 7 + 7).map((cell) => (
                <td key={cell.day} className="p-0.5">
                  {cell.available && cell.inMonth ? (
                    <button
                      type="button"
                      onClick={() => onPick(cell.day)}
                      aria-label={dayLabel(locale, cell.day, { weekday: 'long', day: 'numeric', month: 'long' })}
                      className="h-11 w-full rounded-brand bg-accent font-semibold text-[var(--color-accent-contrast)]"
                    >
                      {Number(cell.day.slice(8))}
                    </button>
                  ) : (
                    <span
                      className={`flex h-11 items-center justify-center ${cell.inMonth ? 'text-muted' : 'text-muted/40'}`}
                      aria-hidden={!cell.inMonth || undefined}
                    >
                      {Number(cell.day.slice(8))}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
