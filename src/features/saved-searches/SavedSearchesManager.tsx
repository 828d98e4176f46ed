'use client'

import { useCallback, useEffect, useState } from 'react'

import { fillText } from '@/lib/fill-text'
import { OUTLINE_BUTTON } from '@/lib/ui/outline-button'

import { postSavedSearchLink, type SavedSearchLinkResult, type SavedSearchList } from './saved-search-api'
import { SAVED_SEARCH_ACTIONS, type SavedSearchAction } from './saved-search-rules'
import type { SavedSearchesTexts } from './saved-searches-texts'
import type { OwnSavedSearch } from './saved-search-store'

type Link = { action: SavedSearchAction; token: string }

/** The action and secret of the e-mail link the page was opened with (`?confirm=…`, `?unsubscribe=…`, `?manage=…`). */
function linkInAddress(search: string): Link | undefined {
  const params = new URLSearchParams(search)
  for (const action of SAVED_SEARCH_ACTIONS) {
    const token = params.get(action)
    if (token) return { action, token }
  }
  return undefined
}

type View =
  { kind: 'no-link' } | { kind: 'loading' } | { kind: 'unknown-link' } | { kind: 'failed' } | { kind: 'list'; list: SavedSearchList; message?: string }

/**
 * What an alert e-mail's link does (issue 41 item 1): confirms the search, stops it, or only shows
 * them; then lists every search of the address with a button that stops each, and one for all.
 */
export function SavedSearchesManager({ texts }: { texts: SavedSearchesTexts }) {
  const [link] = useState(() => linkInAddress(window.location.search))
  const [view, setView] = useState<View>(link ? { kind: 'loading' } : { kind: 'no-link' })
  const [busy, setBusy] = useState(false)

  const show = useCallback((result: SavedSearchLinkResult, message?: string) => {
    if (result.kind === 'ok') setView({ kind: 'list', list: result.list, message })
    else setView({ kind: result.kind })
  }, [])

  // The link's own answer, with what the page says about it: confirmed, stopped, or nothing (manage).
  const showLinkResult = useCallback(
    (result: SavedSearchLinkResult) => {
      const stopped = fillText(texts.unsubscribed, { search: (result.kind === 'ok' && result.list.label) || texts.allCars })
      show(result, link?.action === 'confirm' ? texts.confirmed : link?.action === 'unsubscribe' ? stopped : undefined)
    },
    [link, show, texts],
  )

  // The link's action, carried out once as the page opens (and again by the retry button).
  useEffect(() => {
    if (!link) return
    let current = true
    void postSavedSearchLink(link.action, link.token).then((result) => {
      if (current) showLinkResult(result)
    })
    return () => {
      current = false
    }
  }, [link, showLinkResult])

  const retry = async () => {
    if (!link) return
    setView({ kind: 'loading' })
    showLinkResult(await postSavedSearchLink(link.action, link.token))
  }

  const stop = async (search: OwnSavedSearch | 'all') => {
    if (!link) return
    setBusy(true)
    const result = await postSavedSearchLink('unsubscribe', search === 'all' ? link.token : search.token, search === 'all')
    setBusy(false)
    show(result, search === 'all' ? texts.allUnsubscribed : fillText(texts.unsubscribed, { search: search.label || texts.allCars }))
  }

  if (view.kind === 'no-link') return <p>{texts.noLink}</p>
  if (view.kind === 'loading') return <div className="min-h-28" aria-busy="true" />
  if (view.kind === 'unknown-link') return <p role="alert">{texts.linkInvalid}</p>
  if (view.kind === 'failed') {
    return (
      <div role="alert" className="rounded-brand border border-border bg-surface p-6">
        <p className="mb-4">{texts.loadFailed}</p>
        <button type="button" className="btn-primary" onClick={() => void retry()}>
          {texts.retry}
        </button>
      </div>
    )
  }
  const { list, message } = view
  const active = list.searches.filter((s) => s.status !== 'unsubscribed')
  const statusText = { pending: texts.pending, confirmed: texts.active, unsubscribed: texts.stopped }
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className={message ? 'rounded-brand border border-border bg-surface p-4 font-semibold' : 'sr-only'}>
        {message ?? ''}
      </p>
      <div>
        <h2 className="mb-1">{texts.listHeading}</h2>
        <p className="text-muted">{fillText(texts.mailsTo, { email: list.email })}</p>
      </div>
      {list.searches.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.searches.map((search) => (
            <li key={search.token} className="flex flex-wrap items-center justify-between gap-3 rounded-brand border border-border p-4">
              <div className="min-w-0">
                <a href={search.listPath} className="font-semibold underline">
                  {search.label || texts.allCars}
                </a>
                <p className="text-sm text-muted">{statusText[search.status]}</p>
              </div>
              {search.status !== 'unsubscribed' ? (
                <button
                  type="button"
                  className={OUTLINE_BUTTON}
                  disabled={busy}
                  aria-label={`${texts.stop}: ${search.label || texts.allCars}`}
                  onClick={() => void stop(search)}
                >
                  {texts.stop}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {active.length > 1 ? (
        <div>
          <button type="button" className={OUTLINE_BUTTON} disabled={busy} onClick={() => void stop('all')}>
            {texts.stopAll}
          </button>
        </div>
      ) : null}
    </div>
  )
}
