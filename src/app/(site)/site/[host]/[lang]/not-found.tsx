import { headers } from 'next/headers'

import { SiteNotFound } from '@/features/pages/SiteNotFound'

export default async function NotFound() {
  const h = await headers()
  return <SiteNotFound host={h.get('host') ?? ''} pathname={h.get('x-showroom-pathname') ?? '/'} />
}
