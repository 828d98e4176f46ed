type RandomSource = Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>>

/**
 * A form's formSubmissionId (spec 03 §7; lead-schema FORM_SUBMISSION_ID_PATTERN): made once per
 * filled-in form in the browser and kept over retries, so the lead store answers a repeat with the
 * lead it already has. crypto.randomUUID exists only on secure pages (https, localhost); elsewhere
 * 16 random bytes in hex serve the same purpose.
 */
export function newSubmissionId(random: RandomSource | undefined = globalThis.crypto): string {
  if (typeof random?.randomUUID === 'function') return random.randomUUID()
  if (typeof random?.getRandomValues === 'function') {
    return Array.from(random.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`.padEnd(8, '0')
}
