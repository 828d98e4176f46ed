/**
 * The origin a visitor used (scheme + host), honouring a TLS-terminating proxy's
 * X-Forwarded-Proto/-Host. Development hosts (*.localhost, 127.0.0.1) default to http.
 */
export function requestOrigin(headers: { get(name: string): string | null }): string {
  const host = (headers.get('x-forwarded-host') ?? headers.get('host') ?? 'localhost').split(',')[0]!.trim()
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const hostname = host.replace(/:\d+$/, '')
  const local = hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\.|^\[::1\]$/.test(hostname)
  const proto = forwarded === 'http' || forwarded === 'https' ? forwarded : local ? 'http' : 'https'
  return `${proto}://${host}`
}
