import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { addressBucket, forgiveRateLimitHit, hitRateLimit, rateLimitWindowStart } from '@/features/visitor-limits/cms'
import { sqlDatabaseOf } from '@/lib/sql-database'
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
  const forwarded = req.headers?.get('x-forwarded-for')
  if (!forwarded) return undefined
  const config = getConfig()
  return addressBucket(kind, config.payloadSecret, forwarded, config.leads.trustedProxyHops)
}

export const limitLoginAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const bucket = clientBucket(req, operation === 'login' ? 'login' : 'reset')
  if (!bucket) return args
  const rule = getConfig().loginRateLimit
  const now = new Date()
  const { limited } = await hitRateLimit(sqlDatabaseOf(req.payload), bucket, rule, now)
  if (limited) {
    const windowEnd = new Date(rateLimitWindowStart(now, rule.windowMs)).getTime() + rule.windowMs
    const minutes = Math.max(1, Math.ceil((windowEnd - now.getTime()) / 60_000))
    throw new APIError(
      operation === 'login'
        ? `Too many failed logins from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or ask an administrator to reset your password.`
        : `Too many password-reset requests from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      429,
      undefined,
      true,
    )
  }
  return args
}

export const forgiveSuccessfulLogin: CollectionAfterLoginHook = async ({ req }) => {
  const bucket = clientBucket(req, 'login')
  if (!bucket) return
  await forgiveRateLimitHit(sqlDatabaseOf(req.payload), bucket, getConfig().loginRateLimit, new Date())
}
