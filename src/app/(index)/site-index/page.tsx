import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { SiteIndex } from '@/features/sites'
import { normalizeHost } from '@/lib/host-name'
import { getConfig } from '@/lib/config'
import { requestOrigin } from '@/lib/request-origin'

export const dynamic = 'force-dynamic'

/** localhost:3000 in development: the list of sites this deployment serves. */
export default async function SiteIndexPage() {
  const h = await headers()
  if (!getConfig().indexHosts.includes(normalizeHost(h.get('host')))) notFound()
  return <SiteIndex origin={requestOrigin(h)} />
}
