/**
 * A 429 from Payload with the Retry-After header its error's `data.retryAfterSeconds` names
 * (cms/login-limit.ts): Payload builds error responses without a way to add headers.
 */
export async function withRetryAfter(response: Response): Promise<Response> {
  if (response.status !== 429 || response.headers.has('retry-after')) return response
  let seconds: unknown
  try {
    const body = (await response.clone().json()) as { errors?: { data?: { retryAfterSeconds?: unknown } }[] }
    seconds = body.errors?.[0]?.data?.retryAfterSeconds
  } catch {
    return response
  }
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return response
  const headers = new Headers(response.headers)
  headers.set('retry-after', String(Math.ceil(seconds)))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
