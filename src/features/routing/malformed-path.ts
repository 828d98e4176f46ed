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

/** The 400 for such a path: JSON with Payload's error shape under /api, a line of text elsewhere. */
export function malformedPathResponse(rawPath: string): Response {
  const message = 'The address has a malformed %-escape; write "%" as %25 and non-ASCII characters as UTF-8 escapes.'
  if (/^\/api(\/|$)/.test(rawPath)) return Response.json({ errors: [{ message }] }, { status: 400 })
  return new Response(`${message}\n`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
