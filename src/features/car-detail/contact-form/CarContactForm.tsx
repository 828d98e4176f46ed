'use client'

import { useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react'

import { contactHashIntent } from '../rules/hash-anchor'

import { type CarContactValuesInput, Honeypot, lazyResolver, type LeadFieldMap, type LeadSendOptions, useCheckPreload, useLeadForm } from '@/features/leads'
import { CONTACT_FIELDS, type ContactField as ContactFieldName, type ContactFormInput, quoteReferenceMessage } from './contact-form-rules'
import type { CarContactFormTexts } from './contact-form-texts'
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
  /** Tests: a fetch, a shorter wait between attempts than spec 02 §9's 1000 ms. */
  sendOptions?: LeadSendOptions
}

/**
 * The check (zod and the server's own schema, contact-form-check) is not part of the page's first
 * download: it loads when the visitor first focuses the form (or at the latest on submit) and is
 * then cached by the browser's module system.
 */
const loadContactCheck = () => import('./contact-form-check')

const EMPTY_INPUT: ContactFormInput = { name: '', phone: '', email: '', message: '', quote: false, testDrive: false, sellerId: '' }

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
 * a hidden honeypot. On submit the values are checked with the server's own rules; flagged fields
 * get aria-invalid and the invalidInput text, the first one gets the focus, and a field's flag
 * clears when it changes. Then the enquiry is sent (use-lead-form: 3 attempts 1 s apart). States:
 * idle, submitting (fields disabled), success (an overlay, focused) and error (a banner with
 * carDetailFormError).
 *
 * #contact-quote and #contact-testdrive pre-tick their checkbox on load and on a later hash change
 * (the scroll is ContactHashScroller's); ?quoteRef= from the UK finance widget pre-fills the message.
 */
export function CarContactForm({ formName, car, recipient, sellers, texts, privacyHref, sendOptions }: CarContactFormProps) {
  const id = useId()
  const formRef = useCheckPreload(loadContactCheck)
  const successRef = useRef<HTMLDivElement>(null)
  const fieldMap = useMemo<LeadFieldMap<ContactFieldName>>(
    // spec 02 §5 "On a failed check the message 'invalidInput' is shown"; the chosen seller is sent as siteName.
    () => ({ fields: CONTACT_FIELDS, alias: { siteName: 'sellerId' }, message: () => texts.invalidInput }),
    [texts.invalidInput],
  )
  const resolver = useMemo(
    () => lazyResolver(() => loadContactCheck().then((check) => check.contactFormResolver({ car, recipient, sellers }, fieldMap))),
    [car, recipient, sellers, fieldMap],
  )
  const { form, phase, submit, field, errorOf, startAgain } = useLeadForm({
    formName,
    defaultValues: EMPTY_INPUT,
    resolver,
    fieldMap,
    afterFailedCheck: 'clear',
    // spec 02 §7 "The response shape is not shown".
    success: 'any-2xx',
    sendOptions,
  })

  // spec 02 'Hash anchors': "the form pre-ticks quote or test drive from the part after the dash",
  // on load and whenever the hash changes; never unticks what the visitor ticked.
  const hash = useSyncExternalStore(subscribeToLocation, readHash, serverLocationPart)
  useEffect(() => {
    const { preTick } = contactHashIntent(hash)
    if (preTick === 'quote') form.setValue('quote', true)
    if (preTick === 'testdrive') form.setValue('testDrive', true)
  }, [hash, form])
  // The finance widget's reserve / part-exchange links (?quoteRef=…): the reference goes in the message, editable.
  const search = useSyncExternalStore(subscribeToLocation, readSearch, serverLocationPart)
  const { quoteReferenceLine, partExchangeLine } = texts
  useEffect(() => {
    const prefill = quoteReferenceMessage(search, { quoteReferenceLine, partExchangeLine })
    if (prefill && form.getValues('message').trim() === '') form.setValue('message', prefill)
  }, [search, quoteReferenceLine, partExchangeLine, form])

  // The overlay takes the focus when it opens (spec 02 §4 success).
  useEffect(() => {
    if (phase === 'success') successRef.current?.focus()
  }, [phase])

  const submitting = phase === 'submitting'
  const isSample = car.isSample === true

  const sendAnother = () => {
    // The visitor's contact details and seller stay; the message and the ticks start afresh.
    const { name, phone, email, sellerId } = form.getValues()
    startAgain({ ...EMPTY_INPUT, name, phone, email, sellerId }, 'message')
  }

  const controlId = (name: string) => `${id}-${name}`
  const errorId = (name: ContactFieldName) => `${id}-${name}-error`
  const flagged = (name: ContactFieldName) =>
    errorOf(name) ? ({ 'aria-invalid': true, 'aria-describedby': errorId(name) } as const) : ({ 'aria-invalid': false } as const)

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
        data-testid="car-contact-form"
        data-state={phase}
        className="flex flex-col gap-4"
      >
        <p className="text-sm text-muted">{texts.requiredNote}</p>
        {/* spec 02 §4 "submitting (fields disabled)". */}
        <fieldset disabled={submitting} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
          {isSample && sellers.length > 0 ? (
            <ContactField controlId={controlId('seller')} label={texts.seller} required errorId={errorId('sellerId')} error={errorOf('sellerId')}>
              <select
                id={controlId('seller')}
                required
                defaultValue={EMPTY_INPUT.sellerId}
                {...field('sellerId')}
                className={`${CONTACT_CONTROL_CLASS} cursor-pointer`}
                {...flagged('sellerId')}
              >
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
              type="text"
              autoComplete="name"
              required
              maxLength={200}
              {...field('name')}
              className={CONTACT_CONTROL_CLASS}
              {...flagged('name')}
            />
          </ContactField>
          <ContactField controlId={controlId('phone')} label={texts.phone} required errorId={errorId('phone')} error={errorOf('phone')}>
            <input
              id={controlId('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              maxLength={40}
              {...field('phone')}
              className={CONTACT_CONTROL_CLASS}
              {...flagged('phone')}
            />
          </ContactField>
          <ContactField controlId={controlId('email')} label={texts.email} required errorId={errorId('email')} error={errorOf('email')}>
            <input
              id={controlId('email')}
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              {...field('email')}
              className={CONTACT_CONTROL_CLASS}
              {...flagged('email')}
            />
          </ContactField>
          <ContactField controlId={controlId('message')} label={texts.message} errorId={errorId('message')} error={errorOf('message')}>
            <textarea
              id={controlId('message')}
              rows={4}
              maxLength={4000}
              {...field('message')}
              className={`${CONTACT_CONTROL_CLASS} resize-y`}
              {...flagged('message')}
            />
          </ContactField>
          {/* The hash anchors' targets (spec 02 'Hash anchors' #contact-quote, #contact-testdrive): one form per page. */}
          <div className="flex flex-col">
            <label htmlFor="contact-quote" className="flex min-h-11 cursor-pointer items-center gap-3">
              <input id="contact-quote" type="checkbox" {...form.register('quote')} className="size-5 shrink-0 cursor-pointer accent-accent" />
              <span>{texts.quote}</span>
            </label>
            <label htmlFor="contact-testdrive" className="flex min-h-11 cursor-pointer items-center gap-3">
              <input id="contact-testdrive" type="checkbox" {...form.register('testDrive')} className="size-5 shrink-0 cursor-pointer accent-accent" />
              <span>{texts.testDrive}</span>
            </label>
          </div>
        </fieldset>

        <Honeypot />

        {phase === 'error' ? (
          <div role="alert" data-testid="contact-error" className="rounded-brand border-2 border-warning p-3 font-semibold text-warning">
            {texts.formError}
          </div>
        ) : null}

        <button type="submit" aria-disabled={submitting} className="btn-primary w-full">
          {submitting ? (
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
          ) : null}
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
      {phase === 'success' ? (
        <ContactSuccessOverlay
          ref={successRef}
          heading={texts.successHeading}
          text={texts.successText}
          sendAnother={texts.sendAnother}
          onSendAnother={sendAnother}
        />
      ) : null}
    </div>
  )
}
