'use client'

import Image from 'next/image'

import { isOptimizableImage } from '@/lib/image-sources'
import { useBottomBar } from '@/lib/ui/bottom-bars'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import { type CarCardContext, carFullName } from '@/features/car-card'

import { compareStore, removeFromCompare, useCompareEntries } from './compare-store'
import { fillText, type CompareTexts } from './compare-texts'
import { CloseIcon } from '@/lib/ui/icons'

// The comparison appears only after a click: its code (the table and its row rules, ~3 KB gzip) is
// a chunk of its own, not part of the car list's first script (issue 16: bundle sizes per page).
// It is fetched as soon as the bar shows, so opening rarely waits for it.
const loadCompareModal = () => import('./CompareModal')
const CompareModal = lazy(() => loadCompareModal().then((m) => ({ default: m.CompareModal })))

export type { CompareTexts } from './compare-texts'

export type CompareBarProps = {
  texts: CompareTexts
  /** The card context of the page: language, detail path, price and missing-image texts. */
  context: CarCardContext
}

/**
 * The fixed compare bar at the bottom of the page (spec 02 'Compare bar and modal'): shown while
 * the compare list has cars, with each car and its remove button, the button that opens the
 * comparison and a clear button. Render it once per page (the list and detail pages).
 */
export function CompareBar({ texts, context }: CompareBarProps) {
  const entries = useCompareEntries()
  const [open, setOpen] = useState(false)
  // Made on the first open and kept (it closes itself when the list empties).
  const [opened, setOpened] = useState(false)
  const openButton = useRef<HTMLButtonElement>(null)
  const count = entries.length
  const shown = count > 0
  // The page's fixed buttons (scroll-to-top) move above the bar.
  const bar = useRef<HTMLElement>(null)
  useBottomBar(bar, shown)

  useEffect(() => {
    if (shown) void loadCompareModal().catch(() => undefined)
  }, [shown])

  const remove = (carId: string) => {
    compareStore.update((list) => removeFromCompare(list, carId))
    // The removed car's button is gone: keep the keyboard focus in the bar.
    if (!open) openButton.current?.focus()
  }

  const openText = texts.compareOpen.includes('{count}') ? fillText(texts.compareOpen, 'count', String(count)) : `${texts.compareOpen} (${count})`

  return (
    <>
      {count > 0 ? (
        <>
          {/* Room at the end of the page so the fixed bar never hides the last content. */}
          <div aria-hidden="true" className="h-32 sm:h-24" />
          <section
            ref={bar}
            aria-label={texts.compareTitle}
            data-testid="compare-bar"
            className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background shadow-lg"
          >
            <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
              <ul className="flex min-w-0 basis-full gap-2 overflow-x-auto sm:flex-1 sm:basis-auto">
                {entries.map(({ car_id, summary }) => {
                  const name = carFullName(summary)
                  return (
                    <li key={car_id} className="flex shrink-0 items-center gap-2 rounded-brand border border-border bg-surface pl-1">
                      <span className="relative hidden h-10 w-14 shrink-0 overflow-hidden rounded-brand bg-background sm:block">
                        {summary.car_primary_image ? (
                          <Image
                            src={summary.car_primary_image.thumbnail_url}
                            alt=""
                            fill
                            sizes="56px"
                            unoptimized={!isOptimizableImage(summary.car_primary_image.thumbnail_url)}
                            className="object-cover"
                          />
                        ) : null}
                      </span>
                      <span className="max-w-40 truncate text-sm" title={name}>
                        {summary.car_brand} {summary.car_model}
                      </span>
                      <button
                        type="button"
                        onClick={() => remove(car_id)}
                        aria-label={fillText(texts.compareRemoveCar, 'car', name)}
                        title={fillText(texts.compareRemoveCar, 'car', name)}
                        className="inline-flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-brand text-muted hover:bg-background hover:text-foreground"
                      >
                        <CloseIcon className="h-5 w-5" />
                      </button>
                    </li>
                  )
                })}
              </ul>
              <div className="ml-auto flex shrink-0 items-center gap-2">
                <button
                  type="button"
                  onClick={() => compareStore.set([])}
                  className="inline-flex min-h-11 cursor-pointer items-center rounded-brand px-3 text-sm font-semibold underline underline-offset-2 hover:bg-surface"
                >
                  {texts.compareClear}
                </button>
                <button
                  ref={openButton}
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => {
                    setOpened(true)
                    setOpen(true)
                  }}
                  className="btn-primary"
                >
                  {openText}
                </button>
              </div>
            </div>
          </section>
        </>
      ) : null}
      {/* spec 02 §4 "The modal closes automatically when the list is empty". */}
      {opened ? (
        <Suspense fallback={null}>
          <CompareModal
            open={open && count > 0}
            onClose={() => setOpen(false)}
            entries={entries}
            onRemove={(carId) => compareStore.update((list) => removeFromCompare(list, carId))}
            texts={texts}
            context={context}
          />
        </Suspense>
      ) : null}
    </>
  )
}
