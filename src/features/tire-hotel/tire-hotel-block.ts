import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '@/features/content-blocks/cms'

/**
 * The tyre-hotel self-service (spec 03 §2.7; issue 20): plate, SMS code, the stored tyres and a
 * wheel-change booking, all in one block. Editors set the contact e-mail of the footer, the
 * contact page the login step links to, where "no agreement" sends visitors to book a service
 * (spec §8: "target from a content field") and the start page link of the confirmation.
 */
export const tireHotelBlock: Block = {
  slug: 'tireHotel',
  interfaceName: 'TireHotelBlock',
  ...blockPickerEntry('tireHotel', {
    en: {
      label: 'Tyre hotel',
      plural: 'Tyre hotels',
      description: 'Customers with a tyre-storage agreement log in with their plate and an SMS code, see their tyres and book a wheel change.',
    },
    sv: {
      label: 'Däckhotell',
      plural: 'Däckhotell',
      description: 'Kunder med däckhotellsavtal loggar in med registreringsnummer och SMS-kod, ser sina däck och bokar hjulskifte.',
    },
  }),
  fields: [
    { name: 'contactEmail', type: 'email', admin: { description: 'The general contact address in the flow’s footer.' } },
    {
      name: 'contactPath',
      type: 'text',
      admin: { description: 'The contact page the code step links to (“Stämmer inte numret? Kontakta oss”), e.g. /kontakt.' },
    },
    {
      name: 'bookServicePath',
      type: 'text',
      admin: { description: 'Where a plate without an agreement is sent to book a service, e.g. /service/boka-service.' },
    },
    { name: 'homePath', type: 'text', admin: { description: '“Gå till startsidan” on the confirmation. Empty: the site’s start page.' } },
  ],
}

const path = z
  .string()
  .trim()
  .regex(/^(\/[^\s]*|https?:\/\/\S+)$/)
  .nullish()
  .catch(null)

export const tireHotelBlockData = z.object({
  id: z.string().nullish(),
  contactEmail: z.string().email().nullish().catch(null),
  contactPath: path,
  bookServicePath: path,
  homePath: path,
})
