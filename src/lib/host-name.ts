/** Lower-cases and strips the port and a trailing dot: "Volvo.Localhost:3000" -> "volvo.localhost". */
export function normalizeHost(host: string | null | undefined): string {
  if (!host) return ''
  const h = host.trim().toLowerCase()
  const withoutPort = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.replace(/:\d+$/, '')
  return withoutPort.replace(/\.$/, '')
}
