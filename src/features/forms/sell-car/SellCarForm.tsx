'use client'

import { useId, useMemo } from 'react'

import { Honeypot, lazyResolver, type LeadFieldMap, type LeadSendOptions, useCheckPreload, useLeadForm } from '@/features/leads'

import { FORM_CONTROL_CLASS } from '../shared/form-classes'
import { type FieldKind, type FormMessages, messageFor } from '../shared/form-messages'
import { FormAlert } from '../shared/FormAlert'
import { FormChoiceGroup } from '../shared/FormChoiceGroup'
import { FormField } from '../shared/FormField'
import { FormSuccess } from '../shared/FormSuccess'
import { FormTextField, type FormTextFieldProps } from '../shared/FormTextField'
import type { SellCarInput } from './sell-car-check'

// The check (zod) in a chunk of its own, loaded on the form's first focus (docs/architecture.md 'Client code per page').
const loadCheck = () => import('./sell-car-check')

export type SellCarFormTexts = {
  regno: string
  milage: string
  name: string
  phone: string
  email: string
  message: string
  choice: string
  submit: string
  submitting: string
  requiredNote: string
  /** Spec 03 §8 'Sell-car form failure → translated sellCarFormError message'. */
  error: string
  messages: FormMessages
}

export type SellCarFormProps = {
  /** Spec 03 §7: the site name plus 'SellCarForm' (lead-schema LEAD_FORMS.sellCar). */
  formName: string
  /** The two choices (spec 03 §3 'selected (one of two options)'); the chosen one's words are sent. */
  options: readonly [string, string]
  successText: string
  texts: SellCarFormTexts
  /** Tests: a fetch and a shorter wait between attempts. */
  sendOptions?: LeadSendOptions
}

/** Spec 03 §3 value keys, in screen order (the focus goes to the first flagged one). */
type Field = 'regno' | 'milage' | 'customerName' | 'customerPhone' | 'customerEmail' | 'selected' | 'other'
const FIELDS: readonly Field[] = ['regno', 'milage', 'customerName', 'customerPhone', 'customerEmail', 'selected', 'other']
const KINDS: Partial<Record<Field, FieldKind>> = { customerPhone: 'phone', customerEmail: 'email' }

type Input = SellCarInput
const EMPTY: Input = { regno: '', milage: '', customerName: '', customerPhone: '', customerEmail: '', selected: '', other: '' }

/**
 * The sell-car form (spec 03 §2.5; §5 'Sell-car form': regno, mileage (number, min 0), name, phone
 * and e-mail required, the contact form's phone and e-mail patterns, one of the two choices
 * required, the message optional; it does not submit while name, phone or e-mail is empty). The
 * values are checked with the server's own rules (lead-schema sellCarValuesSchema); flagged fields
 * get aria-invalid and a message, and the first takes the focus; a flagged field is checked again
 * as it changes. States: idle, submitting (fields disabled), success (the thanks, focused) and
 * error (sellCarFormError); checking and sending are use-lead-form's.
 */
export function SellCarForm({ formName, options, successText, texts, sendOptions }: SellCarFormProps) {
  const id = useId()
  const formRef = useCheckPreload(loadCheck)
  const fieldMap = useMemo<LeadFieldMap<Field>>(
    () => ({ fields: FIELDS, message: (code, field) => messageFor(code, texts.messages, KINDS[field]) }),
    [texts.messages],
  )
  const resolver = useMemo(() => lazyResolver(() => loadCheck().then((check) => check.sellCarResolver(fieldMap))), [fieldMap])
  const { phase, submit, field, errorOf } = useLeadForm({
    formName,
    defaultValues: EMPTY,
    resolver,
    fieldMap,
    afterFailedCheck: 'recheck',
    success: 'submitted-202',
    sendOptions,
  })

  if (phase === 'success') {
    return (
      <FormSuccess testId="sell-car-success">
        <p className="whitespace-pre-line">{successText}</p>
      </FormSuccess>
    )
  }

  const controlId = (name: Field) => `${id}-${name}`
  const errorId = (name: Field) => `${id}-${name}-error`
  const submitting = phase === 'submitting'
  const text = (
    name: Exclude<Field, 'selected' | 'other'>,
    label: string,
    props: Pick<FormTextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'required'>,
  ) => <FormTextField id={controlId(name)} label={label} registration={field(name)} errorId={errorId(name)} error={errorOf(name)} {...props} />
  const otherError = errorOf('other')

  return (
    <form
      // Never GET: a submit before the script runs must not put the visitor's details in the address.
      method="post"
      noValidate
      onSubmit={submit}
      ref={formRef}
      aria-busy={submitting}
      data-testid="sell-car-form"
      data-state={phase}
      className="relative flex flex-col gap-4"
    >
      <p className="text-sm text-muted">{texts.requiredNote}</p>
      <fieldset disabled={submitting} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {text('regno', texts.regno, { autoComplete: 'off', maxLength: 20 })}
          {text('milage', texts.milage, { inputMode: 'numeric', autoComplete: 'off', maxLength: 12 })}
        </div>
        {text('customerName', texts.name, { autoComplete: 'name', maxLength: 200 })}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {text('customerPhone', texts.phone, { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 40 })}
          {text('customerEmail', texts.email, { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 })}
        </div>
        <FormChoiceGroup
          id={`${id}-selected`}
          legend={texts.choice}
          type="radio"
          options={options.map((label) => ({ value: label, label }))}
          registration={field('selected')}
          required
          error={errorOf('selected')}
        />
        <FormField controlId={controlId('other')} label={texts.message} errorId={errorId('other')} error={otherError}>
          <textarea
            id={controlId('other')}
            rows={4}
            maxLength={4000}
            {...field('other')}
            className={FORM_CONTROL_CLASS}
            {...(otherError ? ({ 'aria-invalid': true, 'aria-describedby': errorId('other') } as const) : {})}
          />
        </FormField>
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
