import type { FormEvent, ReactNode, Ref } from 'react'

import { Honeypot, type LeadFormPhase } from '@/features/leads'
import type { ContactField as ContactFieldName } from './contact-form-rules'
import type { CarContactFormTexts } from './contact-form-texts'
import { CONTACT_CONTROL_CLASS, ContactField } from './ContactField'
import type { SellerOption } from './seller-options'

/** What a control gets from the form's logic: its name, and react-hook-form's ref and handlers once it runs. */
export type ContactControlProps = {
  name: string
  ref?: Ref<never>
  onChange?: (event: { target: unknown; type?: unknown }) => unknown
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown
}

export type CarContactFormViewProps = {
  /** The controls' ids start with it; the same before and after the form wakes (CarContactFormIsland). */
  idPrefix: string
  texts: CarContactFormTexts
  sellers: readonly SellerOption[]
  isSample: boolean
  privacyHref?: string
  phase: LeadFormPhase
  formRef: Ref<HTMLFormElement>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  field: (name: ContactFieldName) => ContactControlProps
  check: (name: 'quote' | 'testDrive') => ContactControlProps
  errorOf: (name: ContactFieldName) => string | undefined
  /** The success overlay, laid over the sent form. */
  overlay?: ReactNode
  /** Before the form's logic has loaded (CarContactFormIsland): data-state reads 'dormant'. */
  dormant?: boolean
}

/**
 * The car contact form's markup (spec 02 'Contact form', §4, §5): the same for the server's HTML,
 * the dormant form before its logic has loaded (CarContactFormIsland) and the working form
 * (CarContactForm), so the one can take the other's place without a visible change.
 */
export function CarContactFormView({
  idPrefix,
  texts,
  sellers,
  isSample,
  privacyHref,
  phase,
  formRef,
  onSubmit,
  field,
  check,
  errorOf,
  overlay,
  dormant = false,
}: CarContactFormViewProps) {
  const id = idPrefix
  const submitting = phase === 'submitting'
  const controlId = (name: string) => `${id}-${name}`
  const errorId = (name: ContactFieldName) => `${id}-${name}-error`
  const flagged = (name: ContactFieldName) =>
    errorOf(name) ? ({ 'aria-invalid': true, 'aria-describedby': errorId(name) } as const) : ({ 'aria-invalid': false } as const)

  return (
    <div className="relative">
      <form
        ref={formRef}
        // Never GET: a submit before the script runs must not put the visitor's details in the address.
        method="post"
        id="contact-form"
        aria-label={texts.formLabel}
        aria-busy={submitting}
        noValidate
        inert={phase === 'success'}
        onSubmit={onSubmit}
        data-testid="car-contact-form"
        data-state={dormant ? 'dormant' : phase}
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
                defaultValue=""
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
              <input id="contact-quote" type="checkbox" {...check('quote')} className="size-5 shrink-0 cursor-pointer accent-accent" />
              <span>{texts.quote}</span>
            </label>
            <label htmlFor="contact-testdrive" className="flex min-h-11 cursor-pointer items-center gap-3">
              <input id="contact-testdrive" type="checkbox" {...check('testDrive')} className="size-5 shrink-0 cursor-pointer accent-accent" />
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
      {overlay}
    </div>
  )
}
