'use client'

import { type FormEvent, useId, useState } from 'react'

import { trackEvent } from '@/features/tracking'
import { SearchIcon } from '@/lib/ui/icons'

export type ConfiguredSearchFormProps = {
  /** The editor's search path ('/kop-bil'), in the page language. */
  action: string
  placeholder: string
  texts: { label: string; submit: string }
  /** Editors' preview: no navigation and no tracking (spec 01 §6). */
  preview?: boolean
}

/**
 * The search bar of the first hero family and the hero carousel (spec 01 §2.7 "The search submits
 * to the configured search path with the query keyphrase", §3 HeroBannerSearchUrl / SearchBarUrl,
 * §5): the button is disabled while the box is empty, Enter submits, and a search pushes the
 * data-layer event 'search' with search_type 'start page' (§2.7, §7.2). The browser's own GET does
 * the navigation (`<path>?keyphrase=…`), so it works before the script has loaded too.
 */
export function ConfiguredSearchForm({ action, placeholder, texts, preview = false }: ConfiguredSearchFormProps) {
  const inputId = useId()
  const [text, setText] = useState('')
  const term = text.trim()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (term === '' || preview) {
      event.preventDefault()
      return
    }
    trackEvent({ event: 'search', search_type: 'start page', search_term: term })
  }

  return (
    <form role="search" action={action} method="get" onSubmit={onSubmit} className="w-full max-w-xl">
      <label htmlFor={inputId} className="sr-only">
        {texts.label}
      </label>
      <div className="flex w-full gap-2">
        <input
          id={inputId}
          type="search"
          name="keyphrase"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 min-w-0 flex-1 rounded-brand border border-border bg-background px-4 text-base text-foreground shadow-sm placeholder:text-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        />
        <button
          type="submit"
          disabled={term === ''}
          className="btn-primary h-12 shrink-0 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-60"
        >
          <SearchIcon />
          <span>{texts.submit}</span>
        </button>
      </div>
    </form>
  )
}
