import { z } from 'zod'

import { LEAD_EMAIL_PATTERN, leadFormKindOf } from '@/features/leads'

/**
 * Forms editors build in the CMS (issue item 3; Payload's form builder, cms/form-builder.ts): the
 * form document as the page reads it, the answers mapped to flat values by control type (spec 03
 * §7 'reads content[0].answers, mapped to flat fields by control type'), and the browser's check.
 * Client-safe: the form component bundles it.
 */

/** The control types the form builder offers (cms/form-builder.ts). */
export const CMS_FORM_FIELD_TYPES = ['text', 'email', 'textarea', 'select', 'checkbox', 'number', 'message'] as const

/** Lengths a control accepts: a line, or a text area (the lead store's generic limit is 5000). */
export const CMS_TEXT_MAX = 500
export const CMS_TEXTAREA_MAX = 5000

const common = {
  // A value key: what the lead's values are keyed by (lead-schema genericFormValuesSchema: 1-100 characters).
  name: z.string().trim().min(1).max(100),
  label: z.string().nullish(),
  required: z.boolean().nullish(),
  width: z.number().nullish(),
}

const option = z.object({ label: z.string().trim().min(1), value: z.string().trim().min(1) })

export const cmsFormFieldSchema = z.discriminatedUnion('blockType', [
  z.object({ blockType: z.literal('text'), ...common, defaultValue: z.string().nullish() }),
  z.object({ blockType: z.literal('email'), ...common }),
  z.object({ blockType: z.literal('textarea'), ...common, defaultValue: z.string().nullish() }),
  z.object({ blockType: z.literal('number'), ...common, defaultValue: z.number().nullish() }),
  z.object({ blockType: z.literal('checkbox'), ...common, defaultValue: z.boolean().nullish() }),
  z.object({
    blockType: z.literal('select'),
    ...common,
    defaultValue: z.string().nullish(),
    placeholder: z.string().nullish(),
    options: z
      .array(option)
      .nullish()
      .transform((v) => v ?? []),
  }),
  z.object({ blockType: z.literal('message'), message: z.unknown() }),
])

export type CmsFormField = z.infer<typeof cmsFormFieldSchema>
export type CmsFormInputField = Exclude<CmsFormField, { blockType: 'message' }>
export type CmsFormMessageField = Extract<CmsFormField, { blockType: 'message' }>

/** The form document (the block's relationship, populated). */
export const cmsFormDocSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string().trim().min(1),
  fields: z
    .array(z.unknown())
    .nullish()
    .transform((v) => v ?? []),
  submitButtonLabel: z.string().nullish(),
  confirmationType: z.enum(['message', 'redirect']).nullish(),
  confirmationMessage: z.unknown().optional(),
  redirect: z.object({ url: z.string().nullish() }).nullish(),
  /** The multi-tenant plugin's site: an id, or the site populated. */
  site: z.union([z.number(), z.string(), z.object({ id: z.union([z.number(), z.string()]) }).loose()]).nullish(),
})

export type CmsFormDoc = z.infer<typeof cmsFormDocSchema>

/**
 * The fields a form can show: each parsed on its own, so one a newer editor wrote in an unknown
 * shape is left out (with its name in `dropped`) instead of breaking the form. A second field with
 * a name already used is left out too (both would write one value).
 */
export function cmsFormFields(raw: readonly unknown[]): { fields: CmsFormField[]; dropped: string[] } {
  const fields: CmsFormField[] = []
  const dropped: string[] = []
  const names = new Set<string>()
  for (const entry of raw) {
    const parsed = cmsFormFieldSchema.safeParse(entry)
    const name =
      entry && typeof entry === 'object' && 'name' in entry
        ? String((entry as { name: unknown }).name)
        : String((entry as { blockType?: unknown } | null)?.blockType)
    if (!parsed.success) {
      dropped.push(name)
      continue
    }
    if (parsed.data.blockType !== 'message') {
      if (names.has(parsed.data.name)) {
        dropped.push(name)
        continue
      }
      names.add(parsed.data.name)
    }
    fields.push(parsed.data)
  }
  return { fields, dropped }
}

/** What a control holds in the browser: text of a text box or select, a checkbox's ticked state. */
export type CmsFormAnswer = string | boolean | undefined
export type CmsFormAnswers = Readonly<Record<string, CmsFormAnswer>>
export type FlatValue = string | number | boolean | null

const textOf = (answer: CmsFormAnswer) => (typeof answer === 'string' ? answer.trim() : '')

/** A typed number: spaces ignored, a decimal comma read as a point; '' or anything else → null. */
export function cmsNumber(answer: CmsFormAnswer): number | null {
  const compact = textOf(answer)
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.')
  if (!/^-?\d+(?:\.\d+)?$/.test(compact)) return null
  const n = Number(compact)
  return Number.isFinite(n) ? n : null
}

/** A select's answer as the chosen option's value: matched by value, else by label; null for no option. */
function selectValue(field: Extract<CmsFormField, { blockType: 'select' }>, answer: CmsFormAnswer): string | null {
  const text = textOf(answer)
  if (!text) return null
  return (field.options.find((o) => o.value === text) ?? field.options.find((o) => o.label.toLowerCase() === text.toLowerCase()))?.value ?? null
}

/**
 * Spec 03 §7 'mapped to flat fields by control type': one value per input field, keyed by its
 * name. Text, e-mail and text area → the trimmed text; checkbox → true or false; number → a number
 * (null when empty); select → the chosen option's value (null when none). Message fields hold no
 * answer; answers for names the form does not have are dropped (they were not asked for).
 */
export function flatAnswers(fields: readonly CmsFormField[], answers: CmsFormAnswers): Record<string, FlatValue> {
  const values: Record<string, FlatValue> = {}
  for (const field of fields) {
    if (field.blockType === 'message') continue
    const answer = Object.hasOwn(answers, field.name) ? answers[field.name] : undefined
    switch (field.blockType) {
      case 'checkbox':
        values[field.name] = answer === true || answer === 'true' || answer === 'on'
        break
      case 'number':
        values[field.name] = cmsNumber(answer)
        break
      case 'select':
        values[field.name] = selectValue(field, answer)
        break
      default:
        values[field.name] = textOf(answer)
    }
  }
  return values
}

const isInputField = (field: CmsFormField): field is CmsFormInputField => field.blockType !== 'message'

/** The format rule of a control with text in it: its code when the text breaks it. */
function formatProblem(field: CmsFormInputField, text: string): 'pattern' | 'invalid' | undefined {
  if (field.blockType === 'email') return LEAD_EMAIL_PATTERN.test(text) ? undefined : 'pattern'
  if (field.blockType === 'number') return cmsNumber(text) === null ? 'invalid' : undefined
  if (field.blockType === 'select') return selectValue(field, text) === null ? 'invalid' : undefined
  return undefined
}

/**
 * One answer's check (the server stores CMS forms as generic values, so this is the browser's):
 * a required field answered (a required checkbox ticked), e-mail in the contact form's pattern,
 * numbers that are numbers, a select's answer one of its options, lengths within the limits. The
 * messages are lead-rules codes; the first problem of a field is the one shown.
 */
function answerSchema(field: CmsFormInputField): z.ZodType<CmsFormAnswer> {
  if (field.blockType === 'checkbox') {
    return z.preprocess((answer) => answer === true, field.required ? z.boolean().refine((ticked) => ticked, 'required') : z.boolean())
  }
  const max = field.blockType === 'textarea' ? CMS_TEXTAREA_MAX : CMS_TEXT_MAX
  return z.preprocess(
    (answer) => (typeof answer === 'string' ? answer.trim() : ''),
    z
      .string()
      .refine((text) => text !== '' || !field.required, 'required')
      .superRefine((text, ctx) => {
        const problem = text === '' ? undefined : formatProblem(field, text)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      })
      .refine((text) => text === '' || text.length <= max, 'tooLong'),
  )
}

/**
 * A CMS-built form's answers checked and mapped to flat values (flatAnswers). `keyOf` names each
 * input field's answer: by default its name; the form keys them by position instead, since an
 * editor's field name may hold dots, which react-hook-form would read as a nested path.
 */
export function cmsAnswersSchema(
  fields: readonly CmsFormField[],
  keyOf: (field: CmsFormInputField, index: number) => string = (field) => field.name,
): z.ZodType<Record<string, FlatValue>, Record<string, unknown>> {
  const inputs = fields.filter(isInputField)
  const shape = Object.fromEntries(inputs.map((field, index) => [keyOf(field, index), answerSchema(field)]))
  return z
    .object(shape)
    .transform((answers) => flatAnswers(inputs, Object.fromEntries(inputs.map((field, index) => [field.name, answers[keyOf(field, index)]]))))
}

/** The first answer of each input field: its default value from the CMS, or empty. */
export function initialAnswers(fields: readonly CmsFormField[]): Record<string, string | boolean> {
  const answers: Record<string, string | boolean> = {}
  for (const field of fields) {
    if (field.blockType === 'message') continue
    if (field.blockType === 'checkbox') answers[field.name] = field.defaultValue === true
    else if (field.blockType === 'number') answers[field.name] = typeof field.defaultValue === 'number' ? String(field.defaultValue) : ''
    else if (field.blockType === 'email') answers[field.name] = ''
    else answers[field.name] = field.defaultValue?.trim() ?? ''
  }
  return answers
}

/** A field's share of the row: the form builder's width in per cent, 100 when unset or out of range. */
export function cmsFieldWidth(width: number | null | undefined): number {
  return typeof width === 'number' && Number.isFinite(width) && width >= 10 && width <= 100 ? Math.round(width) : 100
}

const SUFFIX_GUARD = 'CmsForm'

/**
 * Spec 03 §7 formName for a CMS-built form: the site name plus the form title in PascalCase
 * ('Kontakta oss' → 'Nordbil GruppenKontaktaOss'). A title that would end like a form with its own
 * rules ('… Sell car form' → 'SellCarForm') gets 'CmsForm' added, so it is stored with the generic
 * rules its values are built for.
 */
export function cmsFormName(siteName: string, formTitle: string): string {
  const pascal =
    formTitle
      .normalize('NFC')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((word) => word.charAt(0).toLocaleUpperCase('en') + word.slice(1))
      .join('')
      .slice(0, 60) || 'Form'
  const name = `${siteName}${pascal}`
  return leadFormKindOf(name) === 'generic' ? name : `${name}${SUFFIX_GUARD}`
}

/** The form's redirect, only to a page path or an http(s) address (never javascript: and the like). */
export function safeRedirectUrl(url: string | null | undefined): string | undefined {
  const value = url?.trim()
  if (!value) return undefined
  if (/^\/(?!\/)[^\s]*$/.test(value)) return value
  return /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value) ? value : undefined
}
