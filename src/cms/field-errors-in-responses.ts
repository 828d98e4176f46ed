import type { AfterErrorHook } from 'payload'

type FieldError = { path: string; message: string }

/**
 * Puts a validation error's field messages back into the REST answer (issue 24). Payload only
 * sends them when the error is `instanceof` its own ValidationError, and in the production build
 * Payload's classes exist twice (two bundled copies), so the admin got "The following field is
 * invalid: Key" as a toast and nothing under the field. Matched by shape, not class: an error
 * with `data.errors` of `{ path, message }`.
 */
export const fieldErrorsInResponses: AfterErrorHook = ({ error }) => {
  const data = (error as { data?: { errors?: unknown } }).data
  const errors = Array.isArray(data?.errors)
    ? (data.errors as unknown[]).filter((e): e is FieldError => typeof (e as FieldError)?.path === 'string' && typeof (e as FieldError)?.message === 'string')
    : []
  if (errors.length === 0) return undefined
  const status = (error as { status?: number }).status ?? 400
  if (status >= 500) return undefined
  return { response: { errors: [{ name: 'ValidationError', message: error.message, data: { ...(data as object), errors } }] }, status }
}
