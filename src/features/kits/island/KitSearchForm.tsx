'use client'

import { fillText } from '@/lib/fill-text'

import { useState } from 'react'

import { kitTotalLabel } from '../kit-query'
import { type KitTexts } from './kit-texts'

type KitSearchFormProps = {
  /** The address's search words. */
  q: string | undefined
  total: number
  texts: KitTexts
  onSearch: (q: string | undefined) => void
  /** Opens the 420 px filter panel (below 1024 px, where the sidebar is hidden). */
  onOpenFilters: () => void
}

/** The search box and, on narrow screens, the filter panel's button with the result count. */
export function KitSearchForm({ q, total, texts: t, onSearch, onOpenFilters }: KitSearchFormProps) {
  // The search box follows the address (back/forward), adjusted during render.
  const [keyphrase, setKeyphrase] = useState(q ?? '')
  const [keyphraseOf, setKeyphraseOf] = useState(q)
  if (keyphraseOf !== q) {
    setKeyphraseOf(q)
    setKeyphrase(q ?? '')
  }
  return (
    <form
      role="search"
      className="mb-4 flex flex-wrap gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(keyphrase.trim() || undefined)
      }}
    >
      <label htmlFor="kits-search" className="sr-only">
        {t.kitsSearchLabel}
      </label>
      <input
        id="kits-search"
        type="search"
        value={keyphrase}
        onChange={(e) => setKeyphrase(e.target.value)}
        placeholder={t.kitsSearchLabel}
        className="min-w-48 flex-1 rounded border border-neutral-500 px-3 py-2"
      />
      <button type="submit" className="rounded bg-neutral-900 px-4 py-2 text-white">
        {t.kitsSearchButton}
      </button>
      <button type="button" className="rounded border border-neutral-900 px-4 py-2 lg:hidden" onClick={onOpenFilters}>
        {fillText(t.kitsFiltersButton!, { count: kitTotalLabel(total) })}
      </button>
    </form>
  )
}
