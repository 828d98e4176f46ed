import { z } from 'zod'

import {
  FORM_SUBMISSION_ID_PATTERN,
  LEAD_EMAIL_PATTERN,
  LEAD_HONEYPOT_FIELD,
  LEAD_ISSUE_CODES,
  LEAD_PHONE_PATTERN,
  type LeadFieldIssue,
  type LeadIssueCode,
} from './lead-rules'

/**
 * What a form sends to POST /api/forms/comhub (spec 02 §7 'Contact', spec 03 §7 'Form and kit
 * calls'): `{ formName, formSubmissionId, values }`. The same schemas run in the browser (before
 * sending) and on the server (before storing), so a rule lives in one place. This module must stay
 * free of server-only imports: the contact form bundles it.
 *
 * Errors are stable codes per field (`{ field: 'phone', code: 'pattern' }`), never prose: the
 * browser shows the translated 'invalidInput' text (spec 02 §5), the server adds an English
 * message for API callers.
 */

export {
  FORM_SUBMISSION_ID_PATTERN,
  LEAD_EMAIL_PATTERN,
  LEAD_HONEYPOT_FIELD,
  LEAD_ISSUE_CODES,
  LEAD_PHONE_PATTERN,
  type LeadFieldIssue,
  type LeadIssueCode,
} from './lead-rules'

const code = (c: LeadIssueCode) => c
/** Missing or not a string → 'required' / 'invalid' (zod 4 passes the input to the error function). */
const typeError = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? code('required') : code('invalid'))

const requiredText = (max: number) => z.string({ error: typeError }).trim().min(1, code('required')).max(max, code('tooLong'))

const optionalText = (max: number) =>
  z
    .string({ error: code('invalid') })
    .trim()
    .max(max, code('tooLong'))
    .optional()

const phone = requiredText(40).regex(LEAD_PHONE_PATTERN, code('pattern'))
const email = requiredText(254).regex(LEAD_EMAIL_PATTERN, code('pattern'))
/** An address the page may send or leave empty ('' is no address). */
const optionalEmail = z
  .string({ error: code('invalid') })
  .trim()
  .max(254, code('tooLong'))
  .regex(LEAD_EMAIL_PATTERN, code('pattern'))
  .optional()
  .or(z.literal('').transform(() => undefined))
const flag = z
  .boolean({ error: code('invalid') })
  .optional()
  .default(false)

/**
 * The car the enquiry is about: a small object the detail page builds from the car record. `id`
 * is the stock's car_id; the rest is for people reading the lead. A few other scalar keys are kept
 * (so a client sending more loses nothing) but bounded.
 */
export const leadCarSchema = z
  .object(
    {
      id: z
        .union([z.string(), z.number()], { error: typeError })
        .transform(String)
        .pipe(z.string().trim().min(1, code('required')).max(64, code('tooLong'))),
      brand: optionalText(100),
      model: optionalText(100),
      version: optionalText(200),
      year: z.union([z.number(), z.string().max(10, code('tooLong'))], { error: code('invalid') }).optional(),
      regNo: optionalText(20),
      /** A ready-made title ("Volvo XC60 T8 Recharge"); built from brand, model and version otherwise. */
      title: optionalText(300),
      /** Spec 02 §5: a sample car's enquiry needs the seller (dealer) choice. */
      isSample: z.boolean({ error: code('invalid') }).optional(),
    },
    { error: typeError },
  )
  .catchall(z.union([z.string().max(500, code('tooLong')), z.number(), z.boolean(), z.null()], { error: code('invalid') }))

export type LeadCar = z.infer<typeof leadCarSchema>

/**
 * Spec 02 §3 'Contact form values' and §7 'Contact': car, name, phone, email, message, quote,
 * testDrive, toName, toEmail, source (the page URL), siteName (the chosen seller; samples only).
 */
export const carContactValuesSchema = z
  .object({
    car: leadCarSchema,
    name: requiredText(200),
    phone,
    email,
    message: optionalText(4000).default(''),
    quote: flag,
    testDrive: flag,
    /** The dealer the page addresses; the server checks the address against the stock before mailing it. */
    toName: optionalText(200),
    toEmail: optionalEmail,
    source: z
      .string({ error: typeError })
      .trim()
      .min(1, code('required'))
      .max(2048, code('tooLong'))
      .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), code('invalid')),
    /** The seller chosen in the select (spec 02 §5: required for sample cars). */
    siteName: optionalText(200),
  })
  .superRefine((values, ctx) => {
    if (values.car.isSample && !values.siteName) ctx.addIssue({ code: 'custom', path: ['siteName'], message: code('required') })
  })

export type CarContactValues = z.infer<typeof carContactValuesSchema>
/** What the contact form builds before sending (defaults may be left out). */
export type CarContactValuesInput = z.input<typeof carContactValuesSchema>

/**
 * A mileage: a whole number from 0 (spec 03 §5 'mileage (number, min 0)'). Digits sent as text
 * (a form posting its text box as is) are taken as the number; blank text is no value.
 */
const mileage = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v) : v),
  z.number({ error: typeError }).int(code('invalid')).min(0, code('invalid')).max(10_000_000, code('invalid')),
)

/**
 * Spec 03 §3 'Sell-car form values' and §5 'Sell-car form': regno, milage (number, min 0),
 * customerName, customerPhone and customerEmail required (phone and e-mail patterns as the contact
 * form's), other (the message) optional, selected: the option the visitor chose of the two the
 * block offers ('Sälja bil' / 'Byta in bil'), sent as its label. The labels are editors' text, so
 * the server checks that one was chosen, not which words it has.
 */
export const sellCarValuesSchema = z.object({
  regno: requiredText(20),
  milage: mileage,
  customerName: requiredText(200),
  customerPhone: phone,
  customerEmail: email,
  other: optionalText(4000).default(''),
  selected: requiredText(200),
})

export type SellCarValues = z.infer<typeof sellCarValuesSchema>
export type SellCarValuesInput = z.input<typeof sellCarValuesSchema>

/** Spec 03 §3: the Norwegian form's service types (ids 1-11), sent by name. */
export const SERVICE_BOOKING_NO_SERVICE_TYPES = [
  'Service',
  'Vinterklar-bil',
  'EU-kontroll',
  'Hjulskift',
  'Service eldre biler (5+)',
  'Reparasjon',
  'Lakk / karosseri',
  'Steinsprut / Ruteskift',
  'Aircondition service',
  'Bilskade',
  'Annet',
] as const

/** Spec 03 §3: the motorcycle variant's topics (ids 0-2), spelled exactly as the spec has them. */
export const SERVICE_BOOKING_NO_MC_TOPICS = ['Bestille service', 'Bestile deler', 'Annet vennligst beskriv'] as const

export type ServiceBookingNoService = (typeof SERVICE_BOOKING_NO_SERVICE_TYPES)[number] | (typeof SERVICE_BOOKING_NO_MC_TOPICS)[number]

const DAY_MS = 86_400_000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** True for a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * Spec 03 §5 'the date cannot be before today'. The browser checks against its own local date; the
 * server does not know the visitor's time zone, so it allows one day before its UTC date (a visitor
 * east of UTC is already on the next day, one west still on the previous).
 */
export function notBeforeServerToday(value: string, now: number = Date.now()): boolean {
  return value >= new Date(now - DAY_MS).toISOString().slice(0, 10)
}

/**
 * Spec 03 §3 'Norwegian form values' and §5 'Norwegian form': the closest dealer (siteName, with
 * its address as siteEmail: used as the recipient only when it is one of the site's dealers'
 * addresses, lead-recipient.ts), registration number, desired date (not before today) and consent
 * (gdpr) required; name, phone and e-mail required with the contact form's patterns; mileage from
 * 0 when given; services by name, from the variant's list (typeMC: the motorcycle topics).
 *
 * The newsletter box is "marked required in the form definition" (spec 03 §5): the form's
 * definition is its block (`newsletterRequired`), and the browser's check asks for the tick where
 * it is set (forms/service-booking-no). Here, the server's side, it stays optional: the server
 * cannot tell which block a lead came from, and an enquiry must never be lost for a missing
 * newsletter tick; what was ticked is stored as it came.
 */
export const serviceBookingNoValuesSchema = z
  .object({
    siteName: requiredText(200),
    siteEmail: optionalEmail,
    description: optionalText(4000).default(''),
    customerName: requiredText(200),
    customerPhone: phone,
    customerEmail: email,
    regno: requiredText(20),
    milage: mileage.nullish().transform((v) => v ?? null),
    other: optionalText(4000).default(''),
    date: requiredText(10)
      .refine(isCalendarDay, code('pattern'))
      .refine((v) => notBeforeServerToday(v), code('tooEarly')),
    services: z
      .array(z.enum([...SERVICE_BOOKING_NO_SERVICE_TYPES, ...SERVICE_BOOKING_NO_MC_TOPICS], { error: code('invalid') }), { error: code('invalid') })
      .max(SERVICE_BOOKING_NO_SERVICE_TYPES.length, code('tooLong'))
      .optional()
      .default([]),
    gdpr: z.literal(true, { error: code('required') }),
    newsletter: flag,
    typeMC: flag,
  })
  .superRefine((values, ctx) => {
    // A service of the other variant's list is a tampered or stale form.
    const allowed: readonly string[] = values.typeMC ? SERVICE_BOOKING_NO_MC_TOPICS : SERVICE_BOOKING_NO_SERVICE_TYPES
    if (values.services.some((s) => !allowed.includes(s))) ctx.addIssue({ code: 'custom', path: ['services'], message: code('invalid') })
  })

export type ServiceBookingNoValues = z.infer<typeof serviceBookingNoValuesSchema>
export type ServiceBookingNoValuesInput = z.input<typeof serviceBookingNoValuesSchema>

/**
 * Values of a form that has no schema of its own (the CMS-built forms, issue item 3): accepted as
 * they come, bounded in size, so no enquiry is lost.
 */
export const genericFormValuesSchema = z
  .record(
    z.string().min(1).max(100),
    z.union(
      [z.string().max(5000, code('tooLong')), z.number(), z.boolean(), z.null(), z.array(z.string().max(200, code('tooLong'))).max(50, code('tooLong'))],
      { error: code('invalid') },
    ),
    { error: code('invalid') },
  )
  .refine((v) => Object.keys(v).length <= 60, code('tooLong'))

export type GenericFormValues = z.infer<typeof genericFormValuesSchema>

/**
 * Which values schema a form gets, by the end of its formName (the spec prefixes the site name:
 * 'seCarContactForm'). A form gets its own rules by adding a line here; every other form is
 * 'generic'.
 */
export const LEAD_FORMS = {
  carContact: { formNameSuffix: 'CarContactForm', values: carContactValuesSchema },
  sellCar: { formNameSuffix: 'SellCarForm', values: sellCarValuesSchema },
  serviceBookingNo: { formNameSuffix: 'ServiceBookingForm', values: serviceBookingNoValuesSchema },
} as const

type RegisteredLeadForm = keyof typeof LEAD_FORMS
export type LeadFormKind = RegisteredLeadForm | 'generic'

export function leadFormKindOf(formName: string): LeadFormKind {
  return (Object.keys(LEAD_FORMS) as RegisteredLeadForm[]).find((kind) => formName.endsWith(LEAD_FORMS[kind].formNameSuffix)) ?? 'generic'
}

/** The envelope every form sends; `values` are checked by the form's own schema afterwards. */
export const leadEnvelopeSchema = z.object(
  {
    // Site name + form ('Bilia & Co CarContactForm' must not be refused): any text but control characters and angle brackets.
    formName: requiredText(120).regex(/^[^\p{Cc}<>]+$/u, code('pattern')),
    formSubmissionId: z.string({ error: typeError }).trim().min(1, code('required')).regex(FORM_SUBMISSION_ID_PATTERN, code('pattern')),
    values: z.unknown(),
    [LEAD_HONEYPOT_FIELD]: z
      .string({ error: code('invalid') })
      .max(1000, code('tooLong'))
      .optional(),
  },
  { error: code('invalid') },
)

type SubmissionOf<K extends LeadFormKind, V> = { kind: K; formName: string; formSubmissionId: string; values: V; honeypot: string }

export type LeadSubmission =
  { [K in RegisteredLeadForm]: SubmissionOf<K, z.infer<(typeof LEAD_FORMS)[K]['values']>> }[RegisteredLeadForm] | SubmissionOf<'generic', GenericFormValues>

export type LeadParseResult = { ok: true; submission: LeadSubmission } | { ok: false; issues: LeadFieldIssue[] }

const isIssueCode = (m: string): m is LeadIssueCode => (LEAD_ISSUE_CODES as readonly string[]).includes(m)

/** zod issues as `{ field, code }`, one per field (the first), values' keys without 'values.'. */
export function leadFieldIssues(error: z.ZodError, prefix: readonly PropertyKey[] = []): LeadFieldIssue[] {
  const seen = new Set<string>()
  const issues: LeadFieldIssue[] = []
  for (const issue of error.issues) {
    const path = [...prefix, ...issue.path].map(String)
    const field = (path[0] === 'values' ? path.slice(1) : path).join('.') || (path[0] === 'values' ? 'values' : '(body)')
    if (seen.has(field)) continue
    seen.add(field)
    issues.push({ field, code: isIssueCode(issue.message) ? issue.message : 'invalid' })
  }
  return issues
}

/** The contact form's check in the browser: the same rules the server applies. */
export function validateCarContactValues(values: unknown): { ok: true; values: CarContactValues } | { ok: false; issues: LeadFieldIssue[] } {
  const parsed = carContactValuesSchema.safeParse(values)
  return parsed.success ? { ok: true, values: parsed.data } : { ok: false, issues: leadFieldIssues(parsed.error) }
}

type ValuesCheck<T> = { ok: true; values: T } | { ok: false; issues: LeadFieldIssue[] }

function checkValues<S extends z.ZodType>(schema: S, values: unknown): ValuesCheck<z.infer<S>> {
  const parsed = schema.safeParse(values)
  return parsed.success ? { ok: true, values: parsed.data } : { ok: false, issues: leadFieldIssues(parsed.error) }
}

/** The sell-car form's check in the browser: the same rules the server applies. */
export function validateSellCarValues(values: unknown): ValuesCheck<SellCarValues> {
  return checkValues(sellCarValuesSchema, values)
}

/** The Norwegian service form's check in the browser (the browser adds its local 'not before today'). */
export function validateServiceBookingNoValues(values: unknown): ValuesCheck<ServiceBookingNoValues> {
  return checkValues(serviceBookingNoValuesSchema, values)
}

/** The whole body: envelope first, then the values by the form's kind. */
export function parseLeadSubmission(body: unknown): LeadParseResult {
  const envelope = leadEnvelopeSchema.safeParse(body)
  const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as { formName?: unknown; values?: unknown }) : {}
  // The form is known by its name even when another envelope field is wrong, so the values are
  // checked too and one round trip names every wrong field. Without a name there is nothing to check them by.
  const formName = typeof raw.formName === 'string' ? raw.formName.trim() : ''
  if (!formName) return { ok: false, issues: envelope.success ? [{ field: 'formName', code: 'required' }] : leadFieldIssues(envelope.error) }
  const kind = leadFormKindOf(formName)
  const values = (kind === 'generic' ? genericFormValuesSchema : LEAD_FORMS[kind].values).safeParse(raw.values)
  if (!envelope.success || !values.success) {
    return {
      ok: false,
      issues: [...(envelope.success ? [] : leadFieldIssues(envelope.error)), ...(values.success ? [] : leadFieldIssues(values.error, ['values']))],
    }
  }
  const { formName: name, formSubmissionId } = envelope.data
  const honeypot = (envelope.data[LEAD_HONEYPOT_FIELD] ?? '').trim()
  // `values` was parsed by the schema registered for `kind`, which is what LeadSubmission pairs
  // them by; TypeScript cannot follow that through the lookup, hence the assertion.
  return { ok: true, submission: { kind, formName: name, formSubmissionId, values: values.data, honeypot } as LeadSubmission }
}

/** The English text of a code, for API callers (the site shows its dictionary's invalidInput). */
export function leadIssueMessage(issue: LeadFieldIssue): string {
  switch (issue.code) {
    case 'required':
      return `${issue.field} is required`
    case 'pattern':
      return issue.field === 'phone' || issue.field === 'customerPhone'
        ? `${issue.field} must be an optional + followed by 6 to 20 digits or spaces`
        : issue.field === 'email' || issue.field === 'toEmail' || issue.field === 'customerEmail' || issue.field === 'siteEmail'
          ? `${issue.field} must be an e-mail address such as name@example.com`
          : `${issue.field} has the wrong format`
    case 'tooLong':
      return `${issue.field} is too long`
    case 'tooEarly':
      return `${issue.field} cannot be before today`
    default:
      return `${issue.field} is not valid`
  }
}
