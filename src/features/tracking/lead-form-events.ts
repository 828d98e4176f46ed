import { trackEvent } from './track-event'

/**
 * What the data layer hears when a lead form is sent (spec 01 §7.2, spec 03 §7; docs/analytics.md):
 * the first change (start), the submit, then either the lead with its submission id and the success, or the failure and
 * the error. Every lead form and the kits quote send through these, so the sequence is one.
 */
export const leadFormEvents = {
  started(formName: string): void {
    trackEvent({ event: 'form_interaction', form_name: formName, action: 'start' })
  },
  submitted(formName: string): void {
    trackEvent({ event: 'form_interaction', form_name: formName, action: 'submit' })
  },
  sent(formName: string, formSubmissionId: string): void {
    trackEvent({ event: 'lead', form_name: formName, form_submission_id: formSubmissionId })
    trackEvent({ event: 'form_interaction', form_name: formName, action: 'success' })
  },
  failed(formName: string, error: 'send_failed' | 'fields_refused'): void {
    trackEvent({ event: 'form_interaction', form_name: formName, action: 'failure' })
    trackEvent({ event: 'event_error', form_name: formName, error })
  },
}
