'use client'

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

import type { HistogramBin } from '@/integrations/search/search-contract'

import type { CarListQuery, FacetConfig } from '../car-list-types'
import { withRange } from '../query-state'
import {
  clampRange,
  createRangeCommit,
  parseTypedNumber,
  RANGE_COMMIT_DELAY_MS,
  type RangeBounds,
  type RangeCommit,
  rangeSelection,
  type RangeSliderState,
  rangeSliderState,
  type RangeValue,
} from '../range-slider'
import { type CarListFilterTexts, formatFilterNumber, formatTypedNumber } from './filter-rules'
import { FIELDSET, LEGEND, TEXT_INPUT } from './filter-styles'

export type RangeFacetTexts = Pick<CarListFilterTexts, 'from' | 'to'>

/** A histogram facet of the search answer (FacetResult type 'histogram'). */
export type RangeHistogram = { min: number | null; max: number | null; values: readonly HistogramBin[] }

export type RangeFacetProps = {
  facet: FacetConfig
  /** The facet's histogram; without one, or with no values (min/max null), nothing shows. */
  histogram: RangeHistogram | undefined
  query: CarListQuery
  onChange: (next: CarListQuery) => void
  texts: RangeFacetTexts
  languageTag: string
  /** spec 02 §4/§9 debounce, 1500 ms; shorter only in tests. */
  commitDelayMs?: number
}

/**
 * A two-thumb range slider (price, mileage, power …) with a text box per end (spec 02 §5 'Range
 * slider'): values clamp to the facet's min and max and stay ordered; typed numbers lose their
 * spaces and parse as whole numbers; step max(1, range / 100). The query changes 1500 ms after
 * the last move, at once when the thumb is let go (pointer or key) and on blur/Enter in a box
 * (spec 02 §4). An end on its bound is left open, so no car at the very top or bottom is cut off.
 */
export function RangeFacet({ histogram, ...props }: RangeFacetProps) {
  const state = rangeSliderState(props.query.ranges[props.facet.name], { min: histogram?.min ?? null, max: histogram?.max ?? null })
  if (!state) return null
  return <RangeSliderFields {...props} state={state} bins={histogram?.values ?? []} />
}

type RangeSliderFieldsProps = Omit<RangeFacetProps, 'histogram'> & { state: RangeSliderState; bins: readonly HistogramBin[] }

type Thumbs = [number, number]

const sameSelection = (a: Readonly<RangeValue> | null | undefined, b: Readonly<RangeValue> | null | undefined): boolean =>
  (a ?? null) === null || (b ?? null) === null ? (a ?? null) === (b ?? null) : a?.[0] === b?.[0] && a?.[1] === b?.[1]

/** Keys that move a range thumb; letting go of one sends at once. */
const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'])

/** The native thumb is the 44 px target; a 24 px dot drawn inside it (a focus ring around it when focused). */
const THUMB_INPUT = [
  'pointer-events-none absolute inset-0 h-11 w-full appearance-none bg-transparent focus-visible:outline-none disabled:opacity-50',
  '[&::-webkit-slider-runnable-track]:h-11 [&::-webkit-slider-runnable-track]:bg-transparent [&::-moz-range-track]:bg-transparent',
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-11 [&::-webkit-slider-thumb]:w-11 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-0',
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-11 [&::-moz-range-thumb]:w-11 [&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0',
  '[&::-webkit-slider-thumb]:[background:radial-gradient(circle,var(--color-accent)_0_9px,#fff_9.5px_12px,transparent_12.5px)]',
  '[&::-moz-range-thumb]:[background:radial-gradient(circle,var(--color-accent)_0_9px,#fff_9.5px_12px,transparent_12.5px)]',
  'focus-visible:[&::-webkit-slider-thumb]:[background:radial-gradient(circle,var(--color-accent)_0_9px,#fff_9.5px_12px,var(--color-focus)_12.5px_15.5px,transparent_16px)]',
  'focus-visible:[&::-moz-range-thumb]:[background:radial-gradient(circle,var(--color-accent)_0_9px,#fff_9.5px_12px,var(--color-focus)_12.5px_15.5px,transparent_16px)]',
].join(' ')

/** Where a value sits along the track: the native thumb's centre runs from 22 px to width − 22 px. */
const trackPosition = (percent: number) => `calc(${percent / 100} * (100% - 2.75rem) + 1.375rem)`

function RangeSliderFields({ facet, state, bins, query, onChange, texts, languageTag, commitDelayMs = RANGE_COMMIT_DELAY_MS }: RangeSliderFieldsProps) {
  const id = useId()
  const bounds: RangeBounds = { min: state.min, max: state.max }
  const typedText = (value: number) => formatTypedNumber(value, languageTag)

  // The thumbs follow the query; between a move and its commit they show the visitor's draft.
  const syncKey = `${state.min}:${state.max}:${state.low}:${state.high}`
  const [syncedKey, setSyncedKey] = useState(syncKey)
  const [draft, setDraft] = useState<Thumbs>([state.low, state.high])
  const [typed, setTyped] = useState<[string, string]>(() => [typedText(state.low), typedText(state.high)])
  if (syncedKey !== syncKey) {
    setSyncedKey(syncKey)
    setDraft([state.low, state.high])
    setTyped([typedText(state.low), typedText(state.high)])
  }

  // The commit sends with the query and bounds of the moment it fires, not of the first render.
  const latest = useRef({ query, onChange, bounds, facetName: facet.name })
  useEffect(() => {
    latest.current = { query, onChange, bounds, facetName: facet.name }
  })
  // One commit (the debounce) per mounted slider; it reads the latest props when it fires.
  const commitRef = useRef<RangeCommit<Thumbs> | null>(null)
  useEffect(() => {
    const commit = createRangeCommit<Thumbs>((thumbs) => {
      const now = latest.current
      const selection = rangeSelection(thumbs, now.bounds)
      if (sameSelection(selection, now.query.ranges[now.facetName])) return
      now.onChange(withRange(now.query, now.facetName, selection))
    }, commitDelayMs)
    commitRef.current = commit
    return () => {
      commit.cancel()
      commitRef.current = null
    }
  }, [commitDelayMs])

  const lowRef = useRef<HTMLInputElement>(null)
  const highRef = useRef<HTMLInputElement>(null)

  const show = (thumbs: Thumbs) => {
    setDraft(thumbs)
    setTyped([typedText(thumbs[0]), typedText(thumbs[1])])
  }
  // The ends stay ordered: a thumb stops where the other one is.
  const moveLow = (value: number) => {
    const thumbs: Thumbs = [Math.min(value, draft[1]), draft[1]]
    show(thumbs)
    commitRef.current?.change(thumbs)
  }
  const moveHigh = (value: number) => {
    const thumbs: Thumbs = [draft[0], Math.max(value, draft[0])]
    show(thumbs)
    commitRef.current?.change(thumbs)
  }
  /** Let go of a thumb: send what the two inputs hold now. */
  const release = () => {
    const low = lowRef.current?.valueAsNumber ?? draft[0]
    const high = highRef.current?.valueAsNumber ?? draft[1]
    commitRef.current?.release(clampRange([low, high], bounds))
  }
  const releaseOnKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (SLIDER_KEYS.has(event.key)) release()
  }
  /** Blur or Enter in a text box: a number clamps and orders, anything else goes back to the thumb's value. */
  const commitTyped = () => {
    const thumbs = clampRange([parseTypedNumber(typed[0]) ?? draft[0], parseTypedNumber(typed[1]) ?? draft[1]], bounds)
    show(thumbs)
    // Unchanged: nothing new to send (a pending slider move still goes out on its timer).
    if (thumbs[0] !== draft[0] || thumbs[1] !== draft[1]) commitRef.current?.release(thumbs)
  }
  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    commitTyped()
  }

  const span = state.max - state.min
  const percent = (value: number) => (span === 0 ? 0 : ((value - state.min) / span) * 100)
  const lowPercent = percent(draft[0])
  const highPercent = span === 0 ? 100 : percent(draft[1])
  // Thumbs on top of each other: the one that can still move away is on top.
  const lowOnTop = lowPercent > 50
  const format = (value: number) => formatFilterNumber(value, languageTag)
  const fromLabel = `${facet.label} ${texts.from}`
  const toLabel = `${facet.label} ${texts.to}`
  const maxBinCount = Math.max(0, ...bins.map((bin) => bin.count))

  return (
    <fieldset className={FIELDSET} aria-describedby={`${id}-extent`}>
      <legend className={LEGEND}>{facet.label}</legend>
      {bins.length > 1 && maxBinCount > 0 && (
        <div aria-hidden="true" className="mx-[1.375rem] flex h-10 items-end gap-px">
          {bins.map((bin) => (
            <div
              key={`${bin.min}-${bin.max}`}
              className={`flex-1 rounded-t-sm ${bin.max >= draft[0] && bin.min <= draft[1] ? 'bg-accent/40' : 'bg-border'}`}
              style={{ height: `${Math.max(4, (bin.count / maxBinCount) * 100)}%` }}
            />
          ))}
        </div>
      )}
      <div className="relative h-11">
        <div aria-hidden="true" className="absolute inset-x-[1.375rem] top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-border" />
        <div
          aria-hidden="true"
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-accent"
          style={{ left: trackPosition(lowPercent), width: `calc(${(highPercent - lowPercent) / 100} * (100% - 2.75rem))` }}
        />
        <input
          ref={lowRef}
          type="range"
          aria-label={fromLabel}
          aria-valuetext={format(draft[0])}
          min={state.min}
          max={state.max}
          step={state.step}
          value={draft[0]}
          disabled={state.disabled}
          onChange={(event) => moveLow(event.target.valueAsNumber)}
          onPointerUp={release}
          onKeyUp={releaseOnKey}
          className={`${THUMB_INPUT} ${lowOnTop ? 'z-20' : 'z-10'}`}
        />
        <input
          ref={highRef}
          type="range"
          aria-label={toLabel}
          aria-valuetext={format(draft[1])}
          min={state.min}
          max={state.max}
          step={state.step}
          value={draft[1]}
          disabled={state.disabled}
          onChange={(event) => moveHigh(event.target.valueAsNumber)}
          onPointerUp={release}
          onKeyUp={releaseOnKey}
          className={`${THUMB_INPUT} ${lowOnTop ? 'z-10' : 'z-20'}`}
        />
      </div>
      <p id={`${id}-extent`} className="flex justify-between px-1 text-sm text-muted tabular-nums">
        <span>{format(state.min)}</span> <span aria-hidden="true">–</span> <span>{format(state.max)}</span>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-from`} className="text-sm text-muted">
            {texts.from}
          </label>
          <input
            id={`${id}-from`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-label={fromLabel}
            value={typed[0]}
            disabled={state.disabled}
            onChange={(event) => setTyped([event.target.value, typed[1]])}
            onBlur={commitTyped}
            onKeyDown={commitOnEnter}
            className={`${TEXT_INPUT} tabular-nums`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-to`} className="text-sm text-muted">
            {texts.to}
          </label>
          <input
            id={`${id}-to`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-label={toLabel}
            value={typed[1]}
            disabled={state.disabled}
            onChange={(event) => setTyped([typed[0], event.target.value])}
            onBlur={commitTyped}
            onKeyDown={commitOnEnter}
            className={`${TEXT_INPUT} tabular-nums`}
          />
        </div>
      </div>
    </fieldset>
  )
}
