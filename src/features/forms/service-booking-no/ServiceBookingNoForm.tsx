'use client'

import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'

import {
  isCalendarDay,
  type LeadFieldIssue,
  SERVICE_BOOKING_NO_MC_TOPICS,
  SERVICE_BOOKING_NO_SERVICE_TYPES,
  type ServiceBookingNoValues,
  type ServiceBookingNoValuesInput,
  validateServiceBookingNoValues,
} from '@/features/leads/lead-schema'

import { FORM_CONTROL_CLASS } from '../shared/form-classes'
import { type FieldKind, fieldErrors, firstFlagged, type FormMessages, withFieldRechecked } from '../shared/form-messages'
import { FormAlert } from '../shared/FormAlert'
import { FormCheckbox } from '../shared/FormCheckbox'
import { FormChoiceGroup } from '../shared/FormChoiceGroup'
import { FormField } from '../shared/FormField'
import { FormTextField, type FormTextFieldProps } from '../shared/FormTextField'
import { FormSuccess } from '../shared/FormSuccess'
import { Honeypot } from '../shared/Honeypot'
import { isBeforeLocalToday, localIsoDate } from '../shared/local-date'
import { parseWholeNumber } from '../shared/number-input'
import type { LeadPostOptions } from '../shared/post-lead'
import { honeypotValue, useLeadSubmission } from '../shared/use-lead-submission'
import type { ServiceDealerOption } from './service-dealers'

export type ServiceBookingNoFormTexts = {
  dealer: string
  dealerPlaceholder: string
  regno: string
  milage: string
  date: string
  services: string
  topics: string
  description: string
  other: string
  name: string
  phone: string
  email: string
  gdpr: string
  newsletter: string
  submit: string
  submitting: string
  requiredNote: string
  /** Spec 03 §8 'Norwegian form failure → Noe gikk galt, vennligst prøv igjen senere.' */
  error: string
  messages: FormMessages
}

export type ServiceBookingNoFormProps = {
  /** Spec 03 §7: the site name plus 'ServiceBookingForm' (lead-schema LEAD_FORMS.serviceBookingNo). */
  formName: string
  /** The site's workshops (service-dealers.ts), for 'closest dealer'. */
  dealers: readonly ServiceDealerOption[]
  /** The motorcycle variant: the three motorcycle topics, typeMC true. */
  motorcycle: boolean
  thanksTitle: string
  thanksText: string
  /** The thank-you heading's level: one below the block's. */
  thanksHeading?: 'h2' | 'h3'
  texts: ServiceBookingNoFormTexts
  /** Tests: a fetch and a shorter wait between attempts. */
  postOptions?: LeadPostOptions
}

type Field =
  | 'dealer'
  | 'regno'
  | 'milage'
  | 'date'
  | 'services'
  | 'description'
  | 'other'
  | 'customerName'
  | 'customerPhone'
  | 'customerEmail'
  | 'gdpr'
  | 'newsletter'
/** Screen order: the focus goes to the first flagged field. */
const FIELDS: readonly Field[] = ['dealer', 'regno', 'milage', 'date', 'services', 'description', 'other', 'customerName', 'customerPhone', 'customerEmail', 'gdpr', 'newsletter']
const KINDS: Partial<Record<Field, FieldKind>> = { customerPhone: 'phone', customerEmail: 'email' }
/** The dealer select sets both siteName and siteEmail. */
const ALIAS: Readonly<Record<string, Field>> = { siteName: 'dealer', siteEmail: 'dealer' }
/** The 'Annet' choices ask for the free text in `other`. */
const OTHER_CHOICES: readonly string[] = ['Annet', 'Annet vennligst beskriv']

type Input = {
  dealer: string
  regno: string
  milage: string
  date: string
  services: string[]
  description: string
  other: string
  customerName: string
  customerPhone: string
  customerEmail: string
  gdpr: boolean
  newsletter: boolean
}
const EMPTY: Input = { dealer: '', regno: '', milage: '', date: '', services: [], description: '', other: '', customerName: '', customerPhone: '', customerEmail: '', gdpr: false, newsletter: false }

const asksForOther = (services: readonly string[]) => services.some((s) => OTHER_CHOICES.includes(s))

/** What the form sends (spec 03 §3 'Norwegian form values'). */
function valuesOf(input: Input, dealers: readonly ServiceDealerOption[], motorcycle: boolean): ServiceBookingNoValuesInput {
  const dealer = dealers.find((d) => d.id === input.dealer)
  return {
    siteName: dealer?.name ?? '',
    siteEmail: dealer?.email ?? '',
    description: input.description,
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    customerEmail: input.customerEmail,
    regno: input.regno,
    milage: parseWholeNumber(input.milage) ?? null,
    other: asksForOther(input.services) ? input.other : '',
    date: input.date,
    services: input.services as ServiceBookingNoValuesInput['services'],
    gdpr: input.gdpr as true,
    newsletter: input.newsletter,
    typeMC: motorcycle,
  }
}

type Check = { ok: true; values: ServiceBookingNoValues } | { ok: false; issues: LeadFieldIssue[] }

/**
 * The server's rules plus the browser's own 'not before today' (spec 03 §5): today in the
 * visitor's time zone, stricter than the server's one-day tolerance.
 */
function checkInput(input: Input, dealers: readonly ServiceDealerOption[], motorcycle: boolean, now: Date): Check {
  const check = validateServiceBookingNoValues(valuesOf(input, dealers, motorcycle))
  const early = isCalendarDay(input.date.trim()) && isBeforeLocalToday(input.date.trim(), now)
  if (!early) return check
  const issues: LeadFieldIssue[] = [{ field: 'date', code: 'tooEarly' }, ...(check.ok ? [] : check.issues)]
  return { ok: false, issues }
}

const noSubscription = () => () => {}
const localToday = () => localIsoDate(new Date())
const noServerToday = () => undefined

/**
 * The Norwegian service booking form (spec 03 §2.6; §5 'Norwegian form': closest dealer,
 * registration number, desired date (not before today) and consent required; name, phone and
 * e-mail required with the contact form's patterns; mileage from 0). The motorcycle variant offers
 * the three motorcycle topics instead of the eleven service types. States (§4): idle, submitting,
 * success (the thank-you texts, focused) and error ('Noe gikk galt, vennligst prøv igjen senere.').
 */
export function ServiceBookingNoForm({ formName, dealers, motorcycle, thanksTitle, thanksText, thanksHeading = 'h3', texts, postOptions }: ServiceBookingNoFormProps) {
  const id = useId()
  const { phase, setPhase, send } = useLeadSubmission(formName, postOptions)
  const [input, setInput] = useState<Input>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [attempted, setAttempted] = useState(false)
  const pendingFocus = useRef<Field | null>(null)
  // The date picker's earliest day: the browser's today (unknown to the server, so not in its HTML).
  const today = useSyncExternalStore(noSubscription, localToday, noServerToday)

  const controlId = (field: Field) => (field === 'services' ? `${id}-services-0` : `${id}-${field}`)
  const errorId = (field: Field) => `${id}-${field}-error`
  const errorsOf = (values: Input) => {
    const check = checkInput(values, dealers, motorcycle, new Date())
    return check.ok ? {} : fieldErrors(check.issues, FIELDS, texts.messages, { kinds: KINDS, alias: ALIAS })
  }

  // Focus moves once the fields are enabled again (they are disabled while sending).
  useEffect(() => {
    const field = pendingFocus.current
    if (!field || phase === 'submitting') return
    pendingFocus.current = null
    document.getElementById(controlId(field))?.focus()
  })

  const change = <K extends Field>(field: K, value: Input[K]) => {
    const next = { ...input, [field]: value }
    setInput(next)
    if (attempted) setErrors((current) => withFieldRechecked(current, field, errorsOf(next)))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (phase === 'submitting') return
    setAttempted(true)
    const check = checkInput(input, dealers, motorcycle, new Date())
    if (!check.ok) {
      const flagged = fieldErrors(check.issues, FIELDS, texts.messages, { kinds: KINDS, alias: ALIAS })
      setErrors(flagged)
      pendingFocus.current = firstFlagged(flagged, FIELDS) ?? null
      setPhase('idle')
      return
    }
    setErrors({})
    const result = await send(check.values, honeypotValue(event.currentTarget))
    if (result.kind !== 'rejected') return
    const flagged = fieldErrors(result.issues, FIELDS, texts.messages, { kinds: KINDS, alias: ALIAS })
    const first = firstFlagged(flagged, FIELDS)
    if (!first) return // nothing the visitor can fix: the form error stays
    setErrors(flagged)
    pendingFocus.current = first
    setPhase('idle')
  }

  if (phase === 'success') {
    return (
      <FormSuccess title={thanksTitle} headingLevel={thanksHeading} testId="service-booking-no-success">
        <p className="whitespace-pre-line">{thanksText}</p>
      </FormSuccess>
    )
  }

  const submitting = phase === 'submitting'
  const flag = (field: Field) => (errors[field] ? ({ 'aria-invalid': true, 'aria-describedby': errorId(field) } as const) : {})
  const choices: readonly string[] = motorcycle ? SERVICE_BOOKING_NO_MC_TOPICS : SERVICE_BOOKING_NO_SERVICE_TYPES
  const text = (field: 'regno' | 'milage' | 'customerName' | 'customerPhone' | 'customerEmail' | 'other', label: string, props: Pick<FormTextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'required'>) => (
    <FormTextField id={controlId(field)} name={field} label={label} value={input[field]} onChange={(value) => change(field, value)} errorId={errorId(field)} error={errors[field]} {...props} />
  )

  return (
    <form
      // Never GET: a submit before the script runs must not put the visitor's details in the address.
      method="post"
      noValidate
      onSubmit={submit}
      aria-busy={submitting}
      data-testid="service-booking-no-form"
      data-state={phase}
      data-variant={motorcycle ? 'motorcycle' : 'car'}
      className="relative flex flex-col gap-4"
    >
      <p className="text-sm text-muted">{texts.requiredNote}</p>
      <fieldset disabled={submitting} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
        <FormField controlId={controlId('dealer')} label={texts.dealer} required errorId={errorId('dealer')} error={errors.dealer}>
          <select
            id={controlId('dealer')}
            name="siteName"
            required
            value={input.dealer}
            onChange={(event) => change('dealer', event.currentTarget.value)}
            className={`${FORM_CONTROL_CLASS} cursor-pointer`}
            {...flag('dealer')}
          >
            <option value="">{texts.dealerPlaceholder}</option>
            {dealers.map((dealer) => (
              <option key={dealer.id} value={dealer.id}>
                {dealer.name}
              </option>
            ))}
          </select>
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {text('regno', texts.regno, { autoComplete: 'off', maxLength: 20 })}
          {text('milage', texts.milage, { inputMode: 'numeric', autoComplete: 'off', maxLength: 12, required: false })}
          <FormField controlId={controlId('date')} label={texts.date} required errorId={errorId('date')} error={errors.date}>
            <input
              id={controlId('date')}
              name="date"
              type="date"
              required
              min={today}
              value={input.date}
              onChange={(event) => change('date', event.currentTarget.value)}
              className={FORM_CONTROL_CLASS}
              {...flag('date')}
            />
          </FormField>
        </div>
        <FormChoiceGroup
          id={`${id}-services`}
          name="services"
          legend={motorcycle ? texts.topics : texts.services}
          type="checkbox"
          options={choices.map((name) => ({ value: name, label: name }))}
          selected={input.services}
          onChange={(services) => change('services', services)}
          error={errors.services}
          columns={motorcycle ? 1 : 2}
        />
        {asksForOther(input.services) ? text('other', texts.other, { maxLength: 4000, required: false }) : null}
        <FormField controlId={controlId('description')} label={texts.description} errorId={errorId('description')} error={errors.description}>
          <textarea
            id={controlId('description')}
            name="description"
            rows={4}
            maxLength={4000}
            value={input.description}
            onChange={(event) => change('description', event.currentTarget.value)}
            className={FORM_CONTROL_CLASS}
            {...flag('description')}
          />
        </FormField>
        {text('customerName', texts.name, { autoComplete: 'name', maxLength: 200 })}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {text('customerPhone', texts.phone, { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 40 })}
          {text('customerEmail', texts.email, { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 })}
        </div>
        <FormCheckbox id={controlId('gdpr')} name="gdpr" label={texts.gdpr} checked={input.gdpr} onChange={(checked) => change('gdpr', checked)} required error={errors.gdpr} />
        <FormCheckbox id={controlId('newsletter')} name="newsletter" label={texts.newsletter} checked={input.newsletter} onChange={(checked) => change('newsletter', checked)} error={errors.newsletter} />
        <Honeypot />
      </fieldset>
      {phase === 'error' ? <FormAlert>{texts.error}</FormAlert> : null}
      <div>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? texts.submitting : texts.submit}
        </button>
      </div>
    </form>
  )
}
