import { z } from 'zod'

/** A dealer site as in the 'sites' search index (spec 03 §3 Site, Department, Department user). */

const shortText = z.string().max(500)
const optionalText = shortText.nullish()
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm')
const isoDate = z.iso.date()

export const departmentUser = z.object({
  first_name: shortText,
  last_name: shortText,
  title: optionalText,
  phone: z.string().max(40).nullish(),
  email: z.email().nullish(),
})

export const openingSchedule = z.object({
  openinghours: z
    .array(
      z.object({
        day: z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
        open: time.nullish(),
        close: time.nullish(),
        displayText: optionalText,
      }),
    )
    .max(7),
  deviationdays: z
    .array(z.object({ day: isoDate, displayText: shortText }))
    .max(400)
    .nullish(),
  vacationdays: z
    .object({
      vacationtitle: shortText,
      vacationstart: isoDate,
      vacationend: isoDate,
      vacationdays: z.array(z.object({ day: isoDate, displayText: shortText })).max(400),
    })
    .nullish(),
})

export const department = z.object({
  name: shortText,
  official_name: optionalText,
  department_type: optionalText,
  phone: z.string().max(40).nullish(),
  email: z.email().nullish(),
  group: z.enum(['New cars', 'Used cars', 'Parts', 'Workshop', 'Body work']),
  brands: z.array(z.object({ brand_code: z.string().max(40), name: shortText, erp_id: z.string().max(40).nullish(), email: z.email().nullish() })).max(100),
  users: z.array(departmentUser).max(200).nullish(),
  openingschedule: openingSchedule.nullish(),
})

export const dealerRecord = z.object({
  site_id: z.string().regex(/^\d{1,18}$/, 'must be digits only'),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by dashes'),
  site_official_name: shortText,
  site_city: shortText,
  site_street: optionalText,
  site_zip: z.string().max(20).nullish(),
  site_phone: z.string().max(40).nullish(),
  site_email: z.email().nullish(),
  site_image_url: z.string().max(2000).nullish(),
  site_geocoord: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, "must be 'lat,lng'")
    .nullish(),
  website_city: optionalText,
  country_code: z.enum(['SE', 'NO', 'GB', 'FI', 'SK']),
  site_region: optionalText,
  website_sort_order: z.number().int().nullish(),
  site_brands: z.array(shortText).max(100),
  site_primary_image: z
    .object({ thumbnail_url: z.string().max(2000), blur_data_url: z.string().max(4000).nullish(), original: z.string().max(2000) })
    .nullish(),
  site_departments: z.array(department).max(50),
})

export type DealerRecord = z.infer<typeof dealerRecord>
export type Department = z.infer<typeof department>

/** The parts of a dealer record that hold e-mail addresses (any record from the index, or a cut-down one). */
export type DealerContacts = {
  site_email?: string | null
  site_departments?: { email?: string | null; brands?: { email?: string | null }[] | null; users?: { email?: string | null }[] | null }[] | null
}

/** Every e-mail address a dealer record holds (its own, its departments', their brands' and users'), trimmed and lower-cased. */
export function dealerEmailAddresses(dealer: DealerContacts | undefined): string[] {
  if (!dealer) return []
  return [
    dealer.site_email,
    ...(dealer.site_departments ?? []).flatMap((d) => [d.email, ...(d.brands ?? []).map((b) => b.email), ...(d.users ?? []).map((u) => u.email)]),
  ].flatMap((email) => (email ? [email.trim().toLowerCase()] : []))
}
