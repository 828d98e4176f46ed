'use client'

import { useId, useMemo, useSyncExternalStore } from 'react'
import { useWatch } from 'react-hook-form'

import {
  Honeypot,
  lazyResolver,
  type LeadFieldMap,
  type LeadSendOptions,
  SERVICE_BOOKING_NO_MC_TOPICS,
  SERVICE_BOOKING_NO_SERVICE_TYPES,
  useCheckPreload,
  useLeadForm,
} from '@/features/leads'

import { FORM_CONTROL_CLASS } from '../shared/form-classes'
import { type FieldKind, type FormMessages, messageFor } from '../shared/form-messages'
import { FormAlert } from '../shared/FormAlert'
import { FormCheckbox } from '../shared/FormCheckbox'
import { FormChoiceGroup } from '../shared/FormChoiceGroup'
import { FormField } from '../shared/FormField'
import { FormSuccess } from '../shared/FormSuccess'
import { FormTextField, type FormTextFieldProps } from '../shared/FormTextField'
import { localIsoDate } from '../shared/local-date'
import { asksForOther, type ServiceBookingNoInput } from './service-booking-no-input'
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
  /** The newsletter box must be ticked: the block (the form definition) says so (spec 03 §5). */
  newsletterRequired?: boolean
  thanksTitle: string
  thanksText: string
  /** The thank-you heading's level: one below the block's. */
  thanksHeading?: 'h2' | 'h3'
  texts: ServiceBookingNoFormTexts
  /** Tests: a fetch and a shorter wait between attempts. */
  sendOptions?: LeadSendOptions
}

type Field =
  'dealer' | 'regno' | 'milage' | 'date' | 'services' | 'description' | 'other' | 'customerName' | 'customerPhone' | 'customerEmail' | 'gdpr' | 'newsletter'
/** Screen order: the focus goes to the first flagged field. */
const FIELDS: readonly Field[] = [
  'dealer',
  'regno',
  'milage',
  'date',
  'services',
  'description',
  'other',
  'customerName',
  'customerPhone',
  'customerEmail',
  'gdpr',
  'newsletter',
]
const KINDS: Partial<Record<Field, FieldKind>> = { customerPhone: 'phone', customerEmail: 'email' }
/** The dealer select sets both siteName and siteEmail. */
const ALIAS: Readonly<Record<string, Field>> = { siteName: 'dealer', siteEmail: 'dealer' }
type Input = ServiceBookingNoInput
const EMPTY: Input = {
  dealer: '',
  regno: '',
  milage: '',
  date: '',
  services: [],
  description: '',
  other: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  gdpr: false,
  newsletter: false,
}

// The check (zod) in a chunk of its own, loaded on the form's first focus (docs/architecture.md 'Client code per page').
const loadCheck = () => import('./service-booking-no-check')

const noSubscription = () => () => {}
const localToday = () => localIsoDate(new Date())
const noServerToday = () => undefined

/**
 * The Norwegian service booking form (spec 03 §2.6; §5 'Norwegian form': closest dealer,
 * registration number, desired date (not before today) and consent required; name, phone and
 * e-mail required with the contact form's patterns; mileage from 0; the newsletter box required
 * where the block, the form's definition, marks it so). The motorcycle variant offers
 * the three motorcycle topics instead of the eleven service types. States (§4): idle, submitting,
 * success (the thank-you texts, focused) and error ('Noe gikk galt, vennligst prøv igjen senere.').
 */
export function ServiceBookingNoForm({
  formName,
  dealers,
  motorcycle,
  newsletterRequired = false,
  thanksTitle,
  thanksText,
  thanksHeading = 'h3',
  texts,
  sendOptions,
}: ServiceBookingNoFormProps) {
  const id = useId()
  const formRef = useCheckPreload(loadCheck)
  const fieldMap = useMemo<LeadFieldMap<Field>>(
    () => ({ fields: FIELDS, alias: ALIAS, message: (code, field) => messageFor(code, texts.messages, KINDS[field]) }),
    [texts.messages],
  )
  const resolver = useMemo(
    () => lazyResolver(() => loadCheck().then((check) => check.serviceBookingNoResolver(dealers, motorcycle, fieldMap, newsletterRequired))),
    [dealers, motorcycle, fieldMap, newsletterRequired],
  )
  const { form, phase, submit, field, errorOf } = useLeadForm({
    formName,
    defaultValues: EMPTY,
    resolver,
    fieldMap,
    afterFailedCheck: 'recheck',
    success: 'submitted-202',
    sendOptions,
  })
  const services = useWatch({ control: form.control, name: 'services' })
  // The date picker's earliest day: the browser's today (unknown to the server, so not in its HTML).
  const today = useSyncExternalStore(noSubscription, localToday, noServerToday)

  if (phase === 'success') {
    return (
      <FormSuccess title={thanksTitle} headingLevel={thanksHeading} testId="service-booking-no-success">
        <p className="whitespace-pre-line">{thanksText}</p>
      </FormSuccess>
    )
  }

  const controlId = (name: Field) => `${id}-${name}`
  const errorId = (name: Field) => `${id}-${name}-error`
  const flag = (name: Field) => (errorOf(name) ? ({ 'aria-invalid': true, 'aria-describedby': errorId(name) } as const) : {})
  const submitting = phase === 'submitting'
  const choices: readonly string[] = motorcycle ? SERVICE_BOOKING_NO_MC_TOPICS : SERVICE_BOOKING_NO_SERVICE_TYPES
  const text = (
    name: 'regno' | 'milage' | 'customerName' | 'customerPhone' | 'customerEmail' | 'other',
    label: string,
    props: Pick<FormTextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'required'>,
  ) => <FormTextField id={controlId(name)} label={label} registration={field(name)} errorId={errorId(name)} error={errorOf(name)} {...props} />

  return (
    <form
      // Never GET: a submit before the script runs must not put the visitor's details in the address.
      method="post"
      noValidate
      onSubmit={submit}
      ref={formRef}
      aria-busy={submitting}
      data-testid="service-booking-no-form"
      data-state={phase}
      data-variant={motorcycle ? 'motorcycle' : 'car'}
      className="relative flex flex-col gap-4"
    >
      <p className="text-sm text-muted">{texts.requiredNote}</p>
      <fieldset disabled={submitting} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
        <FormField controlId={controlId('dealer')} label={texts.dealer} required errorId={errorId('dealer')} error={errorOf('dealer')}>
          <select id={controlId('dealer')} required {...field('dealer')} className={`${FORM_CONTROL_CLASS} cursor-pointer`} {...flag('dealer')}>
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
          <FormField controlId={controlId('date')} label={texts.date} required errorId={errorId('date')} error={errorOf('date')}>
            <input id={controlId('date')} type="date" required min={today} {...field('date')} className={FORM_CONTROL_CLASS} {...flag('date')} />
          </FormField>
        </div>
        <FormChoiceGroup
          id={`${id}-services`}
          legend={motorcycle ? texts.topics : texts.services}
          type="checkbox"
          options={choices.map((name) => ({ value: name, label: name }))}
          registration={field('services')}
          error={errorOf('services')}
          columns={motorcycle ? 1 : 2}
        />
        {asksForOther(services) ? text('other', texts.other, { maxLength: 4000, required: false }) : null}
        <FormField controlId={controlId('description')} label={texts.description} errorId={errorId('description')} error={errorOf('description')}>
          <textarea id={controlId('description')} rows={4} maxLength={4000} {...field('description')} className={FORM_CONTROL_CLASS} {...flag('description')} />
        </FormField>
        {text('customerName', texts.name, { autoComplete: 'name', maxLength: 200 })}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {text('customerPhone', texts.phone, { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 40 })}
          {text('customerEmail', texts.email, { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 })}
        </div>
        <FormCheckbox id={controlId('gdpr')} label={texts.gdpr} registration={field('gdpr')} required error={errorOf('gdpr')} />
        <FormCheckbox
          id={controlId('newsletter')}
          label={texts.newsletter}
          registration={field('newsletter')}
          required={newsletterRequired}
          error={errorOf('newsletter')}
        />
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
