import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

import { describeProblems, type LeadFieldMap, type LeadProblem, mapLeadProblems } from './lead-field-map'

/** The first message under an error entry (zodResolver nests 'car.id' and 'services.2'), with its path. */
function firstProblem(path: string, entry: unknown): LeadProblem | undefined {
  if (!entry || typeof entry !== 'object') return undefined
  const { message } = entry as { message?: unknown }
  if (typeof message === 'string') return { field: path, message }
  for (const [key, child] of Object.entries(entry)) {
    if (key === 'ref') continue
    const found = firstProblem(`${path}.${key}`, child)
    if (found) return found
  }
  return undefined
}

/**
 * A form's check for react-hook-form: the zod schema (the form's input built into the lead's
 * values and checked with the server's own rules, lead-schema.ts) through zodResolver; its issues
 * (codes, lead-rules LEAD_ISSUE_CODES) worded and placed on the controls by the field map. Problems
 * on values no control sets (the page's car or address) are one page problem under `root`: the
 * form error, since the visitor cannot fix them.
 */
export function leadResolver<Input extends FieldValues, Values, F extends string>(
  schema: z.ZodType<Values, Input>,
  map: LeadFieldMap<F>,
): Resolver<Input, unknown, Values> {
  const check = zodResolver(schema)
  return async (input, context, options) => {
    const result = await check(input, context, options)
    if (Object.keys(result.errors).length === 0) return result
    const problems = Object.entries(result.errors).flatMap(([key, entry]) => firstProblem(key, entry) ?? [])
    const { flagged, others } = mapLeadProblems(problems, map)
    const errors: Record<string, unknown> = { ...flagged }
    if (others.length > 0) errors.root = { type: 'page', message: describeProblems(others) }
    // The keys are the form's own field names (map.fields), which is what FieldErrors<Input> holds.
    return { values: {}, errors: errors as FieldErrors<Input> }
  }
}
