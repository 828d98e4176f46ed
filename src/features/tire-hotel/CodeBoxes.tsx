'use client'

import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react'

import { pastedDigits } from './tire-hotel-rules'

type Props = {
  digits: string[]
  onChange: (digits: string[]) => void
  /** After the last digit focus moves to the verify button (spec §5). */
  onComplete: () => void
  onEnter: () => void
  label: (n: number) => string
  labelledBy: string
  invalid: boolean
  describedBy?: string
}

/**
 * The four single-digit code boxes (spec 03 §5): digits only, auto-advance, Backspace clears and
 * moves left, arrows move, paste takes the first 4 characters, Enter verifies.
 */
export function CodeBoxes({ digits, onChange, onComplete, onEnter, label, labelledBy, invalid, describedBy }: Props) {
  const refs = useRef<(HTMLInputElement | null)[]>([])
  const focus = (i: number) => refs.current[Math.max(0, Math.min(3, i))]?.focus()

  const set = (i: number, value: string) => {
    const next = [...digits]
    next[i] = value
    onChange(next)
    return next
  }

  const onInput = (i: number, raw: string) => {
    const digit = raw.replace(/\D/g, '').slice(-1)
    if (!digit) return
    const next = set(i, digit)
    if (i < 3) focus(i + 1)
    else if (next.every((d) => d !== '')) onComplete()
  }

  const onKeyDown = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      if (digits[i]) set(i, '')
      else if (i > 0) {
        set(i - 1, '')
        focus(i - 1)
      }
      if (digits[i] && i > 0) focus(i - 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focus(i - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focus(i + 1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      onEnter()
    }
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const pasted = pastedDigits(event.clipboardData.getData('text'))
    if (pasted.length === 0) return
    const next = ['', '', '', ''].map((_, i) => pasted[i] ?? '')
    onChange(next)
    if (pasted.length === 4) onComplete()
    else focus(pasted.length)
  }

  return (
    <div role="group" aria-labelledby={labelledBy} className="flex gap-3">
      {[0, 1, 2, 3].map((i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el
          }}
          value={digits[i] ?? ''}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={onPaste}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={2}
          aria-label={label(i + 1)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="h-14 w-12 rounded-brand border border-border bg-background text-center text-2xl font-semibold text-foreground aria-[invalid=true]:border-2 aria-[invalid=true]:border-warning"
        />
      ))}
    </div>
  )
}
