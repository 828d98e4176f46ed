import { withPayload } from '@payloadcms/next/withPayload'
import { describe, expect, it } from 'vitest'

import { adminOnlyClientHints } from './admin-only-client-hints'

const hintRules = async (config: ReturnType<typeof withPayload>) =>
  ((await config.headers?.()) ?? []).filter((rule) => rule.headers.some((header) => header.key === 'Critical-CH'))

describe('adminOnlyClientHints', () => {
  it('keeps the colour-scheme client hints off the public pages and on the admin panel', async () => {
    // Payload's own config puts them on every path: Chrome would load every public page twice.
    expect((await hintRules(withPayload({ poweredByHeader: false }))).map((rule) => rule.source)).toEqual(['/:path*'])
    const rules = await hintRules(adminOnlyClientHints(withPayload({ poweredByHeader: false })))
    expect(rules.map((rule) => rule.source)).toEqual(['/admin/:path*'])
    expect(rules[0]!.headers.map((header) => header.key)).toEqual(['Accept-CH', 'Vary', 'Critical-CH'])
  })

  it('leaves the other header rules alone', async () => {
    const own = { source: '/api/:path*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] }
    const config = adminOnlyClientHints(withPayload({ poweredByHeader: false, headers: async () => [own] }))
    expect((await config.headers?.())?.[0]).toEqual(own)
  })
})
