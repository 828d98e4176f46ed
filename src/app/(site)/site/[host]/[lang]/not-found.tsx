import { headers } from 'next/headers'

import { pageOutcome } from '@/features/page-head'
import { SiteNotFound } from '@/features/pages'

export default async function NotFound() {
  // Rendered by Next on every request, in case the page turns out not found: empty unless it did.
  if ((await pageOutcome()) !== 'not-found') return null
  const h = await headers()
  return <SiteNotFound host={h.get('host') ?? ''} pathname={h.get('x-showroom-pathname') ?? '/'} />
}
