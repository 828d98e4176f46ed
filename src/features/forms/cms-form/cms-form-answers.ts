import type { CmsFormChoiceField, CmsFormField } from './cms-form-fields'

/**
 * What the browser needs of a CMS-built form without zod (docs/architecture.md 'Client code per
 * page'): the lengths a control accepts, the answers mapped to flat values by control type (spec
 * 03 §7), the first answers and the field widths. The check is cms-form-check.ts, loaded when the
 * visitor first sends the form.
 */

/** Lengths a control accepts: a line, or a text area (the lead store's generic limit is 5000). */
export const CMS_TEXT_MAX = 500
export const CMS_TEXTAREA_MAX = 5000

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

/** A select's or radio group's answer as the chosen option's value: matched by value, else by label; null for no option. */
export function selectValue(field: CmsFormChoiceField, answer: CmsFormAnswer): string | null {
  const text = textOf(answer)
  if (!text) return null
  return (field.options.find((o) => o.value === text) ?? field.options.find((o) => o.label.toLowerCase() === text.toLowerCase()))?.value ?? null
}

/**
 * Spec 03 §7 'mapped to flat fields by control type': one value per input field, keyed by its
 * name. Text, e-mail and text area → the trimmed text; checkbox → true or false; number → a number
 * (null when empty); select and radio group → the chosen option's value (null when none). Message fields hold no
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
      case 'radio':
        values[field.name] = selectValue(field, answer)
        break
      default:
        values[field.name] = textOf(answer)
    }
  }
  return values
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
