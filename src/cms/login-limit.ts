import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { addressBucket, forgiveRateLimitHit, hitRateLimit, rateLimitWindowStart } from '@/features/visitor-limits/cms'
import { sqlDatabaseOf } from '@/lib/sql-database'
import { requestClientAddress } from '@/lib/client-address'
import { getConfig } from '@/lib/config'

/**
 * Failed logins are limited per client address, not per account (issue 15 item 6): Payload's own
 * lock-out (5 wrong passwords lock the account for 10 minutes) let anyone lock the administrator
 * out, so it is off (Users: maxLoginAttempts 0) and this takes its place. Counters live in the
 * database (the rate-limit table the lead form uses), so the limit holds across processes.
 *
 * Every attempt counts one hit before Payload checks the password, and a successful login takes
 * its hit back: what remains is the number of failures in the window. Password-reset requests
 * (each sends an e-mail) count and are never taken back. Local API calls made by our own code
 * carry no client address and are not limited.
 */
function clientBucket(req: PayloadRequest, kind: 'login' | 'reset'): string | undefined {
  // The HTTP entry always sets X-Forwarded-For (lib/client-address.ts); the Local API sets none.
  if (!req.headers?.get('x-forwarded-for')) return undefined
  return addressBucket(kind, getConfig().payloadSecret, requestClientAddress(req.headers))
}

const EMAIL = /^[^\s@]+@[^\s@]+$/

/**
 * Only an attempt Payload would check counts (issue 35 item 6): an e-mail and, for a login, a
 * password. A malformed body is refused by Payload with 400 anyway, and counting it let any local
 * client lock the whole address out with broken requests.
 */
function wellFormedAttempt(operation: 'login' | 'forgotPassword', data: unknown): boolean {
  const { email, password } = (data ?? {}) as { email?: unknown; password?: unknown }
  if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email.trim())) return false
  return operation === 'forgotPassword' || (typeof password === 'string' && password.length > 0)
}

/**
 * The 429 Payload sends. Its message must survive production builds: Payload's error formatter
 * keeps the text of an error that is not `instanceof` its APIError (a second copy of the class in
 * another bundle) only when the error has a name, and minification empties the class name it
 * would take; so the name is set here, and `data` is there for the formatter that does recognise
 * it. The Retry-After header goes on the request's response headers, which Payload adds to the
 * error response.
 */
export class TooManyAttemptsError extends APIError<{ retryAfterSeconds: number }> {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, 429, { retryAfterSeconds }, true)
    this.name = 'TooManyAttemptsError'
  }
}

export const limitLoginAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  if (!wellFormedAttempt(operation, (args as { data?: unknown }).data)) return args
  const bucket = clientBucket(req, operation === 'login' ? 'login' : 'reset')
  if (!bucket) return args
  const rule = getConfig().loginRateLimit
  const now = new Date()
  const { limited } = await hitRateLimit(sqlDatabaseOf(req.payload), bucket, rule, now)
  if (limited) {
    const windowEnd = new Date(rateLimitWindowStart(now, rule.windowMs)).getTime() + rule.windowMs
    const seconds = Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000))
    const minutes = Math.max(1, Math.ceil(seconds / 60))
    const headers = new Headers(req.responseHeaders)
    headers.set('retry-after', String(seconds))
    req.responseHeaders = headers
    throw new TooManyAttemptsError(
      operation === 'login'
        ? `Too many failed logins from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or ask an administrator to reset your password.`
        : `Too many password-reset requests from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      seconds,
    )
  }
  return args
}

export const forgiveSuccessfulLogin: CollectionAfterLoginHook = async ({ req }) => {
  const bucket = clientBucket(req, 'login')
  if (!bucket) return
  await forgiveRateLimitHit(sqlDatabaseOf(req.payload), bucket, getConfig().loginRateLimit, new Date())
}
