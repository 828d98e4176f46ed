'use client'

import { useEffect, useState } from 'react'

import { fetchTermsAndConditions } from './finance-quote-client'
import type { FinanceQuoteTexts } from './finance-quote-texts'
import { paragraphsOf } from './finance-quote-view'

export type QuoteTermsAndConditionsProps = {
  quoteReference: string
  texts: Pick<FinanceQuoteTexts, 'termsAndConditions' | 'termsLoading' | 'termsError' | 'retry'>
}

type Loaded = { reference: string; attempt: number; paragraphs: string[] | null }

/**
 * The quote's terms and conditions (spec 02 §7 "GET /api/codeweaver/legal?quoteRef=… Response:
 * TermsAndConditions, shown as text") behind a native disclosure. Fetched when opened, for the
 * quote on show: every slider move issues a new quote, so fetching each one unasked would be a
 * call per move. An open disclosure follows the quote; a failed load can be retried.
 */
export function QuoteTermsAndConditions({ quoteReference, texts }: QuoteTermsAndConditionsProps) {
  const [open, setOpen] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const current = loaded && loaded.reference === quoteReference && loaded.attempt === attempt ? loaded : null

  useEffect(() => {
    if (!open || current) return
    const controller = new AbortController()
    fetchTermsAndConditions(quoteReference, controller.signal).then(
      (text) => {
        if (!controller.signal.aborted) setLoaded({ reference: quoteReference, attempt, paragraphs: paragraphsOf(text) })
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ reference: quoteReference, attempt, paragraphs: null })
      },
    )
    return () => controller.abort()
  }, [open, current, quoteReference, attempt])

  return (
    <details
      data-testid="finance-quote-terms"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-brand border border-border bg-background"
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold">{texts.termsAndConditions}</summary>
      <div aria-live="polite" className="flex flex-col gap-2 px-3 pb-3 text-xs text-muted">
        {!current ? (
          <p>{texts.termsLoading}</p>
        ) : current.paragraphs ? (
          current.paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p>{texts.termsError}</p>
            <button
              type="button"
              onClick={() => setAttempt((count) => count + 1)}
              className="min-h-11 cursor-pointer rounded-brand border border-border bg-surface px-4 text-sm font-semibold text-foreground hover:border-accent"
            >
              {texts.retry}
            </button>
          </div>
        )}
      </div>
    </details>
  )
}
