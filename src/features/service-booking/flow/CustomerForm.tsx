'use client'

import { useState } from 'react'

import type { BookingTexts } from './booking-store'

type Texts = BookingTexts
export type CustomerValues = { firstName: string; lastName: string; phone: string; email: string; message: string }

/** spec 03 §5 'Booking customer form'. */
const PHONE = /^\+?[\d ]{6,20}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/
const MESSAGE_MAX = 80

/**
 * The customer form of step 4 (spec 03 §5): first and last name, phone and e-mail required with
 * their patterns, a message of up to 80 characters with its n/80 counter. `onSubmit` answers null
 * on success or the text to show in red under the button (spec 03 §8 'Booking non-200'); the
 * values stay, so a taken time can be changed without typing them again.
 */
export function CustomerForm({ texts, onSubmit }: { texts: Texts; onSubmit: (values: CustomerValues) => Promise<string | null> }) {
  const [values, setValues] = useState<CustomerValues>({ firstName: '', lastName: '', phone: '', email: '', message: '' })
  const [tried, setTried] = useState(false)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const errors: Partial<Record<keyof CustomerValues, string>> = {}
  if (!values.firstName.trim()) errors.firstName = texts.sbFieldRequired
  if (!values.lastName.trim()) errors.lastName = texts.sbFieldRequired
  if (!values.phone.trim()) errors.phone = texts.sbFieldRequired
  else if (!PHONE.test(values.phone.trim())) errors.phone = texts.sbPhoneInvalid
  if (!values.email.trim()) errors.email = texts.sbFieldRequired
  else if (!EMAIL.test(values.email.trim())) errors.email = texts.sbEmailInvalid

  const field = (name: keyof CustomerValues, label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`sb-${name}`} className="block text-sm font-medium">
        {label} *
      </label>
      <input
        id={`sb-${name}`}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={tried && errors[name] ? true : undefined}
        aria-describedby={tried && errors[name] ? `sb-${name}-error` : undefined}
        className="w-full rounded-brand border border-border px-2 py-2"
        value={values[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      />
      {tried && errors[name] ? (
        <p id={`sb-${name}-error`} className="m-0 text-sm text-warning">
          {errors[name]}
        </p>
      ) : null}
    </div>
  )

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={async (event) => {
        event.preventDefault()
        setTried(true)
        if (Object.keys(errors).length > 0 || sending) return
        setSending(true)
        setFailure(null)
        const answer = await onSubmit({
          ...values,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          phone: values.phone.trim(),
          email: values.email.trim(),
        })
        setSending(false)
        setFailure(answer)
      }}
    >
      <h3 className="m-0 text-lg">{texts.sbYourDetails}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('firstName', texts.sbFirstName, 'text', 'given-name')}
        {field('lastName', texts.sbLastName, 'text', 'family-name')}
        {field('phone', texts.sbPhone, 'tel', 'tel')}
        {field('email', texts.sbEmail, 'email', 'email')}
      </div>
      <div>
        <label htmlFor="sb-message" className="block text-sm font-medium">
          {texts.sbMessage}
        </label>
        <textarea
          id="sb-message"
          rows={2}
          maxLength={MESSAGE_MAX}
          className="w-full rounded-brand border border-border px-2 py-1"
          value={values.message}
          onChange={(e) => setValues({ ...values, message: e.target.value.slice(0, MESSAGE_MAX) })}
        />
        <span className="block text-right text-xs text-muted" aria-live="polite">
          {values.message.length}/{MESSAGE_MAX}
        </span>
      </div>
      <button type="submit" disabled={sending} className="self-start rounded-brand bg-accent px-6 py-2 font-semibold text-accent-contrast disabled:opacity-50">
        {texts.sbBook}
      </button>
      {failure ? (
        <p role="alert" className="m-0 text-warning">
          {failure}
        </p>
      ) : null}
    </form>
  )
}
