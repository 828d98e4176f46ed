'use client'

import { type FormEvent, useId, useRef, useState } from 'react'

import type { CarListQuery } from '../car-list-types'
import { withKeyphrase } from '../query-state'
import type { CarListFilterTexts } from './filter-rules'
import { TEXT_INPUT } from './filter-styles'
import { CloseIcon } from '@/lib/ui/icons'

export type KeyphraseBoxProps = {
  query: CarListQuery
  onChange: (next: CarListQuery) => void
  texts: Pick<CarListFilterTexts, 'search' | 'searchPlaceholder' | 'searchButton' | 'clearSearch'>
}

/**
 * The car list's search box (spec 02 'Car list page'): the visitor types freely; Enter or the
 * search button puts the keyphrase in the query (page back to 0), the clear button empties the
 * box and drops the keyphrase. The box follows the query when it changes from outside (chips,
 * 'clear all', back button).
 */
export function KeyphraseBox({ query, onChange, texts }: KeyphraseBoxProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [draft, setDraft] = useState(query.keyphrase)
  const [syncedKeyphrase, setSyncedKeyphrase] = useState(query.keyphrase)
  if (syncedKeyphrase !== query.keyphrase) {
    setSyncedKeyphrase(query.keyphrase)
    setDraft(query.keyphrase)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onChange(withKeyphrase(query, draft))
  }
  const clear = () => {
    setDraft('')
    if (query.keyphrase !== '') onChange(withKeyphrase(query, ''))
    inputRef.current?.focus()
  }

  return (
    <form role="search" onSubmit={submit} className="flex w-full gap-2">
      <label htmlFor={id} className="sr-only">
        {texts.search}
      </label>
      <div className="relative min-w-0 flex-1">
        <input
          ref={inputRef}
          id={id}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={texts.searchPlaceholder}
          enterKeyHint="search"
          autoComplete="off"
          className={`${TEXT_INPUT} pr-12 [&::-webkit-search-cancel-button]:appearance-none`}
        />
        {draft !== '' && (
          <button
            type="button"
            aria-label={texts.clearSearch}
            title={texts.clearSearch}
            onClick={clear}
            className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-brand text-muted hover:text-foreground"
          >
            <CloseIcon className="h-4 w-4" strokeWidth={3} />
          </button>
        )}
      </div>
      <button type="submit" className="btn-primary">
        {texts.searchButton}
      </button>
    </form>
  )
}
