'use client'

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { type SellCarValuesInput, validateSellCarValues } from '@/features/leads/lead-schema'

import { FORM_CONTROL_CLASS } from '../shared/form-classes'
import { type FieldKind, fieldErrors, firstFlagged, type FormMessages, withFieldRechecked } from '../shared/form-messages'
import { FormAlert } from '../shared/FormAlert'
import { FormChoiceGroup } from '../shared/FormChoiceGroup'
import { FormField } from '../shared/FormField'
import { FormTextField, type FormTextFieldProps } from '../shared/FormTextField'
import { FormSuccess } from '../shared/FormSuccess'
import { Honeypot } from '../shared/Honeypot'
import { parseWholeNumber } from '../shared/number-input'
import type { LeadPostOptions } from '../shared/post-lead'
import { honeypotValue, useLeadSubmission } from '../shared/use-lead-submission'

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
  postOptions?: LeadPostOptions
}

/** Spec 03 §3 value keys, in screen order (the focus goes to the first flagged one). */
type Field = 'regno' | 'milage' | 'customerName' | 'customerPhone' | 'customerEmail' | 'selected' | 'other'
const FIELDS: readonly Field[] = ['regno', 'milage', 'customerName', 'customerPhone', 'customerEmail', 'selected', 'other']
const KINDS: Partial<Record<Field, FieldKind>> = { customerPhone: 'phone', customerEmail: 'email' }

type Input = Record<Field, string>
const EMPTY: Input = { regno: '', milage: '', customerName: '', customerPhone: '', customerEmail: '', selected: '', other: '' }

/** What the form sends (spec 03 §3 'Sell-car form values'). */
function valuesOf(input: Input): SellCarValuesInput {
  return {
    regno: input.regno,
    milage: parseWholeNumber(input.milage) as number,
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    customerEmail: input.customerEmail,
    other: input.other,
    selected: input.selected,
  }
}

/**
 * The sell-car form (spec 03 §2.5; §5 'Sell-car form': regno, mileage (number, min 0), name, phone
 * and e-mail required, the contact form's phone and e-mail patterns, one of the two choices
 * required, the message optional; it does not submit while name, phone or e-mail is empty). The
 * values are checked with the server's own rules (lead-schema validateSellCarValues); flagged
 * fields get aria-invalid and a message, and the first takes the focus. States: idle, submitting
 * (fields disabled), success (the thanks, focused) and error (sellCarFormError); sending is
 * postLead's: 3 attempts 1 s apart on 5xx and network failures.
 */
export function SellCarForm({ formName, options, successText, texts, postOptions }: SellCarFormProps) {
  const id = useId()
  const { phase, setPhase, send } = useLeadSubmission(formName, postOptions)
  const [input, setInput] = useState<Input>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [attempted, setAttempted] = useState(false)
  const pendingFocus = useRef<Field | null>(null)

  const controlId = (field: Field) => (field === 'selected' ? `${id}-selected-0` : `${id}-${field}`)
  const errorId = (field: Field) => (field === 'selected' ? `${id}-selected-error` : `${id}-${field}-error`)
  const errorsOf = (values: Input) => {
    const check = validateSellCarValues(valuesOf(values))
    return check.ok ? {} : fieldErrors(check.issues, FIELDS, texts.messages, { kinds: KINDS })
  }

  // Focus moves once the fields are enabled again (they are disabled while sending).
  useEffect(() => {
    const field = pendingFocus.current
    if (!field || phase === 'submitting') return
    pendingFocus.current = null
    document.getElementById(controlId(field))?.focus()
  })

  const change = (field: Field, value: string) => {
    const next = { ...input, [field]: value }
    setInput(next)
    if (attempted) setErrors((current) => withFieldRechecked(current, field, errorsOf(next)))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (phase === 'submitting') return
    setAttempted(true)
    const check = validateSellCarValues(valuesOf(input))
    if (!check.ok) {
      const flagged = fieldErrors(check.issues, FIELDS, texts.messages, { kinds: KINDS })
      setErrors(flagged)
      pendingFocus.current = firstFlagged(flagged, FIELDS) ?? null
      setPhase('idle')
      return
    }
    setErrors({})
    const result = await send(check.values, honeypotValue(event.currentTarget))
    if (result.kind !== 'rejected') return
    const flagged = fieldErrors(result.issues, FIELDS, texts.messages, { kinds: KINDS })
    const first = firstFlagged(flagged, FIELDS)
    if (!first) return // nothing the visitor can fix: the form error stays
    setErrors(flagged)
    pendingFocus.current = first
    setPhase('idle')
  }

  if (phase === 'success') {
    return (
      <FormSuccess testId="sell-car-success">
        <p className="whitespace-pre-line">{successText}</p>
      </FormSuccess>
    )
  }

  const submitting = phase === 'submitting'
  const flag = (field: Field) => (errors[field] ? ({ 'aria-invalid': true, 'aria-describedby': errorId(field) } as const) : {})
  const text = (field: Field, label: string, props: Pick<FormTextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'required'>) => (
    <FormTextField id={controlId(field)} name={field} label={label} value={input[field]} onChange={(value) => change(field, value)} errorId={errorId(field)} error={errors[field]} {...props} />
  )

  return (
    <form
      // Never GET: a submit before the script runs must not put the visitor's details in the address.
      method="post"
      noValidate
      onSubmit={submit}
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
          name="selected"
          legend={texts.choice}
          type="radio"
          options={options.map((label) => ({ value: label, label }))}
          selected={input.selected ? [input.selected] : []}
          onChange={(selected) => change('selected', selected[0] ?? '')}
          required
          error={errors.selected}
        />
        <FormField controlId={controlId('other')} label={texts.message} errorId={errorId('other')} error={errors.other}>
          <textarea
            id={controlId('other')}
            name="other"
            rows={4}
            maxLength={4000}
            value={input.other}
            onChange={(event) => change('other', event.currentTarget.value)}
            className={FORM_CONTROL_CLASS}
            {...flag('other')}
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
