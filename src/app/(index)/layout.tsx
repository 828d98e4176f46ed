import '@/app/globals.css'

import type { ReactNode } from 'react'

import { SiteDocument } from '@/features/shell'

export const metadata = { title: 'Showroom – sites', robots: { index: false, follow: false } }

export default function IndexLayout({ children }: { children: ReactNode }) {
  return <SiteDocument lang="en">{children}</SiteDocument>
}
