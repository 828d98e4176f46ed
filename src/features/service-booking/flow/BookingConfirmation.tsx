'use client'

import { useEffect, useRef } from 'react'

import { formatTime } from './BookingSummary'
import { type BookingStore, type BookingTexts as Texts, type BookingVariant, formatSek } from './booking-store'
import { clearStore } from './use-booking-store'

/**
 * Step 5 'Bokning bekräftad' (spec 03 §2.4), or, for a booking held beyond the workshop's daily
 * limit (issue 35 item 4), 'Bokningsförfrågan mottagen' with what happens next.
 */
export function BookingConfirmation({
  store,
  texts,
  directionsTemplate,
  variant,
}: {
  store: BookingStore
  texts: Texts
  directionsTemplate: string
  variant: BookingVariant
}) {
  const info = store.bookingInfo!
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const destination = encodeURIComponent(`${info.location.siteName}, ${info.location.address}`)
  const directions = directionsTemplate
    .replace('{destination}', destination)
    .replace('{lat}', String(info.location.latitude))
    .replace('{lng}', String(info.location.longitude))
  return (
    <section className="flex flex-col gap-3 rounded-brand border border-border p-4" aria-labelledby="sb-confirmed">
      <h2 id="sb-confirmed" ref={heading} tabIndex={-1} className="m-0 text-2xl">
        {info.held ? texts.sbHeld : `✓ ${texts.sbConfirmed}`}
      </h2>
      {info.held ? <p className="m-0">{texts.sbHeldText}</p> : null}
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{info.held ? texts.sbRequestNumber : texts.sbBookingNumber}</dt>
        <dd className="m-0">{info.id}</dd>
        <dt className="font-semibold">{texts.sbWorkshop}</dt>
        <dd className="m-0">
          {info.location.siteName}, {info.location.address}
        </dd>
        <dt className="font-semibold">{texts.sbTime}</dt>
        <dd className="m-0">{formatTime(info.timeSlot, info.isFullDay, texts)}</dd>
      </dl>
      <a className="self-start text-link underline" href={directions} target="_blank" rel="noopener noreferrer">
        {texts.sbDirections}
      </a>
      <ul className="m-0 list-none p-0">
        {Object.entries(store.services).map(([code, s]) => (
          <li key={code}>
            {s.name}
            {s.unit > 1 ? ` × ${s.unit}` : ''}
          </li>
        ))}
      </ul>
      <p className="m-0 font-semibold">
        {texts.sbTotal}: {formatSek(info.total)}
      </p>
      <button
        type="button"
        className="self-start rounded-brand bg-accent px-6 py-2 font-semibold text-accent-contrast"
        onClick={() => {
          clearStore(variant)
          window.location.reload()
        }}
      >
        {texts.sbNewBooking}
      </button>
    </section>
  )
}
