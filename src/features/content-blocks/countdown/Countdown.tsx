'use client'

import { useEffect, useState } from 'react'

import { countdownParts, twoDigits } from './countdown-time'

type Props = {
  target: number
  /** The server's clock when it rendered: the first client render uses it too, so hydration matches. */
  renderedAt: number
  labels: { days: string; hours: string; minutes: string; seconds: string }
  endedText?: string
}

/**
 * The ticking digits (spec 01 §2.9 "ticking every second", §9 "clamps negatives to 0"). The server
 * and the browser's first render show the same time (the server's), then the browser ticks from
 * its own clock each second until the end.
 */
export function Countdown({ target, renderedAt, labels, endedText }: Props) {
  const [now, setNow] = useState(renderedAt)
  const parts = countdownParts(target, now)

  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= target) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [target])

  if (parts.ended && endedText) return <p className="text-2xl font-semibold">{endedText}</p>
  const cells = [
    [parts.days, labels.days],
    [parts.hours, labels.hours],
    [parts.minutes, labels.minutes],
    [parts.seconds, labels.seconds],
  ] as const
  return (
    // role timer: a live region that is not announced each second (aria-live off by default).
    <div role="timer" className="grid grid-cols-4 gap-2 sm:gap-4">
      {cells.map(([value, label]) => (
        <div key={label} className="flex flex-col items-center rounded-brand bg-background/95 px-1 py-3 text-foreground shadow-sm">
          <span className="text-3xl font-bold tabular-nums sm:text-5xl">{twoDigits(value)}</span>
          <span className="text-xs tracking-wide uppercase sm:text-sm">{label}</span>
        </div>
      ))}
    </div>
  )
}
