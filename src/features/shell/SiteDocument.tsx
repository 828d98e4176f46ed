import type { ReactNode } from 'react'

import { fontVariableClasses } from './fonts'

/** The <html> and <body> of every public page; `lang` is the page language (spec 01 §1). */
export function SiteDocument({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang} className={fontVariableClasses}>
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  )
}
