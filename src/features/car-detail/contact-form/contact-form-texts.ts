import type { Dictionary } from '@/features/dictionary'

/**
 * The car contact form's texts (spec 02 'Contact form', §4, §5, §8), built on the server from the
 * site's dictionary and handed to the client form as plain data. Placeholders in braces stay in
 * the text; the form fills them (`fillText`).
 */
export type CarContactFormTexts = {
  /** The form's accessible name. */
  formLabel: string
  requiredNote: string
  name: string
  phone: string
  email: string
  message: string
  quote: string
  testDrive: string
  /** The seller select's label (samples). */
  seller: string
  /** spec 02 §5 "first option reads 'choose seller' with an asterisk". */
  chooseSeller: string
  /** spec 02 §5 "On a failed check the message 'invalidInput' is shown". */
  invalidInput: string
  submit: string
  submitting: string
  successHeading: string
  successText: string
  sendAnother: string
  /** spec 02 §8 carDetailFormError. */
  formError: string
  /** The consent line and privacy link under the submit button (issue 8 item 7). */
  consent: string
  privacyLink: string
  /** {reference}: the message pre-filled from the UK finance widget's ?quoteRef= links. */
  quoteReferenceLine: string
  partExchangeLine: string
}

export function carContactFormTexts({ t }: Dictionary): CarContactFormTexts {
  return {
    formLabel: t('contactFormLabel'),
    requiredNote: t('contactRequiredNote'),
    name: t('contactName'),
    phone: t('contactPhone'),
    email: t('contactEmail'),
    message: t('contactMessage'),
    quote: t('contactQuote'),
    testDrive: t('contactTestDrive'),
    seller: t('contactSeller'),
    chooseSeller: t('contactChooseSeller'),
    invalidInput: t('invalidInput'),
    submit: t('contactSubmit'),
    submitting: t('contactSubmitting'),
    successHeading: t('contactSuccessHeading'),
    successText: t('contactSuccessText'),
    sendAnother: t('contactSendAnother'),
    formError: t('carDetailFormError'),
    consent: t('contactConsent'),
    privacyLink: t('contactPrivacyLink'),
    quoteReferenceLine: t('contactQuoteReferenceLine'),
    partExchangeLine: t('contactPartExchangeLine'),
  }
}
