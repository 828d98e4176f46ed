/**
 * True when a raw request path cannot be decoded: a `%` not followed by two hex digits, or
 * escapes that are not UTF-8 (`/%zz`, `/kop-bil/%E0%A4%A`). Next decodes route parameters itself
 * and answers 500 to these, so the proxy turns them away first (issue 15: no 5xx for bad input).
 */
export function hasMalformedPercentEscape(rawPath: string): boolean {
  try {
    decodeURIComponent(rawPath)
    return false
  } catch {
    return true
  }
}

/**
 * Control characters (C0, DEL, C1) and the bidirectional controls that reorder the text around
 * them (U+202A–U+202E, U+2066–U+2069). No page, file or API path has one, and where a path ends
 * up in a header (a redirect's Location) Node refuses them with a 500 (issue 35 item 9).
 */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/** What is wrong with a raw request path, for a 400: a malformed %-escape, or a control character in a segment. */
export function pathProblem(rawPath: string): string | null {
  if (hasMalformedPercentEscape(rawPath)) return 'The address has a malformed %-escape; write "%" as %25 and non-ASCII characters as UTF-8 escapes.'
  const control = CONTROL_CHARACTER.exec(decodeURIComponent(rawPath))?.[0]
  if (control === undefined) return null
  const code = `U+${control.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`
  return `The address has a control character (${code}) in a path segment; no address here has one.`
}

/** The 400 for such a path: JSON with Payload's error shape under /api, a line of text elsewhere. */
export function badPathResponse(rawPath: string, message: string): Response {
  if (/^\/api(\/|$)/.test(rawPath)) return Response.json({ errors: [{ message }] }, { status: 400 })
  return new Response(`${message}\n`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
