'use client'

import { type CSSProperties, type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'

import { FORM_CONTROL_CLASS } from '../shared/form-classes'
import { type FieldKind, fieldErrors, firstFlagged, type FormMessages, withFieldRechecked } from '../shared/form-messages'
import { FormAlert } from '../shared/FormAlert'
import { FormCheckbox } from '../shared/FormCheckbox'
import { FormField } from '../shared/FormField'
import { FormSuccess } from '../shared/FormSuccess'
import { Honeypot } from '../shared/Honeypot'
import type { LeadPostOptions } from '../shared/post-lead'
import { honeypotValue, useLeadSubmission } from '../shared/use-lead-submission'
import { CMS_TEXT_MAX, CMS_TEXTAREA_MAX, cmsFieldWidth, type CmsFormInputField, cmsFormIssues, flatAnswers, initialAnswers } from './cms-form-fields'

/** One row of the form: an input field, or an editor's text between them (rendered on the server). */
export type CmsFormControl = { kind: 'input'; field: CmsFormInputField } | { kind: 'message'; key: string; content: ReactNode }

export type CmsFormTexts = {
  submit: string
  submitting: string
  requiredNote: string
  error: string
  selectPlaceholder: string
  messages: FormMessages
}

export type CmsFormProps = {
  /** cmsFormName: the site name plus the form title in PascalCase. */
  formName: string
  /** A label for the form when the block has no heading (the form's title). */
  label: string
  labelledBy?: string
  controls: readonly CmsFormControl[]
  /** The form's confirmation message (rendered on the server), or the dictionary's thanks. */
  confirmation: ReactNode
  /** The form's redirect after sending (confirmation type 'redirect'), already checked to be a page path or http(s) address. */
  redirectUrl?: string
  texts: CmsFormTexts
  /** Tests: a fetch and a shorter wait between attempts. */
  postOptions?: LeadPostOptions
}

/** Autofill hints by common field names (WCAG 1.3.5); the CMS does not ask editors for them. */
function autoCompleteOf(field: CmsFormInputField): string | undefined {
  if (field.blockType === 'email') return 'email'
  if (/^(name|namn|navn|nimi|meno|full_?name)$/i.test(field.name)) return 'name'
  if (/(phone|telefon|mobil|puhelin)/i.test(field.name)) return 'tel'
  return undefined
}

/**
 * A form built in the CMS (issue item 3): its fields with their labels, required marks and widths
 * (the form builder's per cent of the row; full width on phones). The answers are checked in the
 * browser (cmsFormIssues), mapped to flat values by control type (flatAnswers, spec 03 §7) and sent
 * as a lead with the generic values rules; states as the other forms: idle, submitting, success
 * (the form's confirmation, or its redirect), error.
 */
export function CmsForm({ formName, label, labelledBy, controls, confirmation, redirectUrl, texts, postOptions }: CmsFormProps) {
  const id = useId()
  const fields = controls.flatMap((c) => (c.kind === 'input' ? [c.field] : []))
  const names = fields.map((f) => f.name)
  const kinds = Object.fromEntries(fields.filter((f) => f.blockType === 'email').map((f) => [f.name, 'email' as FieldKind]))
  const { phase, setPhase, send } = useLeadSubmission(formName, postOptions)
  const [answers, setAnswers] = useState<Record<string, string | boolean>>(() => initialAnswers(fields))
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const [attempted, setAttempted] = useState(false)
  const pendingFocus = useRef<string | null>(null)

  const controlId = (name: string) => `${id}-f${names.indexOf(name)}`
  const errorId = (name: string) => `${controlId(name)}-error`
  const errorsOf = (values: Record<string, string | boolean>) => fieldErrors(cmsFormIssues(fields, values), names, texts.messages, { kinds })

  // Focus moves once the fields are enabled again (they are disabled while sending).
  useEffect(() => {
    const name = pendingFocus.current
    if (!name || phase === 'submitting') return
    pendingFocus.current = null
    document.getElementById(controlId(name))?.focus()
  })

  useEffect(() => {
    if (phase === 'success' && redirectUrl) window.location.assign(redirectUrl)
  }, [phase, redirectUrl])

  const change = (name: string, value: string | boolean) => {
    const next = { ...answers, [name]: value }
    setAnswers(next)
    if (attempted) setErrors((current) => withFieldRechecked(current, name, errorsOf(next)))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (phase === 'submitting') return
    setAttempted(true)
    const flagged = errorsOf(answers)
    const first = firstFlagged(flagged, names)
    if (first) {
      setErrors(flagged)
      pendingFocus.current = first
      setPhase('idle')
      return
    }
    setErrors({})
    const result = await send(flatAnswers(fields, answers), honeypotValue(event.currentTarget))
    if (result.kind !== 'rejected') return
    const refused = fieldErrors(result.issues, names, texts.messages, { kinds })
    const firstRefused = firstFlagged(refused, names)
    if (!firstRefused) return // nothing the visitor can fix: the form error stays
    setErrors(refused)
    pendingFocus.current = firstRefused
    setPhase('idle')
  }

  if (phase === 'success') return <FormSuccess testId="cms-form-success">{confirmation}</FormSuccess>

  const submitting = phase === 'submitting'
  const flag = (name: string) => (errors[name] ? ({ 'aria-invalid': true, 'aria-describedby': errorId(name) } as const) : {})

  const input = (field: CmsFormInputField): ReactNode => {
    const cid = controlId(field.name)
    const fieldLabel = field.label?.trim() || field.name
    const required = field.required === true
    const value = answers[field.name]
    const text = typeof value === 'string' ? value : ''
    if (field.blockType === 'checkbox') {
      return <FormCheckbox id={cid} name={field.name} label={fieldLabel} checked={value === true} onChange={(checked) => change(field.name, checked)} required={required} error={errors[field.name]} />
    }
    let control: ReactNode
    if (field.blockType === 'textarea') {
      control = (
        <textarea id={cid} name={field.name} rows={5} required={required} maxLength={CMS_TEXTAREA_MAX} value={text} onChange={(e) => change(field.name, e.currentTarget.value)} className={FORM_CONTROL_CLASS} {...flag(field.name)} />
      )
    } else if (field.blockType === 'select') {
      control = (
        <select id={cid} name={field.name} required={required} value={text} onChange={(e) => change(field.name, e.currentTarget.value)} className={`${FORM_CONTROL_CLASS} cursor-pointer`} {...flag(field.name)}>
          <option value="">{field.placeholder?.trim() || texts.selectPlaceholder}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )
    } else {
      control = (
        <input
          id={cid}
          name={field.name}
          type={field.blockType === 'email' ? 'email' : 'text'}
          inputMode={field.blockType === 'number' ? 'decimal' : field.blockType === 'email' ? 'email' : undefined}
          autoComplete={autoCompleteOf(field)}
          required={required}
          maxLength={CMS_TEXT_MAX}
          value={text}
          onChange={(e) => change(field.name, e.currentTarget.value)}
          className={FORM_CONTROL_CLASS}
          {...flag(field.name)}
        />
      )
    }
    return (
      <FormField controlId={cid} label={fieldLabel} required={required} errorId={errorId(field.name)} error={errors[field.name]}>
        {control}
      </FormField>
    )
  }

  return (
    <form
      // Never GET: a submit before the script runs must not put the visitor's details in the address.
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-busy={submitting}
      data-testid="cms-form"
      data-state={phase}
      className="relative flex flex-col gap-4"
    >
      {fields.some((f) => f.required) ? <p className="text-sm text-muted">{texts.requiredNote}</p> : null}
      <fieldset disabled={submitting} className="m-0 min-w-0 border-0 p-0">
        <div className="-mx-2 flex flex-wrap gap-y-4">
          {controls.map((c) =>
            c.kind === 'message' ? (
              <div key={c.key} className="w-full px-2">
                {c.content}
              </div>
            ) : (
              <div
                key={c.field.name}
                data-width={cmsFieldWidth(c.field.width)}
                // The form builder's width (per cent of the row) from small screens up; phones get the full width.
                style={{ '--field-width': `${cmsFieldWidth(c.field.width)}%` } as CSSProperties}
                className="w-full px-2 sm:w-[var(--field-width)]"
              >
                {input(c.field)}
              </div>
            ),
          )}
        </div>
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
