'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useRef, useState, useSyncExternalStore } from 'react'

import type { BrandModelPathValues } from '@/features/car-list'
import { trackEvent } from '@/features/tracking'
import { CloseIcon, SearchIcon } from '@/lib/ui/icons'

// The target's rules (the car list's URL state) in a chunk of their own, fetched when the visitor
// searches: not in the start page's first download (docs/architecture.md 'Client code per page').
const loadHeroSearchHref = () => import('./hero-search-href')

export type HeroSearchFormTexts = { label: string; submit: string; clear: string }

export type HeroSearchFormProps = {
  /** The site's car list path in the page language ('/kop-bil', '/en/kop-bil'). */
  carListPath: string
  /** Brand and model spellings from the facets call, to split the text (spec 02 §5). */
  known: BrandModelPathValues
  placeholder: string
  /** spec 01 §3 SearchBarPlaceholderTextDesktop: the placeholder from 1024 px up. */
  placeholderDesktop: string
  texts: HeroSearchFormTexts
  /** Editors' preview: no navigation and no tracking (spec 01 §6). */
  preview?: boolean
}

const DESKTOP_QUERY = '(min-width: 1024px)'

function subscribeDesktop(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Well inside the search contract's 500-character keyphrase; nobody types more into a search box. */
const MAX_LENGTH = 200

/**
 * The hero banner's car search box (spec 01 §2.7, §5; spec 02 'Hero banner with car search').
 * The search button is disabled while the box is empty, so Enter submits only with text (the
 * browser's implicit submission follows the default button). On search: the data-layer event
 * 'search' with search_type 'start page' and the term (spec 01 §7.2), then the car list URL with
 * brand/model path segments and the rest as keyphrase (heroSearchHref).
 *
 * action/method name the car list (?keyphrase=) as the form's plain target, but the search
 * button only enables with JavaScript (spec 01 §5 disables it while empty). Focus rings are white:
 * the box sits on the banner's darkened picture.
 */
export function HeroSearchForm({ carListPath, known, placeholder, placeholderDesktop, texts, preview = false }: HeroSearchFormProps) {
  const router = useRouter()
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const desktop = useSyncExternalStore(
    subscribeDesktop,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => false,
  )
  const term = text.trim()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (term === '' || preview) return
    const form = event.currentTarget
    trackEvent({ event: 'search', search_type: 'start page', search_term: term })
    loadHeroSearchHref().then(
      ({ heroSearchHref }) => router.push(heroSearchHref(term, known, carListPath)),
      // Offline: the form's own GET to the car list (?keyphrase=), as without script.
      () => form.submit(),
    )
  }

  const clear = () => {
    setText('')
    inputRef.current?.focus()
  }

  return (
    <form role="search" action={carListPath} method="get" onSubmit={onSubmit} className="w-full max-w-xl" data-testid="hero-search-form">
      <label htmlFor={inputId} className="sr-only">
        {texts.label}
      </label>
      <div className="flex w-full gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="keyphrase"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={desktop ? placeholderDesktop : placeholder}
            maxLength={MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            className="h-12 w-full rounded-brand border border-border bg-background pr-12 pl-4 text-base text-foreground shadow-sm placeholder:text-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white [&::-webkit-search-cancel-button]:appearance-none"
          />
          {text !== '' ? (
            <button
              type="button"
              onClick={clear}
              aria-label={texts.clear}
              title={texts.clear}
              className="absolute top-1/2 right-1 flex h-10 w-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-brand text-muted hover:bg-surface hover:text-foreground"
            >
              <CloseIcon className="h-5 w-5" strokeWidth={2.4} />
            </button>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={term === ''}
          className="btn-primary h-12 shrink-0 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-accent"
        >
          <SearchIcon />
          <span>{texts.submit}</span>
        </button>
      </div>
    </form>
  )
}
