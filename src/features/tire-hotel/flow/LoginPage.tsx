'use client'

import { useState } from 'react'

import { type Customer, tireHotelCall } from '../tire-hotel-client'
import { FlowMessage } from './FlowMessage'
import type { SetBusy, StepProps } from './flow-step'
import { LINK } from './flow-styles'

/** Login (spec §4, §5): the plate and the obfuscated phone; 'Skicka kod' sends the code by SMS. */
export function LoginPage({
  t,
  heading,
  customer,
  contactPath,
  busy,
  setBusy,
  onSent,
}: StepProps & { customer: Customer; contactPath?: string; busy: boolean; setBusy: SetBusy; onSent: (token: string) => void }) {
  const [error, setError] = useState('')
  const send = async () => {
    setBusy(true)
    setError('')
    const answer = await tireHotelCall<{ authorizationToken: string }>('authorization/login', {
      query: { encryptedPhoneNumber: customer.encryptedPhoneNumber },
    })
    setBusy(false)
    if (answer.ok) onSent(answer.data.authorizationToken)
    else setError(answer.message ?? t('tireHotelSendFailed'))
  }
  return (
    <div className="flex flex-col gap-4">
      {heading(t('tireHotelSendCode'))}
      <p>{t('tireHotelLoginText')}</p>
      <dl className="grid max-w-sm grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-brand bg-surface p-4">
        <dt className="font-semibold">{t('tireHotelPlateLabel')}</dt>
        <dd>{customer.regNo}</dd>
        <dt className="font-semibold">{t('tireHotelPhoneLabel')}</dt>
        <dd>{customer.obfuscatedPhoneNumber}</dd>
      </dl>
      {contactPath ? (
        <p>
          <a className={LINK} href={contactPath}>
            {t('tireHotelWrongNumber')}
          </a>
        </p>
      ) : null}
      {error ? <FlowMessage>{error}</FlowMessage> : null}
      <div>
        <button type="button" className="btn-primary" onClick={() => void send()} disabled={busy}>
          {t('tireHotelSendCode')}
        </button>
      </div>
    </div>
  )
}
