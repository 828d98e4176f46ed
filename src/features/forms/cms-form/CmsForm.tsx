'use client'

import { type CSSProperties, type ReactNode, useEffect, useId, useMemo, useRef } from 'react'

import { Honeypot, lazyResolver, type LeadFieldMap, type LeadSendOptions, useCheckPreload, useLeadForm } from '@/features/leads'

import { FORM_CONTROL_CLASS } from '../shared/form-classes'
import { type FormMessages, messageFor } from '../shared/form-messages'
import { FormAlert } from '../shared/FormAlert'
import { FormCheckbox } from '../shared/FormCheckbox'
import { FormChoiceGroup } from '../shared/FormChoiceGroup'
import { FormField } from '../shared/FormField'
import { FormSuccess } from '../shared/FormSuccess'
import { CMS_TEXT_MAX, CMS_TEXTAREA_MAX, cmsFieldWidth, type FlatValue, initialAnswers } from './cms-form-answers'
import type { CmsFormInputField } from './cms-form-fields'

// The check (zod) in a chunk of its own, loaded on the form's first focus (docs/architecture.md 'Client code per page').
const loadCheck = () => import('./cms-form-check')

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
  /** Called once the lead is stored (the marketing popup re-creates the form 3 s later). */
  onSuccess?: () => void
  /** Tests: a fetch and a shorter wait between attempts. */
  sendOptions?: LeadSendOptions
}

/** Autofill hints by common field names (WCAG 1.3.5); the CMS does not ask editors for them. */
function autoCompleteOf(field: CmsFormInputField): string | undefined {
  if (field.blockType === 'email') return 'email'
  if (/^(name|namn|navn|nimi|meno|full_?name)$/i.test(field.name)) return 'name'
  if (/(phone|telefon|mobil|puhelin)/i.test(field.name)) return 'tel'
  return undefined
}

/** What the visitor has entered, keyed by the field's position ('f0', 'f1', …; see cmsAnswersSchema). */
type Answers = Record<string, unknown>

/**
 * A form built in the CMS (issue item 3): its fields with their labels, required marks and widths
 * (the form builder's per cent of the row; full width on phones). The answers are checked in the
 * browser (cmsAnswersSchema), mapped to flat values by control type (flatAnswers, spec 03 §7) and
 * sent as a lead with the generic values rules; states as the other forms: idle, submitting,
 * success (the form's confirmation, or its redirect), error.
 */
export function CmsForm({ formName, label, labelledBy, controls, confirmation, redirectUrl, texts, onSuccess, sendOptions }: CmsFormProps) {
  const id = useId()
  const formRef = useCheckPreload(loadCheck)
  const fields = useMemo(() => controls.flatMap((c) => (c.kind === 'input' ? [c.field] : [])), [controls])
  const keys = useMemo(() => new Map(fields.map((field, index) => [field.name, `f${index}`])), [fields])
  const keyOf = (field: CmsFormInputField) => keys.get(field.name) ?? field.name
  const defaultValues = useMemo(() => {
    const byName = initialAnswers(fields)
    return Object.fromEntries(fields.map((field, index) => [`f${index}`, byName[field.name] ?? ''])) as Answers
  }, [fields])
  const fieldMap = useMemo<LeadFieldMap<string>>(() => {
    const emails = new Set(fields.flatMap((field, index) => (field.blockType === 'email' ? [`f${index}`] : [])))
    return {
      fields: fields.map((_, index) => `f${index}`),
      // A 400 names the value keys: the fields' names.
      alias: Object.fromEntries(fields.map((field, index) => [field.name, `f${index}`])),
      message: (code, key) => messageFor(code, texts.messages, emails.has(key) ? 'email' : 'text'),
    }
  }, [fields, texts.messages])
  const resolver = useMemo(() => lazyResolver(() => loadCheck().then((check) => check.cmsFormResolver(fields, fieldMap))), [fields, fieldMap])
  const { phase, submit, field, errorOf } = useLeadForm<Answers, Record<string, FlatValue>, string>({
    formName,
    defaultValues,
    resolver,
    fieldMap,
    afterFailedCheck: 'recheck',
    success: 'submitted-202',
    sendOptions,
  })

  // The latest callback, so a parent's new function does not run the success effect again.
  const onSuccessRef = useRef(onSuccess)
  useEffect(() => {
    onSuccessRef.current = onSuccess
  })
  useEffect(() => {
    if (phase !== 'success') return
    if (redirectUrl) window.location.assign(redirectUrl)
    else onSuccessRef.current?.()
  }, [phase, redirectUrl])

  if (phase === 'success') return <FormSuccess testId="cms-form-success">{confirmation}</FormSuccess>

  const controlId = (key: string) => `${id}-${key}`
  const errorId = (key: string) => `${controlId(key)}-error`
  const submitting = phase === 'submitting'
  const flag = (key: string) => (errorOf(key) ? ({ 'aria-invalid': true, 'aria-describedby': errorId(key) } as const) : {})

  const input = (cmsField: CmsFormInputField): ReactNode => {
    const key = keyOf(cmsField)
    const cid = controlId(key)
    const fieldLabel = cmsField.label?.trim() || cmsField.name
    const required = cmsField.required === true
    const error = errorOf(key)
    // The editor's default in the server's HTML too, before the script runs.
    const initial = defaultValues[key]
    if (cmsField.blockType === 'checkbox') {
      return <FormCheckbox id={cid} label={fieldLabel} registration={field(key)} defaultChecked={initial === true} required={required} error={error} />
    }
    const defaultValue = typeof initial === 'string' ? initial : ''
    if (cmsField.blockType === 'radio') {
      return (
        <FormChoiceGroup
          id={cid}
          legend={fieldLabel}
          type="radio"
          options={cmsField.options}
          registration={field(key)}
          required={required}
          error={error}
          columns="inline"
          defaultValue={defaultValue}
        />
      )
    }
    let control: ReactNode
    if (cmsField.blockType === 'textarea') {
      control = (
        <textarea
          id={cid}
          rows={5}
          required={required}
          maxLength={CMS_TEXTAREA_MAX}
          defaultValue={defaultValue}
          {...field(key)}
          className={FORM_CONTROL_CLASS}
          {...flag(key)}
        />
      )
    } else if (cmsField.blockType === 'select') {
      control = (
        <select id={cid} required={required} defaultValue={defaultValue} {...field(key)} className={`${FORM_CONTROL_CLASS} cursor-pointer`} {...flag(key)}>
          <option value="">{cmsField.placeholder?.trim() || texts.selectPlaceholder}</option>
          {cmsField.options.map((option) => (
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
          type={cmsField.blockType === 'email' ? 'email' : 'text'}
          inputMode={cmsField.blockType === 'number' ? 'decimal' : cmsField.blockType === 'email' ? 'email' : undefined}
          autoComplete={autoCompleteOf(cmsField)}
          required={required}
          maxLength={CMS_TEXT_MAX}
          defaultValue={defaultValue}
          {...field(key)}
          className={FORM_CONTROL_CLASS}
          {...flag(key)}
        />
      )
    }
    return (
      <FormField controlId={cid} label={fieldLabel} required={required} errorId={errorId(key)} error={error}>
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
      ref={formRef}
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
