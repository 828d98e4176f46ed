import type { LeadFieldIssue, LeadIssueCode } from '@/features/leads/lead-schema'

/** The field messages a form shows (dictionary 'forms…' keys, in the page language). */
export type FormMessages = {
  required: string
  invalid: string
  phone: string
  email: string
  tooLong: string
  tooEarly: string
}

/** How a field's 'pattern' problem is worded. */
export type FieldKind = 'text' | 'phone' | 'email'

export function messageFor(code: LeadIssueCode, messages: FormMessages, kind: FieldKind = 'text'): string {
  switch (code) {
    case 'required':
      return messages.required
    case 'pattern':
      return kind === 'phone' ? messages.phone : kind === 'email' ? messages.email : messages.invalid
    case 'tooLong':
      return messages.tooLong
    case 'tooEarly':
      return messages.tooEarly
    default:
      return messages.invalid
  }
}

/**
 * Issues (from the shared zod rules or a 400 answer) as one message per field, in the order the
 * fields are listed; `alias` maps a value key to the control that sets it (siteName → dealer).
 * Issues on keys no control shows are left out (the caller treats them as a form error).
 */
export function fieldErrors<F extends string>(
  issues: readonly LeadFieldIssue[],
  fields: readonly F[],
  messages: FormMessages,
  options: { kinds?: Partial<Record<F, FieldKind>>; alias?: Readonly<Record<string, F>> } = {},
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {}
  for (const issue of issues) {
    const key = issue.field.split('.')[0] ?? ''
    const field = options.alias?.[key] ?? (fields as readonly string[]).find((f) => f === key)
    if (!field || errors[field as F] !== undefined) continue
    errors[field as F] = messageFor(issue.code, messages, options.kinds?.[field as F])
  }
  return errors
}

/** The first flagged field in screen order, for the focus. */
export function firstFlagged<F extends string>(errors: Partial<Record<F, string>>, fields: readonly F[]): F | undefined {
  return fields.find((f) => errors[f] !== undefined)
}

/**
 * After a change, the changed field's message from a fresh check (it clears once the value is
 * right, and says what is still wrong while it is not); the other fields keep theirs until changed.
 */
export function withFieldRechecked<F extends string>(errors: Partial<Record<F, string>>, field: F, fresh: Partial<Record<F, string>>): Partial<Record<F, string>> {
  const next = { ...errors }
  if (fresh[field] === undefined) delete next[field]
  else next[field] = fresh[field]
  return next
}
