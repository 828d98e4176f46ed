'use client'

import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'

export type Suggestion = { id: string; name: string; city: string; address: string }

export type LocatorSearchTexts = { searchLabel: string; searchPlaceholder: string; searchButton: string; searchError: string; suggestions: string }

export type LocatorSearchProps = {
  /** The suggestions for a term (spec 01 §5: 2 matching characters, at most 5). */
  suggest: (term: string) => Suggestion[]
  /** A suggestion was picked (Enter on it or a click). */
  onPick: (id: string) => void
  /** Enter (or the search button) without a picked suggestion: geocode the term; an empty term fits all markers. */
  onSearch: (term: string) => void
  /** The geocoding failed (spec 01 §8 "input marked red"). */
  error: boolean
  /** The visitor changed the term: the error state ends. */
  onEdit: () => void
  busy: boolean
  texts: LocatorSearchTexts
}

/**
 * The map page's search box (spec 01 §4): a WAI-ARIA combobox with a list of suggestions that opens
 * when there are results. Up and Down move through them and wrap around; Enter picks the one in
 * focus, or searches the place when none is; Escape closes; a click outside closes. The
 * suggestion in focus is the input's active descendant, so focus itself stays in the input.
 */
export function LocatorSearch({ suggest, onPick, onSearch, error, onEdit, busy, texts }: LocatorSearchProps) {
  const id = useId()
  const inputId = `${id}-input`
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const optionId = (index: number) => `${id}-option-${index}`
  const wrapperRef = useRef<HTMLFormElement>(null)
  const [term, setTerm] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = useMemo(() => suggest(term), [suggest, term])
  const expanded = open && suggestions.length > 0

  // spec 01 §4 "Clicking outside closes."
  useEffect(() => {
    if (!expanded) return
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) {
        setOpen(false)
        setActive(-1)
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [expanded])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const pick = (suggestion: Suggestion) => {
    setTerm(suggestion.name)
    close()
    onPick(suggestion.id)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return
        event.preventDefault()
        setOpen(true)
        setActive((current) => (current + 1) % count)
        return
      case 'ArrowUp':
        if (count === 0) return
        event.preventDefault()
        setOpen(true)
        setActive((current) => (current <= 0 ? count - 1 : current - 1))
        return
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          close()
        }
        return
      case 'Enter': {
        event.preventDefault()
        const chosen = expanded && active >= 0 ? suggestions[active] : undefined
        if (chosen) pick(chosen)
        else {
          close()
          onSearch(term)
        }
        return
      }
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    close()
    onSearch(term)
  }

  return (
    <form ref={wrapperRef} role="search" onSubmit={onSubmit} className="relative flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {texts.searchLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={texts.searchPlaceholder}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value)
            setOpen(true)
            setActive(-1)
            if (error) onEdit()
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="min-h-11 min-w-0 grow rounded-brand border border-border bg-background px-3 text-base aria-invalid:border-2 aria-invalid:border-warning"
        />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 cursor-pointer rounded-brand bg-accent px-4 font-semibold text-accent-contrast hover:bg-accent-hover disabled:cursor-wait disabled:opacity-70"
        >
          {texts.searchButton}
        </button>
      </div>
      {/* The list element is always there, so aria-controls names a real element. */}
      <div
        id={listId}
        role="listbox"
        aria-label={texts.suggestions}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-brand border border-border bg-background shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          // Options are chosen with the keys on the input (aria-activedescendant) or by pointer; they take no focus themselves.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keep the focus in the input while the pointer picks.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            className="cursor-pointer px-3 py-2 text-sm hover:bg-surface aria-selected:bg-accent aria-selected:text-accent-contrast"
          >
            <span className="font-semibold">{suggestion.name}</span>
            <span className="block text-xs opacity-80">
              {suggestion.address}, {suggestion.city}
            </span>
          </div>
        ))}
      </div>
      <p id={errorId} role="status" className={error ? 'text-sm text-warning' : 'sr-only'}>
        {error ? texts.searchError : ''}
      </p>
    </form>
  )
}
