import { useRef, useState } from 'react'

import { LEAD_HONEYPOT_FIELD } from '@/features/leads/lead-rules'

import { type LeadPostOptions, type LeadPostResult, postLead } from './post-lead'
import { newSubmissionId } from './submission-id'

/** Spec 03 §4: idle, submitting, success (202 with submitted true), error otherwise. */
export type LeadFormPhase = 'idle' | 'submitting' | 'success' | 'error'

/**
 * The send step of a lead form: the phase, and `send(values, honeypot)`. A submission sent again
 * unchanged after a failure keeps its formSubmissionId (spec 03 §7), so a lead stored while its
 * answer was lost is not stored twice; changed values are a new submission.
 */
export function useLeadSubmission(formName: string, options?: LeadPostOptions) {
  const [phase, setPhase] = useState<LeadFormPhase>('idle')
  const lastFailure = useRef<{ values: string; formSubmissionId: string } | null>(null)

  const send = async (values: Record<string, unknown>, honeypot: string): Promise<LeadPostResult> => {
    const key = JSON.stringify(values)
    const formSubmissionId = lastFailure.current?.values === key ? lastFailure.current.formSubmissionId : newSubmissionId()
    setPhase('submitting')
    const result = await postLead({ formName, formSubmissionId, values, website: honeypot }, options)
    if (result.kind === 'accepted') {
      lastFailure.current = null
      setPhase('success')
    } else {
      lastFailure.current = { values: key, formSubmissionId }
      setPhase('error')
    }
    return result
  }

  return { phase, setPhase, send }
}

/** The honeypot's value in a submitted form ('' from people). */
export function honeypotValue(form: HTMLFormElement): string {
  const field = form.elements.namedItem(LEAD_HONEYPOT_FIELD)
  return field instanceof HTMLInputElement ? field.value : ''
}
