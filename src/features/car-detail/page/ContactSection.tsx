import type { ReactNode } from 'react'

import type { Dictionary } from '@/features/dictionary'

import { DealerContactLinks } from './DealerContactLinks'

export type ContactSectionProps = {
  phone?: string | null
  email?: string | null
  dictionary: Dictionary
  /** The contact form (its own issue): it carries the #contact-form, #contact-quote and #contact-testdrive targets. */
  contactSlot?: ReactNode
}

/**
 * The contact section (spec 02 'Car detail page' Sections "contact"; Hash anchors: #contact is
 * this section). The dealer's phone and e-mail links, then the form from `contactSlot`.
 */
export function ContactSection({ phone, email, dictionary, contactSlot }: ContactSectionProps) {
  const headingId = 'car-detail-contact-heading'
  return (
    <section id="contact" aria-labelledby={headingId} className="flex scroll-mt-28 flex-col gap-4">
      <h2 id={headingId}>{dictionary.t('carDetailContact')}</h2>
      <DealerContactLinks phone={phone} email={email} dictionary={dictionary} />
      {contactSlot}
    </section>
  )
}
