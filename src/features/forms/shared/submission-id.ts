/**
 * A form's formSubmissionId (spec 03 §7): made once per filled-in form in the browser and kept
 * over retries, so the lead store answers a repeat with the lead it already has. A UUID where the
 * browser has randomUUID (secure contexts), otherwise 32 random hex characters (also accepted by
 * lead-schema.ts FORM_SUBMISSION_ID_PATTERN).
 */
export function newSubmissionId(): string {
  const c = globalThis.crypto
  if (typeof c?.randomUUID === 'function') return c.randomUUID()
  const bytes = new Uint8Array(16)
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
