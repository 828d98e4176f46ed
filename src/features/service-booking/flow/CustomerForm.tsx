'use client'

import { type FormEvent, useMemo, useState } from 'react'
import { useController, useForm } from 'react-hook-form'

import { FREE_TEXT_MAX as MESSAGE_MAX } from '@/integrations/workshop-booking/workshop-booking-port'

import type { BookingTexts } from './booking-store'
import { type BookingCustomer, customerFormResolver, type CustomerValues } from './customer-form-check'
import { CustomerField } from './CustomerField'

const EMPTY: CustomerValues = { firstName: '', lastName: '', phone: '', email: '', message: '' }

/**
 * The customer form of step 4 (spec 03 §5): first and last name, phone and e-mail required with
 * their patterns, a message of up to 80 characters with its n/80 counter; react-hook-form with the
 * server's booking schema (customer-form-check.ts), the problems shown from the first 'Boka' on and
 * rechecked as the visitor types. `onSubmit` answers null on success or the text to show in red
 * under the button (spec 03 §8 'Booking non-200'); the values stay, so a taken time can be changed
 * without typing them again.
 */
export function CustomerForm({ texts, onSubmit }: { texts: BookingTexts; onSubmit: (values: BookingCustomer) => Promise<string | null> }) {
  const resolver = useMemo(() => customerFormResolver(texts), [texts])
  const form = useForm<CustomerValues, unknown, BookingCustomer>({
    defaultValues: EMPTY,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The focus stays where the visitor pressed 'Boka'.
    shouldFocusError: false,
  })
  const { field: message } = useController({ control: form.control, name: 'message' })
  const [failure, setFailure] = useState<string | null>(null)
  const sending = form.formState.isSubmitting
  const errorOf = (name: keyof CustomerValues) => form.formState.errors[name]?.message

  const send = async (values: BookingCustomer) => {
    setFailure(null)
    setFailure(await onSubmit(values))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    void form.handleSubmit(send)()
  }

  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={submit}>
      <h3 className="m-0 text-lg">{texts.sbYourDetails}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <CustomerField
          name="firstName"
          label={texts.sbFirstName}
          type="text"
          autoComplete="given-name"
          maxLength={100}
          registration={form.register('firstName')}
          error={errorOf('firstName')}
        />
        <CustomerField
          name="lastName"
          label={texts.sbLastName}
          type="text"
          autoComplete="family-name"
          maxLength={100}
          registration={form.register('lastName')}
          error={errorOf('lastName')}
        />
        <CustomerField name="phone" label={texts.sbPhone} type="tel" autoComplete="tel" registration={form.register('phone')} error={errorOf('phone')} />
        <CustomerField name="email" label={texts.sbEmail} type="email" autoComplete="email" registration={form.register('email')} error={errorOf('email')} />
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
          value={message.value}
          onBlur={message.onBlur}
          onChange={(e) => message.onChange(e.target.value.slice(0, MESSAGE_MAX))}
        />
        <span className="block text-right text-xs text-muted" aria-live="polite">
          {message.value.length}/{MESSAGE_MAX}
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
