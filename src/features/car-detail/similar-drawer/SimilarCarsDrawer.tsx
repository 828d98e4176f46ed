'use client'

import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react'

import { CarCard, type CarCardContext, type CarSummary } from '@/features/car-card'
import { fillText } from '@/lib/fill-text'
import { useBottomBar } from '@/lib/ui/bottom-bars'

import {
  DRAWER_CARD_GAP_PX,
  DRAWER_CARD_WIDTH_PX,
  DRAWER_PEEK_PX,
  drawerAnchorTop,
  type DrawerState,
  drawerTransform,
  drawerTravel,
  isDragMovement,
  offsetWhileDragging,
  type ScrollEdges,
  scrollEdges,
  scrollTargetLeft,
  stateAfterDrag,
} from './similar-drawer-rules'
import { ChevronIcon } from '@/lib/ui/icons'

/** The drawer's texts, built on the server from the dictionary (car-detail-texts similarDrawerTexts). */
export type SimilarCarsDrawerTexts = {
  /** The drawer's heading (the same text as the default layout's similar-cars grid). */
  heading: string
  /** The handle button's name while closed / open. */
  open: string
  close: string
  /** The card row's previous / next buttons. */
  previous: string
  next: string
  /** '{count}' is the number of cars in the drawer. */
  count: string
}

export type SimilarCarsDrawerProps = {
  cars: readonly CarSummary[]
  cardContext: CarCardContext
  texts: SimilarCarsDrawerTexts
  /** spec 02 §9 "Recommendations 8". */
  max: number
}

type Drag = {
  pointerId: number
  startY: number
  from: DrawerState
  travel: number
  /** Past the tap slop: the press is a drag, its click must not toggle as well. */
  moved: boolean
}

/** Before the row is measured: assume there is more to the right (the server's rendering). */
const UNMEASURED_EDGES: ScrollEdges = { atStart: true, atEnd: false }

const ROUND_BUTTON =
  'inline-flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-full border border-border bg-background text-foreground shadow-sm transition-colors hover:bg-surface aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-background'

/** The row's scroll edges now; the same object when unchanged, so React skips the re-render. */
function edgesOf(row: HTMLElement, before: ScrollEdges): ScrollEdges {
  const next = scrollEdges(row.scrollLeft, row.scrollWidth, row.clientWidth)
  return before.atStart === next.atStart && before.atEnd === next.atEnd ? before : next
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The car-store layout's similar cars (spec 02 'Car detail page' "Car-store variant ... a
 * draggable 'similar cars' drawer"; §4 "closed offset -80 px, 30% drag threshold"; §9 "drawer
 * card 330 px"): a drawer docked at the bottom of the viewport.
 * - Closed, only its 80 px handle strip (heading, count, chevron button) peeks up; the body with
 *   the cars is off-screen and inert (out of the accessibility tree and the tab order).
 * - The handle button (aria-expanded, aria-controls) opens and closes it, so do Enter/Space on it;
 *   Escape inside the drawer closes it and puts the focus back on the button.
 * - The strip can be dragged (pointer events, mouse and touch, touch-action: none): the drawer
 *   follows the pointer between open and closed and on release snaps to the other state past
 *   30 % of its travel, otherwise back. A press without movement is a click and toggles.
 * - Open, the cars are a horizontal scroll-snap row of 330 px cards with previous/next buttons.
 * - An in-flow spacer as tall as the peek ends the page, so the closed drawer never covers the
 *   contact section or the footer.
 * Nothing at all without cars.
 */
export function SimilarCarsDrawer({ cars, cardContext, texts, max }: SimilarCarsDrawerProps) {
  const shown = cars.slice(0, max)
  const [open, setOpen] = useState(false)
  // translateY in px while the handle is dragged; null while the drawer rests.
  const [dragOffset, setDragOffset] = useState<number | null>(null)
  const [edges, setEdges] = useState<ScrollEdges>(UNMEASURED_EDGES)
  const drag = useRef<Drag | null>(null)
  // Set when a drag ends: the click the browser fires after it must not toggle the drawer back.
  const clickEndsDrag = useRef(false)
  const panelRef = useRef<HTMLElement>(null)
  // The page's fixed buttons (scroll-to-top) move above the drawer's visible part.
  useBottomBar(panelRef, shown.length > 0)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const rowRef = useRef<HTMLUListElement>(null)
  const headingId = useId()
  const bodyId = useId()
  const rowId = useId()
  const countId = useId()
  const state: DrawerState = open ? 'open' : 'closed'

  const measureEdges = () => {
    const row = rowRef.current
    if (row) setEdges((before) => edgesOf(row, before))
  }

  // The previous/next buttons follow the row's size (window resizes, cards loading).
  useEffect(() => {
    const row = rowRef.current
    if (!row) return
    const update = () => setEdges((before) => edgesOf(row, before))
    if (typeof ResizeObserver === 'undefined') {
      update()
      return
    }
    const observer = new ResizeObserver(update)
    observer.observe(row)
    return () => observer.disconnect()
  }, [])

  if (shown.length === 0) return null

  const setDrawerState = (next: DrawerState) => {
    // The body turns inert when closed: focus inside it would be lost, so it goes to the handle.
    if (next === 'closed' && bodyRef.current?.contains(document.activeElement)) buttonRef.current?.focus()
    setOpen(next === 'open')
  }

  const onHandleClick = (event: MouseEvent<HTMLDivElement>) => {
    const endsDrag = clickEndsDrag.current
    clickEndsDrag.current = false
    // detail 0: a click from the keyboard (Enter/Space on the button), never the end of a drag.
    if (endsDrag && event.detail !== 0) return
    setDrawerState(open ? 'closed' : 'open')
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    clickEndsDrag.current = false
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      from: state,
      travel: drawerTravel(panelRef.current?.offsetHeight ?? 0),
      moved: false,
    }
    // Keep receiving the moves when the pointer leaves the strip (a fast flick, a finger).
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current
    if (!current || current.pointerId !== event.pointerId) return
    const deltaY = event.clientY - current.startY
    if (!current.moved && !isDragMovement(deltaY)) return
    current.moved = true
    setDragOffset(offsetWhileDragging(current.from, current.travel, deltaY))
  }

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current
    if (!current || current.pointerId !== event.pointerId) return
    drag.current = null
    // A press without movement: the click that follows toggles.
    if (!current.moved) return
    clickEndsDrag.current = true
    setDragOffset(null)
    setDrawerState(stateAfterDrag(current.from, current.travel, event.clientY - current.startY))
  }

  // A cancelled drag (the browser took over the gesture, capture lost) snaps back.
  const cancelDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return
    drag.current = null
    setDragOffset(null)
  }

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return
    event.preventDefault()
    setDrawerState('closed')
    buttonRef.current?.focus()
  }

  const scrollRow = (direction: 1 | -1) => {
    const row = rowRef.current
    if (!row || (direction === 1 ? edges.atEnd : edges.atStart)) return
    const first = row.firstElementChild
    const second = first?.nextElementSibling
    // One card and its gap, as laid out; the spec's card width where the layout is not there.
    const step =
      first instanceof HTMLElement && second instanceof HTMLElement ? second.offsetLeft - first.offsetLeft : DRAWER_CARD_WIDTH_PX + DRAWER_CARD_GAP_PX
    const left = scrollTargetLeft(row.scrollLeft, step, direction, row.scrollWidth - row.clientWidth)
    row.scrollTo({ left, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
  }

  const dragging = dragOffset !== null
  const toggleLabel = open ? texts.close : texts.open
  const countText = fillText(texts.count, { count: shown.length })
  const rowScrolls = !(edges.atStart && edges.atEnd)

  return (
    <>
      {/* The page's end keeps the peek's height free: the closed drawer covers only this. */}
      <div aria-hidden="true" data-testid="similar-drawer-spacer" className="shrink-0" style={{ height: DRAWER_PEEK_PX }} />
      <div className="pointer-events-none fixed inset-x-0 z-30 flex justify-center" style={{ top: drawerAnchorTop }}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the drawer's handle strip is dragged with a pointer; keyboard users open and close it with the button inside it */}
        <section
          ref={panelRef}
          id="similar-cars"
          aria-labelledby={headingId}
          data-state={state}
          data-dragging={dragging ? 'true' : undefined}
          data-testid="similar-drawer"
          onKeyDown={onPanelKeyDown}
          style={{ transform: drawerTransform(state, dragOffset) }}
          className={`pointer-events-auto w-full max-w-7xl rounded-t-brand border border-b-0 border-border bg-background shadow-[0_-4px_24px_rgba(0,0,0,0.15)] will-change-transform motion-reduce:transition-none ${
            dragging ? '' : 'transition-transform duration-300 ease-out'
          }`}
        >
          {/* The handle strip: the part that peeks when closed (spec 02 §4 "closed offset -80 px"). */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the drawer's handle strip is dragged with a pointer; keyboard users open and close it with the button inside it */}
          <div
            data-testid="similar-drawer-handle"
            onClick={onHandleClick}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={cancelDrag}
            onLostPointerCapture={cancelDrag}
            style={{ height: DRAWER_PEEK_PX }}
            className={`relative flex touch-none items-center gap-3 px-4 select-none ${dragging ? 'cursor-grabbing' : 'cursor-grab'}`}
          >
            {/* The grip: shows the strip can be dragged. */}
            <span aria-hidden="true" className="absolute top-2 left-1/2 h-1.5 w-12 -translate-x-1/2 rounded-full bg-border" />
            <h2 id={headingId} className="truncate text-lg">
              {texts.heading}
            </h2>
            <span
              aria-hidden="true"
              className="inline-flex min-w-7 items-center justify-center rounded-full bg-accent px-2 py-0.5 text-sm font-semibold text-accent-contrast tabular-nums"
            >
              {shown.length}
            </span>
            <span id={countId} className="sr-only">
              {countText}
            </span>
            <button
              ref={buttonRef}
              type="button"
              aria-expanded={open}
              aria-controls={bodyId}
              aria-label={toggleLabel}
              aria-describedby={countId}
              title={toggleLabel}
              data-testid="similar-drawer-toggle"
              className={`${ROUND_BUTTON} ml-auto`}
            >
              <ChevronIcon direction="up" className={`h-5 w-5 transition-transform duration-300 motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
            </button>
          </div>

          {/* Closed, the body is off-screen: inert keeps it out of the accessibility tree and the tab order. */}
          <div ref={bodyRef} id={bodyId} inert={!open} data-testid="similar-drawer-body" className="max-h-[calc(100dvh-8rem)] overflow-y-auto pb-4">
            <div className={`justify-end gap-2 px-4 pb-2 ${rowScrolls ? 'flex' : 'hidden'}`}>
              <button
                type="button"
                aria-label={texts.previous}
                title={texts.previous}
                aria-controls={rowId}
                aria-disabled={edges.atStart}
                onClick={() => scrollRow(-1)}
                className={ROUND_BUTTON}
              >
                <ChevronIcon direction="left" />
              </button>
              <button
                type="button"
                aria-label={texts.next}
                title={texts.next}
                aria-controls={rowId}
                aria-disabled={edges.atEnd}
                onClick={() => scrollRow(1)}
                className={ROUND_BUTTON}
              >
                <ChevronIcon direction="right" />
              </button>
            </div>
            <ul
              ref={rowRef}
              id={rowId}
              aria-labelledby={headingId}
              onScroll={measureEdges}
              data-testid="similar-drawer-row"
              className="flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto overscroll-x-contain px-4 pt-1 pb-2"
            >
              {shown.map((car) => (
                <li key={car.car_id} className="flex max-w-[85vw] shrink-0 snap-start" style={{ width: DRAWER_CARD_WIDTH_PX }}>
                  <CarCard car={car} context={cardContext} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>
    </>
  )
}
