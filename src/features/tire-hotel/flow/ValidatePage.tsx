'use client'

import { useId, useRef, useState } from 'react'

import { CodeBoxes } from '../CodeBoxes'
import { tireHotelCall, type Validated } from '../tire-hotel-client'
import type { SetBusy, StepProps } from './flow-step'
import { SECONDARY } from './flow-styles'

/** Validate (spec §5): the four code boxes; typing clears the error; a valid code is the validated session. */
export function ValidatePage({
  t,
  heading,
  token,
  busy,
  setBusy,
  onValid,
  onResend,
}: StepProps & { token: string; busy: boolean; setBusy: SetBusy; onValid: (v: Validated) => void; onResend: () => void }) {
  const [digits, setDigits] = useState(['', '', '', ''])
  const [error, setError] = useState('')
  const verifyRef = useRef<HTMLButtonElement>(null)
  const id = useId()
  const complete = digits.every((d) => /^\d$/.test(d))
  const verify = async () => {
    if (!complete || busy) return
    setBusy(true)
    const answer = await tireHotelCall<Validated>('authorization/validate', { query: { authToken: token, otpToken: digits.join('') } })
    setBusy(false)
    if (answer.ok && answer.data.status === 0) onValid(answer.data)
    else setError(answer.ok ? t('tireHotelSomethingWrong') : (answer.message ?? t('tireHotelSomethingWrong')))
  }
  return (
    <div className="flex flex-col gap-4">
      <div id={`${id}-heading`}>{heading(t('tireHotelValidateHeading'))}</div>
      <CodeBoxes
        digits={digits}
        onChange={(next) => {
          setDigits(next)
          setError('') // spec §5: typing clears the error message
        }}
        onComplete={() => requestAnimationFrame(() => verifyRef.current?.focus())}
        onEnter={() => void verify()}
        label={(n) => t('tireHotelCodeDigit', { n })}
        labelledBy={`${id}-heading`}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="font-medium text-warning">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button ref={verifyRef} type="button" className="btn-primary" onClick={() => void verify()} disabled={!complete || busy}>
          {t('tireHotelVerifyCode')}
        </button>
        <button type="button" className={SECONDARY} onClick={onResend} disabled={busy}>
          {t('tireHotelSendCode')}
        </button>
      </div>
    </div>
  )
}
