import { z } from 'zod'

import { leadFormKindOf } from '@/features/leads'

/**
 * Forms editors build in the CMS (issue item 3; Payload's form builder, cms/form-builder.ts): the
 * form document as the page reads it, the answers mapped to flat values by control type (spec 03
 * §7 'reads content[0].answers, mapped to flat fields by control type'), and the browser's check.
 * Client-safe: the form component bundles it.
 */

/** The control types the form builder offers (cms/form-builder.ts). */
export const CMS_FORM_FIELD_TYPES = ['text', 'email', 'textarea', 'select', 'radio', 'checkbox', 'number', 'message'] as const

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
  // One of a few answers, all in sight (a survey's scale: 1-5, yes/no).
  z.object({
    blockType: z.literal('radio'),
    ...common,
    defaultValue: z.string().nullish(),
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
/** A field whose answer is one of its options (a select or a radio group). */
export type CmsFormChoiceField = Extract<CmsFormField, { blockType: 'select' | 'radio' }>

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
