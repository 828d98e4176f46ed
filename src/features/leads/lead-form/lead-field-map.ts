import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form'

import { LEAD_ISSUE_CODES, type LeadIssueCode } from '../lead-rules'

/**
 * How a lead form's checks land on its controls: which value keys are fields the visitor fills in
 * (in screen order: the first flagged one gets the focus), which value keys a control sets under
 * another name (the dealer select sets siteName and siteEmail), and the words of each problem.
 * Free of zod, so the car contact form can map a 400 answer before its schema has loaded.
 */
export type LeadFieldMap<F extends string> = {
  fields: readonly F[]
  alias?: Readonly<Record<string, F>>
  message: (code: LeadIssueCode, field: F) => string
}

/** A problem a check or the server found: the value key ('phone', 'car.id') and a code, or prose for a page problem. */
export type LeadProblem = { field: string; message: string }

export type MappedProblems<F extends string> = {
  /** One per flagged field, in the order found. */
  flagged: Partial<Record<F, FieldError>>
  /** Problems the visitor cannot fix (the page's car, the address, a department that does not exist). */
  others: LeadProblem[]
}

export const isLeadIssueCode = (message: string): message is LeadIssueCode => (LEAD_ISSUE_CODES as readonly string[]).includes(message)

/** The problems as field errors (first per field, worded by the map) and the rest. */
export function mapLeadProblems<F extends string>(problems: readonly LeadProblem[], map: LeadFieldMap<F>): MappedProblems<F> {
  const flagged: Partial<Record<F, FieldError>> = {}
  const others: LeadProblem[] = []
  for (const problem of problems) {
    const key = problem.field.split('.')[0] ?? ''
    const field = map.alias?.[key] ?? map.fields.find((f) => f === key)
    if (!field) {
      others.push(problem)
      continue
    }
    if (flagged[field]) continue
    const code = isLeadIssueCode(problem.message) ? problem.message : 'invalid'
    flagged[field] = { type: code, message: map.message(code, field) }
  }
  return { flagged, others }
}

/** The first flagged field in screen order. */
export function firstFlagged<F extends string>(flagged: Partial<Record<F, unknown>>, map: LeadFieldMap<F>): F | undefined {
  return map.fields.find((field) => flagged[field] !== undefined)
}

/** What a page problem says in the log: prose as written, a code with its value key. */
export function describeProblems(problems: readonly LeadProblem[]): string {
  return problems.map((p) => (isLeadIssueCode(p.message) ? `${p.field}: ${p.message}` : p.message)).join('; ')
}

/**
 * A resolver whose check is loaded on first use (the car contact form's: zod and the lead schema
 * are not in the page's first download, docs/architecture.md 'Client code per page'). A check that
 * cannot be loaded (offline) is a page problem: the form error, the visitor's input stays.
 */
export function lazyResolver<Input extends FieldValues, Values>(load: () => Promise<Resolver<Input, unknown, Values>>): Resolver<Input, unknown, Values> {
  return async (values, context, options) => {
    let resolver: Resolver<Input, unknown, Values>
    try {
      resolver = await load()
    } catch (error) {
      const root = { type: 'unavailable', message: `The form check did not load (${error instanceof Error ? error.message : String(error)})` }
      return { values: {}, errors: { root } as FieldErrors<Input> }
    }
    return resolver(values, context, options)
  }
}
