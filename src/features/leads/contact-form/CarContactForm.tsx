'use client'

import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'

import { contactHashIntent } from '@/features/car-detail/rules/hash-anchor'
import { LEAD_HONEYPOT_FIELD } from '@/features/leads/lead-rules'
import type { CarContactValuesInput } from '@/features/leads/lead-schema'

import { type ContactField as ContactFieldName, type ContactFormInput, contactValues, newFormSubmissionId, pageSource, quoteReferenceMessage, splitIssues } from './contact-form-rules'
import type { CarContactFormTexts } from './contact-form-texts'
import { CONTACT_RETRY_DELAY_MS, submitContactRequest } from './contact-submission'
import { CONTACT_CONTROL_CLASS, ContactField } from './ContactField'
import { ContactSuccessOverlay } from './ContactSuccessOverlay'
import type { ContactRecipient, SellerOption } from './seller-options'

export type CarContactFormProps = {
  /** spec 02 §7 "formName (site name plus CarContactForm)". */
  formName: string
  /** The car the enquiry is about (lead-schema leadCarSchema); isSample asks for the seller. */
  car: CarContactValuesInput['car']
  /** A car in stock: its dealer (toName, toEmail). */
  recipient: ContactRecipient
  /** A sample car: the sellers to choose from (sellerOptionsFor); none is spec 02 §8 'Department not found'. */
  sellers: readonly SellerOption[]
  texts: CarContactFormTexts
  /** The privacy page under the submit button; no link without it. */
  privacyHref?: string
  /** Tests: a shorter wait between attempts than spec 02 §9's 1000 ms. */
  retryDelayMs?: number
}

type Phase = 'idle' | 'submitting' | 'success' | 'error'

/**
 * The server's own schema (lead-schema, with zod) checks the values before sending. It is not part
 * of the page's first download: it loads when the visitor first focuses the form (or at the latest
 * on submit) and is then cached by the browser's module system.
 */
const loadLeadSchema = () => import('@/features/leads/lead-schema')

const EMPTY_INPUT: ContactFormInput = { name: '', phone: '', email: '', message: '', quote: false, testDrive: false, sellerId: '' }
const NO_FIELDS: ReadonlySet<ContactFieldName> = new Set()

// The address bar as an external store: the hash pre-ticks a checkbox, the query pre-fills the message.
function subscribeToLocation(onChange: () => void) {
  window.addEventListener('hashchange', onChange)
  window.addEventListener('popstate', onChange)
  return () => {
    window.removeEventListener('hashchange', onChange)
    window.removeEventListener('popstate', onChange)
  }
}
const readHash = () => window.location.hash
const readSearch = () => window.location.search
// The server has no address bar: nothing is pre-filled in the HTML, the browser adds it.
const serverLocationPart = () => ''

/**
 * The car detail page's contact form (spec 02 'Contact form' and 'Hash anchors', §3, §4, §5, §7,
 * §8, §9). Fields: seller (samples only), name, phone, e-mail, message, quote and test drive, and
 * a hidden honeypot. On submit the values are checked with the server's own rules
 * (validateCarContactValues); flagged fields get aria-invalid and the invalidInput text, the
 * first one gets the focus, and a field's flag clears when it changes. Then the enquiry is sent
 * (contact-submission: 3 attempts 1 s apart). States: idle, submitting (fields disabled),
 * success (an overlay, focused) and error (a banner with carDetailFormError).
 *
 * #contact-quote and #contact-testdrive pre-tick their checkbox on load and on a later hash change
 * (the scroll is ContactHashScroller's); ?quoteRef= from the UK finance widget pre-fills the message.
 */
export function CarContactForm({ formName, car, recipient, sellers, texts, privacyHref, retryDelayMs = CONTACT_RETRY_DELAY_MS }: CarContactFormProps) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const successRef = useRef<HTMLDivElement>(null)
  /** Where the focus goes after the next render: the success overlay, or a field once the form is enabled again (after a 400, or "send another"). */
  const pendingFocus = useRef<ContactFieldName | 'success' | null>(null)
  /** The last submission that failed: sent again unchanged, it keeps its formSubmissionId, so a lead stored while its answer was lost is not stored twice. */
  const lastFailure = useRef<{ values: string; formSubmissionId: string } | null>(null)

  const [input, setInput] = useState<ContactFormInput>(EMPTY_INPUT)
  const [invalid, setInvalid] = useState<ReadonlySet<ContactFieldName>>(NO_FIELDS)
  const [phase, setPhase] = useState<Phase>('idle')
  /** A submit is waiting for the schema module: a second click must not send twice. */
  const checking = useRef(false)

  // spec 02 'Hash anchors': "the form pre-ticks quote or test drive from the part after the dash",
  // on load and whenever the hash changes; never unticks what the visitor ticked.
  const hash = useSyncExternalStore(subscribeToLocation, readHash, serverLocationPart)
  const [appliedHash, setAppliedHash] = useState('')
  if (hash !== appliedHash) {
    setAppliedHash(hash)
    const { preTick } = contactHashIntent(hash)
    if (preTick === 'quote') setInput((current) => ({ ...current, quote: true }))
    if (preTick === 'testdrive') setInput((current) => ({ ...current, testDrive: true }))
  }
  // The finance widget's reserve / part-exchange links (?quoteRef=…): the reference goes in the message, editable.
  const search = useSyncExternalStore(subscribeToLocation, readSearch, serverLocationPart)
  const [appliedSearch, setAppliedSearch] = useState('')
  if (search !== appliedSearch) {
    setAppliedSearch(search)
    const prefill = quoteReferenceMessage(search, texts)
    if (prefill) setInput((current) => (current.message.trim() === '' ? { ...current, message: prefill } : current))
  }

  useEffect(() => {
    const target = pendingFocus.current
    if (!target || phase === 'submitting') return
    pendingFocus.current = null
    if (target === 'success') successRef.current?.focus()
    else focusField(formRef.current, target)
  })

  const submitting = phase === 'submitting'
  const isSample = car.isSample === true

  const change =
    <K extends keyof ContactFormInput>(key: K, flag?: ContactFieldName) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const target = event.currentTarget
      const value = (target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value) as ContactFormInput[K]
      setInput((current) => ({ ...current, [key]: value }))
      // spec 02 §4 "the flag clears on change".
      if (flag && invalid.has(flag)) setInvalid((current) => new Set([...current].filter((field) => field !== flag)))
    }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting || checking.current) return
    const form = event.currentTarget
    const honeypot = form.elements.namedItem(LEAD_HONEYPOT_FIELD)
    const built = contactValues(input, { car, recipient, sellers, source: pageSource(window.location.href) })
    if (!built.ok) {
      // spec 02 §8 "Sample car with no matching department: Error 'Department not found'; same form error shown".
      console.error('[contact-form] The enquiry could not be sent', { formName, car: car.id, error: new Error('Department not found') })
      setInvalid(NO_FIELDS)
      setPhase('error')
      return
    }
    checking.current = true
    let schema: Awaited<ReturnType<typeof loadLeadSchema>>
    try {
      schema = await loadLeadSchema()
    } catch (error) {
      // The page's code could not be fetched (offline): the form error, the visitor's input stays.
      console.error('[contact-form] The enquiry could not be sent: the form check did not load', { formName, error })
      setPhase('error')
      return
    } finally {
      checking.current = false
    }
    const checked = schema.validateCarContactValues(built.values)
    if (!checked.ok) {
      const { fields, others } = splitIssues(checked.issues)
      if (fields.length > 0) {
        setInvalid(new Set(fields))
        setPhase('idle')
        focusField(form, fields[0])
        return
      }
      // Nothing the visitor can fix (the page's car or address): the form error.
      console.error('[contact-form] The enquiry could not be sent: the page gave values the server would refuse', { formName, fields: others })
      setPhase('error')
      return
    }

    setInvalid(NO_FIELDS)
    setPhase('submitting')
    const valuesKey = JSON.stringify(checked.values)
    const formSubmissionId = lastFailure.current?.values === valuesKey ? lastFailure.current.formSubmissionId : newFormSubmissionId()
    const result = await submitContactRequest(
      { formName, formSubmissionId, values: checked.values, [LEAD_HONEYPOT_FIELD]: honeypot instanceof HTMLInputElement ? honeypot.value : '' },
      { retryDelayMs },
    )
    if (result.status === 'submitted') {
      lastFailure.current = null
      pendingFocus.current = 'success'
      setPhase('success')
      return
    }
    lastFailure.current = { values: valuesKey, formSubmissionId }
    const { fields } = result.status === 'invalid' ? splitIssues(result.issues) : { fields: [] }
    if (fields.length > 0) {
      // A 400 naming the visitor's fields: flag them, no form error.
      setInvalid(new Set(fields))
      pendingFocus.current = fields[0] ?? null
      setPhase('idle')
      return
    }
    setPhase('error')
  }

  const sendAnother = () => {
    // The visitor's contact details and seller stay; the message and the ticks start afresh.
    setInput((current) => ({ ...EMPTY_INPUT, name: current.name, phone: current.phone, email: current.email, sellerId: current.sellerId }))
    setInvalid(NO_FIELDS)
    pendingFocus.current = 'message'
    setPhase('idle')
  }

  const controlId = (field: string) => `${id}-${field}`
  const errorId = (field: ContactFieldName) => `${id}-${field}-error`
  const flagged = (field: ContactFieldName) =>
    invalid.has(field) ? ({ 'aria-invalid': true, 'aria-describedby': errorId(field) } as const) : ({ 'aria-invalid': false } as const)
  const errorOf = (field: ContactFieldName) => (invalid.has(field) ? texts.invalidInput : undefined)

  return (
    <div className="relative">
      <form
        ref={formRef}
        id="contact-form"
        aria-label={texts.formLabel}
        aria-busy={submitting}
        noValidate
        inert={phase === 'success'}
        onSubmit={submit}
        onFocus={() => void loadLeadSchema().catch(() => undefined)}
        data-testid="car-contact-form"
        data-state={phase}
        className="flex flex-col gap-4"
      >
        <p className="text-sm text-muted">{texts.requiredNote}</p>
        {/* spec 02 §4 "submitting (fields disabled)". */}
        <fieldset disabled={submitting} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
          {isSample && sellers.length > 0 ? (
            <ContactField controlId={controlId('seller')} label={texts.seller} required errorId={errorId('siteName')} error={errorOf('siteName')}>
              <select id={controlId('seller')} name="siteName" required value={input.sellerId} onChange={change('sellerId', 'siteName')} className={`${CONTACT_CONTROL_CLASS} cursor-pointer`} {...flagged('siteName')}>
                <option value="">{texts.chooseSeller}</option>
                {sellers.map((seller) => (
                  <option key={seller.id} value={seller.id}>
                    {seller.label}
                  </option>
                ))}
              </select>
            </ContactField>
          ) : null}
          <ContactField controlId={controlId('name')} label={texts.name} required errorId={errorId('name')} error={errorOf('name')}>
            <input
              id={controlId('name')}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={200}
              value={input.name}
              onChange={change('name', 'name')}
              className={CONTACT_CONTROL_CLASS}
              {...flagged('name')}
            />
          </ContactField>
          <ContactField controlId={controlId('phone')} label={texts.phone} required errorId={errorId('phone')} error={errorOf('phone')}>
            <input
              id={controlId('phone')}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              maxLength={40}
              value={input.phone}
              onChange={change('phone', 'phone')}
              className={CONTACT_CONTROL_CLASS}
              {...flagged('phone')}
            />
          </ContactField>
          <ContactField controlId={controlId('email')} label={texts.email} required errorId={errorId('email')} error={errorOf('email')}>
            <input
              id={controlId('email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={input.email}
              onChange={change('email', 'email')}
              className={CONTACT_CONTROL_CLASS}
              {...flagged('email')}
            />
          </ContactField>
          <ContactField controlId={controlId('message')} label={texts.message} errorId={errorId('message')} error={errorOf('message')}>
            <textarea
              id={controlId('message')}
              name="message"
              rows={4}
              maxLength={4000}
              value={input.message}
              onChange={change('message', 'message')}
              className={`${CONTACT_CONTROL_CLASS} resize-y`}
              {...flagged('message')}
            />
          </ContactField>
          {/* The hash anchors' targets (spec 02 'Hash anchors' #contact-quote, #contact-testdrive): one form per page. */}
          <div className="flex flex-col">
            <label htmlFor="contact-quote" className="flex min-h-11 cursor-pointer items-center gap-3">
              <input id="contact-quote" name="quote" type="checkbox" checked={input.quote} onChange={change('quote')} className="size-5 shrink-0 cursor-pointer accent-accent" />
              <span>{texts.quote}</span>
            </label>
            <label htmlFor="contact-testdrive" className="flex min-h-11 cursor-pointer items-center gap-3">
              <input id="contact-testdrive" name="testDrive" type="checkbox" checked={input.testDrive} onChange={change('testDrive')} className="size-5 shrink-0 cursor-pointer accent-accent" />
              <span>{texts.testDrive}</span>
            </label>
          </div>
        </fieldset>

        {/* The honeypot (lead-schema LEAD_HONEYPOT_FIELD): off screen, out of the tab order and of the accessibility tree; bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
          <label htmlFor={controlId('website')}>Website</label>
          <input id={controlId('website')} name={LEAD_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" aria-hidden="true" />
        </div>

        {phase === 'error' ? (
          <div role="alert" data-testid="contact-error" className="rounded-brand border-2 border-warning p-3 font-semibold text-warning">
            {texts.formError}
          </div>
        ) : null}

        <button type="submit" aria-disabled={submitting} className="btn-primary w-full">
          {submitting ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" /> : null}
          {submitting ? texts.submitting : texts.submit}
        </button>
        <p role="status" className="sr-only">
          {submitting ? texts.submitting : ''}
        </p>

        {/* Issue 8 item 7: what happens to the data, and the privacy policy. */}
        <p className="text-sm text-muted">
          {texts.consent}
          {privacyHref ? (
            <>
              {' '}
              <a href={privacyHref} className="inline-flex min-h-11 items-center font-semibold text-link underline underline-offset-4 hover:no-underline">
                {texts.privacyLink}
              </a>
            </>
          ) : null}
        </p>
      </form>
      {phase === 'success' ? <ContactSuccessOverlay ref={successRef} heading={texts.successHeading} text={texts.successText} sendAnother={texts.sendAnother} onSendAnother={sendAnother} /> : null}
    </div>
  )
}

function focusField(form: HTMLFormElement | null, field: ContactFieldName | undefined) {
  const element = field ? form?.elements.namedItem(field) : null
  if (element instanceof HTMLElement) element.focus()
}
