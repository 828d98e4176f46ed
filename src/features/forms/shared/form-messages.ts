import type { LeadIssueCode } from '@/features/leads'

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
