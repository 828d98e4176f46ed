import type { Resolver } from 'react-hook-form'
import { z } from 'zod'

import { LEAD_EMAIL_PATTERN, type LeadFieldMap, leadResolver } from '@/features/leads'

import { CMS_TEXT_MAX, CMS_TEXTAREA_MAX, cmsNumber, type CmsFormAnswer, type FlatValue, flatAnswers, selectValue } from './cms-form-answers'
import type { CmsFormField, CmsFormInputField } from './cms-form-fields'

const isInputField = (field: CmsFormField): field is CmsFormInputField => field.blockType !== 'message'

/** The format rule of a control with text in it: its code when the text breaks it. */
function formatProblem(field: CmsFormInputField, text: string): 'pattern' | 'invalid' | undefined {
  if (field.blockType === 'email') return LEAD_EMAIL_PATTERN.test(text) ? undefined : 'pattern'
  if (field.blockType === 'number') return cmsNumber(text) === null ? 'invalid' : undefined
  if (field.blockType === 'select' || field.blockType === 'radio') return selectValue(field, text) === null ? 'invalid' : undefined
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

/**
 * The CMS form's check for react-hook-form: the answers keyed by position ('f0', 'f1', …) checked
 * with cmsAnswersSchema and placed on the controls by the field map. This module is loaded on the
 * form's first focus or send (CmsForm, lazyResolver), so zod is not in the page's first download.
 */
export function cmsFormResolver(
  fields: readonly CmsFormField[],
  fieldMap: LeadFieldMap<string>,
): Resolver<Record<string, unknown>, unknown, Record<string, FlatValue>> {
  return leadResolver(
    cmsAnswersSchema(fields, (_, index) => `f${index}`),
    fieldMap,
  )
}
