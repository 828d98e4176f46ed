/**
 * Whether a host name (without port) can only be reached from this machine: `localhost`, any
 * `*.localhost` (browsers resolve them to the loopback address, RFC 6761), 127.0.0.0/8 and ::1.
 * Demo credentials are allowed there, and development hosts default to http.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '')
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1' || host === '[::1]'
}
