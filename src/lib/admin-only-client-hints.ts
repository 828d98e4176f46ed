import type { NextConfig } from 'next'

/**
 * withPayload asks every path for the Sec-CH-Prefers-Color-Scheme client hint (Accept-CH,
 * Critical-CH, Vary) for the admin panel's colour scheme. On the public sites Critical-CH makes
 * Chrome drop a visitor's first response and load the page again with the hint: a second render
 * and round trip before anything shows (Lighthouse saw it as a 307 in front of every page), and
 * the Vary splits caches by a hint no public page reads. This moves that rule to the admin panel,
 * which uses it; every other header rule stays as it is.
 */
export function adminOnlyClientHints(config: NextConfig, adminRoute = '/admin'): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    headers: async () =>
      (await headers()).map((rule) =>
        rule.source === '/:path*' && rule.headers.some((header) => header.key.toLowerCase() === 'critical-ch')
          ? { ...rule, source: `${adminRoute}/:path*` }
          : rule,
      ),
  }
}
