'use client'

import { useRef, useState } from 'react'

import { Tooltip } from '@/lib/ui/Tooltip'
import { useBottomBar } from '@/lib/ui/bottom-bars'
import { useModalDialog } from '@/lib/ui/use-modal-dialog'

import { type BookingStore, type BookingTexts, fill, formatPlate, formatSek, priceAt, totalOf } from './booking-store'

type Texts = BookingTexts

/** The car panel and the choices so far (spec 03 §2.4 'Car panel', 'Prices'). */
export function SummaryContent({ store, texts }: { store: BookingStore; texts: Texts }) {
  const { car } = store
  const services = Object.entries(store.services)
  if (!car) return <p className="text-sm text-muted">{texts.sbSummaryEmpty}</p>
  return (
    <div className="flex flex-col gap-3 text-sm">
      <div>
        <p
          className={`m-0 inline-block rounded border-2 border-foreground px-2 font-mono text-lg font-bold tracking-wider ${car.isTestCar ? 'sb-test-car bg-accent text-accent-contrast' : ''}`}
        >
          {formatPlate(car.registrationNumber)}
          {car.isTestCar ? <span className="sr-only"> ({texts.sbTestCar})</span> : null}
        </p>
        <p className="m-0 mt-1 font-semibold">
          {car.brand} {car.model}
        </p>
        {car.hasServiceAgreement && !store.bookingInfo ? <p className="m-0 mt-1 text-accent">{texts.sbAgreementNotice}</p> : null}
        <details className="mt-1">
          <summary className="cursor-pointer text-link">{texts.sbCarDetails}</summary>
          <dl className="m-0 mt-1 grid grid-cols-[auto_1fr] gap-x-3">
            <dt>{texts.sbModelYear}</dt>
            <dd className="m-0">{car.buildYear}</dd>
            <dt>{texts.sbRegion}</dt>
            <dd className="m-0">{store.region ?? car.region ?? '–'}</dd>
            <dt>{texts.sbServiceAgreement}</dt>
            <dd className="m-0">{car.hasServiceAgreement ? texts.sbYes : texts.sbNo}</dd>
          </dl>
        </details>
      </div>
      {services.length > 0 ? (
        <div>
          <h3 className="m-0 text-base">{texts.sbServices}</h3>
          <ul className="m-0 list-none p-0">
            {services.map(([code, s]) => {
              // spec 03 §2.4 prices: the median prices until a workshop is chosen, then that workshop's own.
              const own = store.workshopPrices ? priceAt(code, s, store.workshopPrices) : null
              return (
                <li key={code} className="flex justify-between gap-2 py-0.5">
                  <span>
                    {s.name}
                    {s.unit > 1 ? ` × ${s.unit}` : ''}
                    {own && s.priceKnown && (own.price !== s.price || !own.priceKnown) ? (
                      <span className="block text-xs text-muted">{fill(texts.sbMedianPrice, { price: formatSek(s.price * s.unit) })}</span>
                    ) : null}
                  </span>
                  <PriceText service={{ ...(own ?? s), unit: s.unit, notKnownPriceText: s.notKnownPriceText }} texts={texts} />
                </li>
              )
            })}
          </ul>
          <p className="m-0 mt-1 flex justify-between border-t border-border pt-1 font-semibold">
            <span>{texts.sbTotal}</span>
            <span>{formatSek(totalOf(store.services, store.workshopPrices))}</span>
          </p>
          <p className="m-0 mt-1 text-xs text-muted">
            {store.workshopPrices && store.workshop ? fill(texts.sbWorkshopPricesNote, { workshop: store.workshop.siteName }) : texts.sbPriceNote}
          </p>
        </div>
      ) : null}
      {store.workshop ? (
        <div>
          <h3 className="m-0 text-base">{texts.sbWorkshop}</h3>
          <p className="m-0">{store.workshop.siteName}</p>
          {store.time ? <p className="m-0">{formatTime(store.time.timeslot, store.time.isFullDay, texts)}</p> : null}
        </div>
      ) : null}
    </div>
  )
}

/**
 * A price as the spec shows it: 'Pris saknas*' with its tooltip when unknown (the offering's own
 * text from the catalogue, else the dictionary's 'Vi kan ej ge ett pris på denna tjänst'); the
 * agreement price with the full one struck through.
 */
export function PriceText({
  service,
  texts,
}: {
  service: { price: number; priceKnown: boolean; priceDiscount: number | null; unit?: number; notKnownPriceText?: string | null }
  texts: Texts
}) {
  if (!service.priceKnown)
    return (
      <Tooltip text={service.notKnownPriceText?.trim() || texts.sbPriceUnknownTooltip} className="whitespace-nowrap">
        {texts.sbPriceUnknown}
      </Tooltip>
    )
  const units = service.unit ?? 1
  if (service.priceDiscount)
    return (
      <span className="whitespace-nowrap">
        <s className="text-muted">{formatSek(service.price * units)}</s>{' '}
        <span className="font-semibold text-accent">{formatSek((service.price - service.priceDiscount) * units)}</span>
      </span>
    )
  return <span className="whitespace-nowrap">{formatSek(service.price * units)}</span>
}

// Made on first use, not as the module loads: a page's first Intl formatter loads the browser's
// ICU data (tens of ms, more on a phone; see lib/number-format.ts), and the booking page's first
// screen shows no date.
let dayFormat: Intl.DateTimeFormat | undefined
export function formatTime(timeslot: string, isFullDay: boolean, texts: Texts): string {
  dayFormat ??= new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
  const day = dayFormat.format(new Date(`${timeslot.slice(0, 10)}T00:00:00Z`))
  return isFullDay ? `${day}, ${texts.sbFullDay} (08:00)` : `${day} ${timeslot.slice(11, 16)}`
}

/**
 * spec 03 §2.4: "a sticky side panel on wide screens, a bottom drawer on mobile (opens to 80% of
 * screen height, collapsed height 72 px, closes when dragged down over 200 px)". Collapsed it is a
 * bar with a button; open it is a native modal <dialog> (the project's useModalDialog): the focus
 * moves in and stays in, Escape and a click on the dimmed page close it, and the focus returns to
 * the bar's button.
 */
export function SummaryDrawer({ store, texts, counter }: { store: BookingStore; texts: Texts; counter: { n: number; max: number } | null }) {
  const [open, setOpen] = useState(false)
  const [drag, setDrag] = useState(0)
  const start = useRef<number | null>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const dialogRef = useModalDialog(open, { initialFocus: closeButton, closeOnBackdropClick: true })
  const total = totalOf(store.services, store.workshopPrices)
  // The site's scroll-to-top button moves above the bar (only drawn below lg).
  const bar = useRef<HTMLDivElement>(null)
  useBottomBar(bar)
  return (
    <div className="lg:hidden">
      <div
        ref={bar}
        className="fixed inset-x-0 bottom-0 z-40 flex h-[72px] flex-col rounded-t-2xl border-t border-border bg-background shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
      >
        <div aria-hidden="true" className="mx-auto mt-2 h-1.5 w-12 rounded-full bg-border" />
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          className="flex flex-1 items-center justify-between px-4 pb-2 text-left"
          onClick={() => setOpen(true)}
        >
          <span className="font-semibold">{texts.sbOpenSummary}</span>
          <span>
            {store.car
              ? `${formatPlate(store.car.registrationNumber)}${total > 0 ? ` · ${formatSek(total)}` : ''}`
              : counter
                ? fill(texts.sbStepCounter, counter)
                : ''}
          </span>
        </button>
      </div>
      <dialog
        ref={dialogRef}
        aria-label={texts.sbSummaryTitle}
        onClose={() => setOpen(false)}
        className="fixed inset-x-0 top-auto bottom-0 m-0 flex max-h-none w-full max-w-none flex-col rounded-t-2xl border-t border-border bg-background p-0 text-foreground shadow-[0_-4px_16px_rgba(0,0,0,0.12)] not-open:hidden backdrop:bg-black/40"
        style={{ height: `calc(80vh - ${drag}px)` }}
        onPointerDown={(e) => {
          start.current = e.clientY
        }}
        onPointerMove={(e) => {
          if (start.current !== null) setDrag(Math.max(0, e.clientY - start.current))
        }}
        onPointerUp={() => {
          if (drag > 200) setOpen(false)
          start.current = null
          setDrag(0)
        }}
      >
        <div aria-hidden="true" className="mx-auto mt-2 h-1.5 w-12 shrink-0 rounded-full bg-border" />
        <div className="flex items-center justify-between px-4 py-2">
          <h2 className="m-0 text-lg">{texts.sbSummaryTitle}</h2>
          <button ref={closeButton} type="button" className="rounded-brand border border-border px-3 py-1" onClick={() => setOpen(false)}>
            {texts.sbCloseSummary}
          </button>
        </div>
        <div className="overflow-y-auto px-4 pb-6">
          <SummaryContent store={store} texts={texts} />
        </div>
      </dialog>
    </div>
  )
}
