'use client'

import { useEffect } from 'react'

import { usePageErrorTexts } from './PageErrorTexts'

/** Shown when a whole page fails (its sections have their own fallback boxes). */
export function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = usePageErrorTexts()
  useEffect(() => {
    console.error('Page failed to render', error.digest ?? error.message)
  }, [error])
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="mb-4">{texts.title}</h1>
      <p className="mb-6">{texts.text}</p>
      <button type="button" className="btn-primary" onClick={reset}>
        {texts.retry}
      </button>
    </main>
  )
}
