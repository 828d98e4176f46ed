/**
 * The entry of a header that proxies append to (X-Forwarded-For, -Proto, -Host) that our own
 * outermost proxy wrote: `trustedProxyHops` places from the end (at least the last one). Entries
 * before it came from the client and are not believed. Undefined when the header is empty.
 */
export function proxyAppendedEntry(value: string | null | undefined, trustedProxyHops: number): string | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  if (entries.length === 0) return undefined
  return entries[Math.max(0, entries.length - Math.max(1, trustedProxyHops))]
}
