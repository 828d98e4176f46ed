'use client'

import Image from 'next/image'

import { isOptimizableImage } from '@/lib/image-sources'
import { useId, useRef, useState } from 'react'

import { carDetailHref } from '@/features/routing'
import { type CarCardContext, carFullName } from '@/features/car-card'
import { MissingImage } from '@/lib/ui/MissingImage'
import { useModalDialog } from '@/lib/ui/use-modal-dialog'

import type { CompareEntry } from './compare-store'
import { compareRows, type CompareSectionKey } from './compare-table'
import { fillText, type CompareTexts } from './compare-texts'
import { ChevronIcon, CloseIcon } from '@/lib/ui/icons'

export type CompareModalProps = {
  /** Shown as a modal dialog while true; the bar passes false once the list is empty (spec 02 §4). */
  open: boolean
  /** Called whenever the dialog closes (close button, Escape, empty list). */
  onClose: () => void
  entries: readonly CompareEntry[]
  onRemove: (carId: string) => void
  texts: CompareTexts
  context: CarCardContext
}

const SECTION_TITLE: Record<CompareSectionKey, 'compareBasics' | 'compareEquipment' | 'compareTechnicalData'> = {
  basics: 'compareBasics',
  equipment: 'compareEquipment',
  technical: 'compareTechnicalData',
}

/** Differing rows: tinted with the accent (an opaque mix for the sticky row header) and marked with a bar. */
const DIFFERS_CELL = 'bg-[color-mix(in_srgb,var(--color-accent)_10%,var(--color-background))] font-semibold'

/**
 * The side-by-side comparison (spec 02 'Compare bar and modal'): a native modal <dialog>
 * (useModalDialog: focus kept inside, Escape closes, the page behind does not scroll), one column
 * per car, collapsible sections, differing rows highlighted and an 'only differences' filter.
 * Scrolls sideways on phones.
 */
export function CompareModal({ open, onClose, entries, onRemove, texts, context }: CompareModalProps) {
  const dialogRef = useModalDialog(open)
  const closeRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const [differencesOnly, setDifferencesOnly] = useState(false)
  const [collapsed, setCollapsed] = useState<Record<CompareSectionKey, boolean>>({ basics: false, equipment: false, technical: false })

  const sections = open ? compareRows(entries, context) : []
  const shown = sections
    .map((section) => ({ ...section, rows: differencesOnly ? section.rows.filter((row) => row.differs) : section.rows }))
    .filter((section) => section.rows.length > 0)
  const columns = entries.length + 1

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto h-dvh max-h-none w-full max-w-none flex-col bg-background p-0 text-foreground backdrop:bg-black/60 open:flex sm:h-auto sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-7xl sm:rounded-brand sm:shadow-xl"
    >
      {open ? (
        <>
          <div className="shrink-0 border-b border-border px-4 pt-2 sm:px-6">
            <div className="flex items-center gap-4">
              <h2 id={titleId} className="heading-h3 mr-auto font-heading">
                {texts.compareTitle}
              </h2>
              {/* First focusable element: showModal() puts the focus here. */}
              <button
                ref={closeRef}
                type="button"
                onClick={() => dialogRef.current?.close()}
                aria-label={texts.compareClose}
                title={texts.compareClose}
                className="inline-flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-surface"
              >
                <CloseIcon />
              </button>
            </div>
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={differencesOnly}
                onChange={(event) => setDifferencesOnly(event.target.checked)}
                className="h-5 w-5 accent-accent"
              />
              {texts.compareDifferencesOnly}
            </label>
          </div>

          <div className="min-h-0 flex-1 overflow-y-auto">
            {entries.length === 0 ? (
              <p className="p-6 text-muted">{texts.compareEmpty}</p>
            ) : (
              // Keyboard users can scroll the table sideways (a focusable scroll region).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table region must be focusable so keyboard users can scroll it sideways (axe scrollable-region-focusable)
              <div role="region" aria-labelledby={titleId} tabIndex={0} className="overflow-x-auto">
                <table className="w-full border-collapse text-left text-sm">
                  <caption className="sr-only">{texts.compareTitle}</caption>
                  <thead>
                    <tr>
                      <td className="sticky left-0 z-[1] min-w-32 bg-background" />
                      {entries.map(({ car_id, summary }) => (
                        <th key={car_id} scope="col" className="min-w-44 p-3 align-top font-normal sm:min-w-52">
                          <div className="relative aspect-[4/3] w-full overflow-hidden rounded-brand bg-surface">
                            {summary.car_primary_image ? (
                              <Image
                                src={summary.car_primary_image.thumbnail_url}
                                alt=""
                                fill
                                sizes="208px"
                                unoptimized={!isOptimizableImage(summary.car_primary_image.thumbnail_url)}
                                className="object-cover"
                              />
                            ) : (
                              // spec 02 'Compare bar and modal' "A missing-image text is shown on the grid".
                              <div className="flex h-full items-center">
                                <MissingImage text={context.texts.missingImage} />
                              </div>
                            )}
                          </div>
                          <a
                            href={carDetailHref(context.detailBasePath, summary)}
                            className="mt-2 block font-heading text-base font-semibold text-link underline-offset-2 hover:underline"
                          >
                            {summary.car_brand} {summary.car_model}
                          </a>
                          {summary.car_version ? <span className="block text-xs text-muted">{summary.car_version}</span> : null}
                          <button
                            type="button"
                            onClick={() => {
                              onRemove(car_id)
                              // The column and its button are gone: keep the focus inside the dialog.
                              closeRef.current?.focus()
                            }}
                            className="mt-1 inline-flex min-h-11 cursor-pointer items-center gap-1 text-xs text-muted underline underline-offset-2 hover:text-foreground"
                          >
                            <CloseIcon className="h-4 w-4" />
                            {fillText(texts.compareRemoveCar, 'car', carFullName(summary))}
                          </button>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  {shown.map((section) => {
                    const isCollapsed = collapsed[section.key]
                    return (
                      <tbody key={section.key}>
                        <tr>
                          <th scope="colgroup" colSpan={columns} className="border-t border-border bg-surface p-0">
                            <button
                              type="button"
                              aria-expanded={!isCollapsed}
                              onClick={() => setCollapsed((state) => ({ ...state, [section.key]: !state[section.key] }))}
                              className="sticky left-0 flex min-h-11 cursor-pointer items-center gap-2 px-4 text-left font-heading text-base font-semibold"
                            >
                              <ChevronIcon direction="down" className={`h-4 w-4 transition-transform ${isCollapsed ? '-rotate-90' : ''}`} />
                              {texts[SECTION_TITLE[section.key]]}
                            </button>
                          </th>
                        </tr>
                        {isCollapsed
                          ? null
                          : section.rows.map((row) => (
                              <tr key={`${row.kind}:${row.key}`} data-differs={row.differs || undefined} className="border-t border-border">
                                <th
                                  scope="row"
                                  className={`sticky left-0 z-[1] border-l-4 px-3 py-2 align-top font-medium ${row.differs ? `border-accent ${DIFFERS_CELL}` : 'border-transparent bg-background'}`}
                                >
                                  {row.kind === 'value' ? texts.compareFields[row.key] : row.key}
                                </th>
                                {row.values.map((value, index) => (
                                  <td key={index} className={`px-3 py-2 align-top ${row.differs ? DIFFERS_CELL : ''}`}>
                                    {row.kind === 'value' ? (
                                      (value ?? <span aria-hidden="true">–</span>)
                                    ) : (
                                      // spec 02 'Compare bar and modal': equipment ✓/– per car.
                                      <>
                                        <span aria-hidden="true" className={value === true ? 'text-foreground' : 'text-muted'}>
                                          {value === true ? '✓' : value === false ? '–' : '?'}
                                        </span>
                                        <span className="sr-only">
                                          {value === true ? texts.compareIncluded : value === false ? texts.compareNotIncluded : texts.compareUnknown}
                                        </span>
                                      </>
                                    )}
                                  </td>
                                ))}
                              </tr>
                            ))}
                      </tbody>
                    )
                  })}
                </table>
                {shown.length === 0 ? <p className="p-6 text-muted">{texts.compareNoDifferences}</p> : null}
              </div>
            )}
          </div>
        </>
      ) : null}
    </dialog>
  )
}
