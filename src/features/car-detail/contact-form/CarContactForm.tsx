'use client'

import { useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react'

import { contactHashIntent } from '../rules/hash-anchor'

import { type CarContactValuesInput, lazyResolver, type LeadFieldMap, type LeadSendOptions, useCheckPreload, useLeadForm } from '@/features/leads'
import { CONTACT_FIELDS, type ContactField as ContactFieldName, type ContactFormInput, quoteReferenceMessage } from './contact-form-rules'
import type { CarContactFormTexts } from './contact-form-texts'
import { CarContactFormView } from './CarContactFormView'
import { ContactSuccessOverlay } from './ContactSuccessOverlay'
import { type ContactHandoff, restoreHandoffFocus } from './contact-form-handoff'
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

export type CarContactFormActiveProps = CarContactFormProps & {
  /** The controls' id prefix of the dormant form this one replaces (CarContactFormIsland). */
  idPrefix?: string
  /** What the visitor did in the dormant form: their input, the focused control, a send. */
  handoff?: ContactHandoff
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
export function CarContactForm({ formName, car, recipient, sellers, texts, privacyHref, sendOptions, idPrefix, handoff }: CarContactFormActiveProps) {
  const ownId = useId()
  const id = idPrefix ?? ownId
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
    defaultValues: handoff ? { ...EMPTY_INPUT, ...handoff.values } : EMPTY_INPUT,
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

  // Taking over from the dormant form: the focus (and caret) where the visitor left it, and their send.
  const takenOver = useRef(false)
  useEffect(() => {
    if (!handoff || takenOver.current) return
    takenOver.current = true
    restoreHandoffFocus(handoff)
    if (handoff.submit) formRef.current?.requestSubmit()
  }, [handoff, formRef])

  // The overlay takes the focus when it opens (spec 02 §4 success).
  useEffect(() => {
    if (phase === 'success') successRef.current?.focus()
  }, [phase])

  const isSample = car.isSample === true

  const sendAnother = () => {
    // The visitor's contact details and seller stay; the message and the ticks start afresh.
    const { name, phone, email, sellerId } = form.getValues()
    startAgain({ ...EMPTY_INPUT, name, phone, email, sellerId }, 'message')
  }

  return (
    <CarContactFormView
      idPrefix={id}
      texts={texts}
      sellers={sellers}
      isSample={isSample}
      privacyHref={privacyHref}
      phase={phase}
      formRef={formRef}
      onSubmit={submit}
      field={field}
      check={form.register}
      errorOf={errorOf}
      overlay={
        phase === 'success' ? (
          <ContactSuccessOverlay
            ref={successRef}
            heading={texts.successHeading}
            text={texts.successText}
            sendAnother={texts.sendAnother}
            onSendAnother={sendAnother}
          />
        ) : null
      }
    />
  )
}
