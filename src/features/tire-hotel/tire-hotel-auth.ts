import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

import {
  addressBucket,
  forgiveRateLimitHit,
  hitRateLimit,
  normalisePhone,
  type RateLimitRule,
  rateLimitWindowStart,
  senderHash,
} from '@/features/visitor-limits'
import type { SmsPort } from '@/integrations/sms/sms-port'
import { logger } from '@/lib/logger'
import type { SqlDatabase } from '@/lib/sql-database'

/**
 * The tyre hotel's one-time-code login (issue 20; OWASP ASVS 5.0 §6.5–6.6, Twilio Verify's
 * behaviour). The spec fixes the code at 4 digits, so everything around it is strict; the rules
 * are listed in docs/architecture.md "Tyre hotel". Every counter and state is a row changed by one
 * conditional statement, so any number of processes on one database share them.
 */
export type TireHotelAuthSettings = {
  /** PAYLOAD_SECRET: key of the code hashes, the phone handle and the sender hashes. */
  secret: string
  /** How long a code (and the authorisation token issued with it) is valid. */
  codeTtlMs: number
  /** Tries per code (right or wrong); after this many the code is dead. */
  maxTries: number
  /** Codes per plate (fixed window, atomic, and over any sliding span of the same length). */
  codesPerPlate: RateLimitRule
  /**
   * Codes per plate and day, the same way (issue 35 item 3): 3 per 15 minutes alone allowed 288 a
   * day, a 13 % chance a day of guessing a code (5 tries each) and 288 text messages.
   */
  codesPerPlatePerDay: RateLimitRule
  /** Plate searches per client address. */
  searchesPerAddress: RateLimitRule
  /** Code sends per client address … */
  sendsPerAddress: RateLimitRule
  /** … and per client address and day. */
  sendsPerAddressPerDay: RateLimitRule
  /** A validated session ends after this long without a call … */
  sessionIdleMs: number
  /** … and at the latest this long after the login. */
  sessionMaxMs: number
  /** How long the phone handle a search hands out can be used to send a code. */
  phoneHandleTtlMs: number
}

const DAY_MS = 86_400_000

export const TIRE_HOTEL_AUTH_DEFAULTS: Omit<TireHotelAuthSettings, 'secret' | 'searchesPerAddress' | 'sendsPerAddress'> = {
  codeTtlMs: 10 * 60_000,
  maxTries: 5,
  codesPerPlate: { limit: 3, windowMs: 15 * 60_000 },
  // 10 codes × 5 tries = 50 guesses of 10,000 a day: 0.5 % a day at most, and 10 messages.
  codesPerPlatePerDay: { limit: 10, windowMs: DAY_MS },
  sendsPerAddressPerDay: { limit: 30, windowMs: DAY_MS },
  sessionIdleMs: 30 * 60_000,
  sessionMaxMs: 8 * 3_600_000,
  phoneHandleTtlMs: 30 * 60_000,
}

export type SendCodeResult =
  | { ok: true; authorizationToken: string; expiresAt: string }
  | { ok: false; reason: 'invalidHandle' | 'smsFailed' }
  /** `retryAt`: the moment a code can be sent again (ISO), for the visitor's message. */
  | { ok: false; reason: 'plateLimit' | 'addressLimit'; retryAt: string }

export type VerifyResult =
  { ok: true; sessionToken: string; regNo: string } | { ok: false; reason: 'invalid' | 'wrong' | 'locked' | 'expired' | 'used'; triesLeft?: number }

export type TireHotelSession = { regNo: string }

const latest = (a: Date | undefined, b: Date | undefined) => (a && b ? (a > b ? a : b) : (a ?? b))
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')
const iso = (date: Date) => date.toISOString()
const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString()

/** "+46701234567" → "+46 70 *** ** 67": enough to recognise one's own number, not to learn it. */
export function obfuscatePhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.length < 6) return '*'.repeat(digits.length)
  const head = digits.startsWith('+') ? digits.slice(0, 5) : digits.slice(0, 3)
  const tail = digits.slice(-2)
  const hidden = digits.length - head.length - tail.length
  return `${head} ${'*'.repeat(Math.max(hidden, 3))} ${tail}`
}

export class TireHotelAuth {
  private readonly key: Buffer

  constructor(
    private readonly db: SqlDatabase,
    private readonly sms: SmsPort,
    private readonly settings: TireHotelAuthSettings,
    private readonly now: () => Date = () => new Date(),
    /** The code generator: a CSPRNG (node:crypto randomInt); replaceable only in tests. */
    private readonly drawCode: () => string = () => String(randomInt(0, 10_000)).padStart(4, '0'),
  ) {
    this.key = createHash('sha256').update(`tire-hotel-phone-handle:${settings.secret}`).digest()
  }

  private codeHash(tokenHash: string, code: string): string {
    return createHmac('sha256', this.settings.secret).update(`tire-hotel-code:${tokenHash}:${code}`).digest('base64url')
  }

  private plateBucket(regNo: string, span: 'window' | 'day' = 'window'): string {
    return `tirehotel-plate${span === 'day' ? '-day' : ''}:${createHmac('sha256', this.settings.secret).update(regNo).digest('base64url')}`
  }

  private addressBucket(kind: 'search' | 'send' | 'send-day', address: string): string {
    return addressBucket(`tirehotel-${kind}`, this.settings.secret, address)
  }

  /**
   * The spec's encryptedPhoneNumber: the plate and phone, sealed with AES-256-GCM under a key from
   * the server secret, with an expiry. The browser can neither read nor change it; `login` takes
   * only this, so a code can only ever go to the number the agreement holds.
   */
  phoneHandle(regNo: string, phone: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    const plain = JSON.stringify({ r: regNo, p: phone, e: this.now().getTime() + this.settings.phoneHandleTtlMs })
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
  }

  openPhoneHandle(handle: string): { regNo: string; phone: string } | undefined {
    try {
      const raw = Buffer.from(handle, 'base64url')
      if (raw.length < 29 || raw.length > 512) return undefined
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12))
      decipher.setAuthTag(raw.subarray(12, 28))
      const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
      const value = JSON.parse(plain) as { r?: unknown; p?: unknown; e?: unknown }
      if (typeof value.r !== 'string' || typeof value.p !== 'string' || typeof value.e !== 'number') return undefined
      if (value.e <= this.now().getTime()) return undefined
      return { regNo: value.r, phone: value.p }
    } catch {
      return undefined
    }
  }

  /** Counts a plate search from `address`; true when it is over the limit (answer 429, search nothing). */
  async searchLimited(address: string): Promise<boolean> {
    return (await hitRateLimit(this.db, this.addressBucket('search', address), this.settings.searchesPerAddress, this.now())).limited
  }

  /**
   * Sends a fresh code for the plate and phone sealed in `handle`. Limits first: the address (per
   * window and per day; every attempt counts), then the plate (per 15 minutes and per day, each as
   * an atomic fixed-window counter and as the codes actually issued in the last span, so neither
   * parallel sends nor a window edge get past them). A refused send says when the next code can
   * be had. Earlier unused codes of the plate die; the code is stored only as a keyed hash. When
   * the SMS cannot be sent, the code row and the counts are taken back: a failed send costs the
   * visitor nothing.
   */
  async sendCode(handle: string, address: string, smsText: (code: string) => string): Promise<SendCodeResult> {
    const opened = this.openPhoneHandle(handle)
    if (!opened) return { ok: false, reason: 'invalidHandle' }
    const now = this.now()
    const { db, settings } = this
    const addressLimits = [
      { bucket: this.addressBucket('send', address), rule: settings.sendsPerAddress },
      { bucket: this.addressBucket('send-day', address), rule: settings.sendsPerAddressPerDay },
    ]
    const addressRetry = await this.countAgainst(addressLimits, now)
    if (addressRetry) return { ok: false, reason: 'addressLimit', retryAt: iso(addressRetry) }

    const plateLimits = [
      { bucket: this.plateBucket(opened.regNo), rule: settings.codesPerPlate },
      { bucket: this.plateBucket(opened.regNo, 'day'), rule: settings.codesPerPlatePerDay },
    ]
    const plateRetry = latest(await this.countAgainst(plateLimits, now), await this.issuedCodesRetry(opened.regNo, now))
    if (plateRetry) {
      // Only codes sent count against a plate: a refused try must not push the customer's next chance further away.
      for (const { bucket, rule } of plateLimits) await forgiveRateLimitHit(db, bucket, rule, now)
      return { ok: false, reason: 'plateLimit', retryAt: iso(plateRetry) }
    }

    const token = randomBytes(32).toString('base64url')
    const tokenHash = sha256(token)
    const code = this.drawCode()
    await db.query('UPDATE tire_hotel_codes SET used_at = ? WHERE reg_no = ? AND used_at IS NULL', [iso(now), opened.regNo])
    const expiresAt = later(now, settings.codeTtlMs)
    await db.query(
      `INSERT INTO tire_hotel_codes (token_hash, reg_no, phone_hash, code_hash, created_at, expires_at, attempts, used_at)
       VALUES (?, ?, ?, ?, ?, ?, 0, NULL)`,
      [tokenHash, opened.regNo, senderHash(settings.secret, 'phone', normalisePhone(opened.phone)), this.codeHash(tokenHash, code), iso(now), expiresAt],
    )
    try {
      await this.sms.send({ to: opened.phone, text: smsText(code) })
    } catch (error) {
      logger.warn({ err: error }, 'Tyre hotel: the one-time code could not be sent; the attempt is not counted')
      await db.query('DELETE FROM tire_hotel_codes WHERE token_hash = ?', [tokenHash])
      for (const { bucket, rule } of [...plateLimits, ...addressLimits]) await forgiveRateLimitHit(db, bucket, rule, now)
      return { ok: false, reason: 'smsFailed' }
    }
    await this.prune(now)
    return { ok: true, authorizationToken: token, expiresAt }
  }

  /** Counts one hit in each bucket; the end of the latest window that is over its limit, if any. */
  private async countAgainst(limits: { bucket: string; rule: RateLimitRule }[], now: Date): Promise<Date | undefined> {
    let retry: Date | undefined
    for (const { bucket, rule } of limits) {
      if (!(await hitRateLimit(this.db, bucket, rule, now)).limited) continue
      retry = latest(retry, new Date(new Date(rateLimitWindowStart(now, rule.windowMs)).getTime() + rule.windowMs))
    }
    return retry
  }

  /**
   * The sliding side of the plate limits: when the codes issued in the last 15 minutes (or day)
   * already reach the limit, the moment the oldest of them that must age out does.
   */
  private async issuedCodesRetry(regNo: string, now: Date): Promise<Date | undefined> {
    const { codesPerPlate, codesPerPlatePerDay } = this.settings
    const longest = Math.max(codesPerPlate.windowMs, codesPerPlatePerDay.windowMs)
    const rows = await this.db.query<{ created_at: string }>(
      'SELECT created_at FROM tire_hotel_codes WHERE reg_no = ? AND created_at > ? ORDER BY created_at',
      [regNo, iso(new Date(now.getTime() - longest))],
    )
    let retry: Date | undefined
    for (const rule of [codesPerPlate, codesPerPlatePerDay]) {
      const inSpan = rows.map((r) => new Date(r.created_at).getTime()).filter((t) => t > now.getTime() - rule.windowMs)
      if (inSpan.length < rule.limit) continue
      retry = latest(retry, new Date(inSpan[inSpan.length - rule.limit]! + rule.windowMs))
    }
    return retry
  }

  /**
   * Checks a code against the code issued with `authorizationToken`. A try is counted before the
   * comparison, in the same statement that checks the code is unused, unexpired and under its
   * tries, so parallel guesses cannot get more than `maxTries` between them. A right code is
   * marked used with a second conditional update (one winner), then a session is opened for the
   * plate and phone the code was issued for.
   */
  async verify(authorizationToken: string, code: string): Promise<VerifyResult> {
    if (!/^\d{4}$/.test(code) || authorizationToken.length < 20 || authorizationToken.length > 100) return { ok: false, reason: 'invalid' }
    const now = this.now()
    const tokenHash = sha256(authorizationToken)
    const { db, settings } = this
    const counted = await db.query<{ code_hash: string; reg_no: string; phone_hash: string; attempts: number | string }>(
      `UPDATE tire_hotel_codes SET attempts = attempts + 1
       WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?
       RETURNING code_hash, reg_no, phone_hash, attempts`,
      [tokenHash, iso(now), settings.maxTries],
    )
    const row = counted[0]
    if (!row) return { ok: false, reason: await this.whyNot(tokenHash, now) }
    const expected = Buffer.from(row.code_hash)
    const given = Buffer.from(this.codeHash(tokenHash, code))
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const triesLeft = settings.maxTries - Number(row.attempts)
      return triesLeft > 0 ? { ok: false, reason: 'wrong', triesLeft } : { ok: false, reason: 'locked', triesLeft: 0 }
    }
    const used = await db.query('UPDATE tire_hotel_codes SET used_at = ? WHERE token_hash = ? AND used_at IS NULL RETURNING reg_no', [iso(now), tokenHash])
    if (used.length === 0) return { ok: false, reason: 'used' }
    const sessionToken = randomBytes(32).toString('base64url')
    await db.query(
      `INSERT INTO tire_hotel_sessions (token_hash, reg_no, phone_hash, created_at, idle_expires_at, expires_at, revoked_at)
       VALUES (?, ?, ?, ?, ?, ?, NULL)`,
      [sha256(sessionToken), row.reg_no, row.phone_hash, iso(now), later(now, settings.sessionIdleMs), later(now, settings.sessionMaxMs)],
    )
    return { ok: true, sessionToken, regNo: row.reg_no }
  }

  private async whyNot(tokenHash: string, now: Date): Promise<'invalid' | 'locked' | 'expired' | 'used'> {
    const rows = await this.db.query<{ expires_at: string; attempts: number | string; used_at: string | null }>(
      'SELECT expires_at, attempts, used_at FROM tire_hotel_codes WHERE token_hash = ?',
      [tokenHash],
    )
    const row = rows[0]
    if (!row) return 'invalid'
    if (row.used_at) return 'used'
    if (Number(row.attempts) >= this.settings.maxTries) return 'locked'
    if (row.expires_at <= iso(now)) return 'expired'
    return 'invalid'
  }

  /**
   * The session behind a token, or undefined when it is unknown, revoked or expired. A valid call
   * moves the idle expiry on (one statement: check and touch together).
   */
  async session(token: string | undefined): Promise<TireHotelSession | undefined> {
    if (!token || token.length < 20 || token.length > 100) return undefined
    const now = this.now()
    const rows = await this.db.query<{ reg_no: string }>(
      `UPDATE tire_hotel_sessions SET idle_expires_at = ?
       WHERE token_hash = ? AND revoked_at IS NULL AND idle_expires_at > ? AND expires_at > ?
       RETURNING reg_no`,
      [later(now, this.settings.sessionIdleMs), sha256(token), iso(now), iso(now)],
    )
    return rows[0] ? { regNo: rows[0].reg_no } : undefined
  }

  /** Ends a session on the server (logout, "Boka tid för annan bil"). */
  async revoke(token: string | undefined): Promise<void> {
    if (!token || token.length > 100) return
    await this.db.query('UPDATE tire_hotel_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', [iso(this.now()), sha256(token)])
  }

  /** Forgets codes and sessions a day after they ended. */
  private async prune(now: Date): Promise<void> {
    const before = iso(new Date(now.getTime() - 86_400_000))
    await this.db.query('DELETE FROM tire_hotel_codes WHERE expires_at < ?', [before])
    await this.db.query('DELETE FROM tire_hotel_sessions WHERE expires_at < ?', [before])
  }
}
