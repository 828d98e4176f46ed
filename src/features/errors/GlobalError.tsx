'use client'

import { useEffect } from 'react'

import { PAGE_ERROR_DEFAULTS } from '@/features/dictionary'

/**
 * Last line of defence when even the site frame cannot render (no site context, e.g. the database
 * is away on a cold start). Without a site there is no language: the built-in Swedish and English
 * texts are shown together.
 */
export function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('Page frame failed to render', error.digest ?? error.message)
  }, [error])
  const { pageErrorTitle, pageErrorText, tryAgain } = PAGE_ERROR_DEFAULTS
  return (
    <html lang="sv">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '4rem 1rem', color: '#16191f' }}>
        <main style={{ maxWidth: '40rem', margin: '0 auto' }}>
          <h1>{pageErrorTitle.default}</h1>
          <p>{pageErrorText.default}</p>
          <p lang="en">{pageErrorText.en}</p>
          <button type="button" onClick={reset} style={{ padding: '0.6rem 1.2rem', font: 'inherit', cursor: 'pointer' }}>
            {tryAgain.default} / <span lang="en">{tryAgain.en}</span>
          </button>
        </main>
      </body>
    </html>
  )
}
