'use client'

// A client module: the leads public face (index.ts) is also read by server code (the route,
// instrumentation), where react-hook-form has no hooks; there this module is only a reference.
import { type FormEvent, useEffect, useRef, useState } from 'react'
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
  type UseFormRegisterReturn,
} from 'react-hook-form'

import { leadFormEvents } from '@/features/tracking'

import { LEAD_HONEYPOT_FIELD } from '../lead-rules'

import { firstFlagged, type LeadFieldMap, mapLeadProblems } from './lead-field-map'
import { type LeadSendLog, type LeadSendOptions, type LeadSuccessAnswer, postLead } from './post-lead'
import { newSubmissionId } from './submission-id'

/** Spec 02 §4 and spec 03 §4: idle, submitting (fields disabled), success, error (the form's failure text). */
export type LeadFormPhase = 'idle' | 'submitting' | 'success' | 'error'

export type UseLeadFormOptions<Input extends FieldValues, Values, F extends Path<Input> & string> = {
  /** Spec 02 §7 / spec 03 §7 formName: the site name plus the form's. */
  formName: string
  defaultValues: DefaultValues<Input>
  /** The check: leadResolver (or lazyResolver around it). */
  resolver: Resolver<Input, unknown, Values>
  /** The controls the checks (and a 400 answer) flag, in screen order. */
  fieldMap: LeadFieldMap<F>
  /**
   * After a failed check, as the visitor changes a flagged field: 'recheck' says what is still wrong
   * or clears it (the spec 03 forms); 'clear' only clears it (spec 02 §4 "the flag clears on change").
   */
  afterFailedCheck: 'recheck' | 'clear'
  /** Which answer means stored (post-lead LeadSuccessAnswer). */
  success: LeadSuccessAnswer
  /** Tests: a fetch, a shorter wait, a quiet log. */
  sendOptions?: LeadSendOptions
}

const consoleError: LeadSendLog['error'] = (message, details) => console.error(message, details)

/** The honeypot's value in a submitted form ('' from people). */
function honeypotValue(form: HTMLFormElement): string {
  const field = form.elements.namedItem(LEAD_HONEYPOT_FIELD)
  return field instanceof HTMLInputElement ? field.value : ''
}

/**
 * The one way a lead form is checked and sent (react-hook-form with a zod resolver; post-lead's
 * retry loop). On submit the check runs; flagged fields get their message and the first one the
 * focus; a problem the visitor cannot fix is the form error (logged). Then the values are sent:
 * the fields are disabled while sending, 202 is success, a 400 flags the fields it names, anything
 * else after the retries is the form error with the input kept.
 *
 * A submission sent again unchanged after a failure keeps its formSubmissionId (spec 03 §7), so a
 * lead stored while its answer was lost is not stored twice; changed values are a new submission.
 */
export function useLeadForm<Input extends FieldValues, Values, F extends Path<Input> & string>(options: UseLeadFormOptions<Input, Values, F>) {
  const { formName, fieldMap, afterFailedCheck, success, sendOptions } = options
  const form = useForm<Input, unknown, Values>({
    defaultValues: options.defaultValues,
    resolver: options.resolver,
    mode: 'onSubmit',
    reValidateMode: afterFailedCheck === 'recheck' ? 'onChange' : 'onSubmit',
    // The focus is ours: in screen order, and only once the fields are enabled again after a send.
    shouldFocusError: false,
  })
  const [phase, setPhase] = useState<LeadFormPhase>('idle')
  /** A submit is being checked or sent: a second press must not send twice. */
  const busy = useRef(false)
  const lastFailure = useRef<{ values: string; formSubmissionId: string } | null>(null)
  /** Where the focus goes once the fields are enabled again (after a 400, or a new start). */
  const pendingFocus = useRef<F | null>(null)

  useEffect(() => {
    const field = pendingFocus.current
    // Only a render in the idle phase: a render's effects can still be pending when the next click
    // sets a focus (a busy machine), and the success render's would take it before the fields are back.
    if (!field || phase !== 'idle') return
    pendingFocus.current = null
    form.setFocus(field)
  })

  // spec 03 §7 form_interaction 'start': the visitor's first change to any field, once per form.
  const started = useRef(false)
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type !== 'change' || started.current) return
          started.current = true
          leadFormEvents.started(formName)
        },
      }),
    [form, formName],
  )

  const logError = sendOptions?.log?.error ?? consoleError

  const send = async (values: Values, honeypot: string) => {
    const key = JSON.stringify(values)
    const formSubmissionId = lastFailure.current?.values === key ? lastFailure.current.formSubmissionId : newSubmissionId()
    setPhase('submitting')
    leadFormEvents.submitted(formName)
    const result = await postLead({ formName, formSubmissionId, values, [LEAD_HONEYPOT_FIELD]: honeypot }, success, sendOptions)
    if (result.kind === 'accepted') {
      lastFailure.current = null
      leadFormEvents.sent(formName, formSubmissionId)
      setPhase('success')
      return
    }
    lastFailure.current = { values: key, formSubmissionId }
    leadFormEvents.failed(formName, result.kind === 'rejected' ? 'fields_refused' : 'send_failed')
    const flagged =
      result.kind === 'rejected'
        ? mapLeadProblems(
            result.issues.map((i) => ({ field: i.field, message: i.code })),
            fieldMap,
          ).flagged
        : {}
    const first = firstFlagged(flagged, fieldMap)
    if (!first) {
      // Nothing the visitor can fix: the form error; the input stays for another try.
      setPhase('error')
      return
    }
    // A 400 naming the visitor's fields: flag them, no form error.
    for (const field of fieldMap.fields) {
      const error = (flagged as Partial<Record<F, FieldError>>)[field]
      if (error) form.setError(field, error)
    }
    pendingFocus.current = first
    setPhase('idle')
  }

  const refuse = (errors: FieldErrors<Input>) => {
    const first = firstFlagged(errors as Partial<Record<F, unknown>>, fieldMap)
    if (first) {
      setPhase('idle')
      form.setFocus(first)
      return
    }
    // The page gave values the server would refuse, a department that does not exist (spec 02 §8), or the check did not load.
    logError('[forms] The form could not be sent', { formName, error: new Error(errors.root?.message ?? 'a problem on no field') })
    setPhase('error')
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    const honeypot = honeypotValue(event.currentTarget)
    void form
      .handleSubmit((values) => send(values, honeypot), refuse)()
      .finally(() => {
        busy.current = false
      })
  }

  /** A field's registration; with 'clear', a change takes its flag away. */
  const field = (name: F): UseFormRegisterReturn<F> =>
    afterFailedCheck === 'clear' ? form.register(name, { onChange: () => form.clearErrors(name) }) : form.register(name)

  /** A field's message while it is flagged. */
  const errorOf = (name: F): string | undefined => {
    const error = form.formState.errors[name]
    return typeof error?.message === 'string' ? error.message : undefined
  }

  /** Another message after success: these values, the focus on this field. */
  const startAgain = (values: DefaultValues<Input>, focus: F) => {
    form.reset(values)
    pendingFocus.current = focus
    setPhase('idle')
  }

  return { form, phase, submit, field, errorOf, startAgain }
}
