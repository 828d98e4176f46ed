import { headers } from 'next/headers'
import type { ReactNode } from 'react'

import { nonceOfPolicy } from '@/lib/security-headers'
import { ScriptNonceProvider } from '@/lib/ui/script-nonce'

import { fontVariableClasses } from './fonts'

/**
 * The <html> and <body> of every public page; `lang` is the page language (spec 01 §1). Hands the
 * request's script nonce (put in its Content-Security-Policy by the proxy) to the inline scripts
 * below (`useScriptNonce`).
 */
export async function SiteDocument({ lang, children }: { lang: string; children: ReactNode }) {
  const nonce = nonceOfPolicy((await headers()).get('content-security-policy'))
  return (
    <html lang={lang} className={fontVariableClasses}>
      <body className="min-h-screen antialiased">
        <ScriptNonceProvider nonce={nonce}>{children}</ScriptNonceProvider>
      </body>
    </html>
  )
}
