'use client'

import type { FormEvent } from 'react'
import { useController, type UseFormReturn } from 'react-hook-form'

import { type ContactForm, stripMobile } from '../tire-hotel-rules'
import { ContactField } from './ContactField'
import type { FlowText } from './flow-step'
import { INPUT } from './flow-styles'
import type { TireHotelContact } from './tire-hotel-forms'

type BookingContactFormProps = {
  t: FlowText
  id: string
  /** The booking page's form (it keeps the values while the visitor changes the day or time). */
  form: UseFormReturn<ContactForm, unknown, TireHotelContact>
  /** A day (and a time where the day has times) is chosen, the server's check passes and nothing is sending. */
  canSend: boolean
  onSubmit: (event: FormEvent) => void
  /** The server's message after a failed booking. */
  error: string
}

/** The booking's contact form (spec §5): names, mobile (digits and + only, as typed), e-mail, a comment. */
export function BookingContactForm({ t, id, form, canSend, onSubmit, error }: BookingContactFormProps) {
  const { field: mobile } = useController({ control: form.control, name: 'mobile' })
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <h3 className="heading-h3 font-bold">{t('tireHotelContactHeading')}</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <ContactField id={`${id}-firstName`} label={t('tireHotelFirstName')} required input={{ ...form.register('firstName'), autoComplete: 'given-name' }} />
        <ContactField id={`${id}-lastName`} label={t('tireHotelLastName')} required input={{ ...form.register('lastName'), autoComplete: 'family-name' }} />
        <ContactField
          id={`${id}-mobile`}
          label={t('tireHotelMobile')}
          required
          input={{
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            value: mobile.value,
            onChange: (e) => mobile.onChange(stripMobile(e.target.value)),
            onBlur: mobile.onBlur,
            ref: mobile.ref,
          }}
        />
        <ContactField
          id={`${id}-email`}
          label={t('tireHotelEmail')}
          required
          input={{ ...form.register('email'), type: 'email', autoComplete: 'email', inputMode: 'email' }}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-comment`} className="text-sm font-semibold">
          {t('tireHotelComment')}
        </label>
        <textarea id={`${id}-comment`} maxLength={500} rows={3} {...form.register('comment')} className={INPUT} />
      </div>
      <div>
        <button type="submit" className="btn-primary" disabled={!canSend}>
          {t('tireHotelBook')}
        </button>
      </div>
      {error ? (
        <p role="alert" className="font-medium text-warning">
          {error}
        </p>
      ) : null}
    </form>
  )
}
