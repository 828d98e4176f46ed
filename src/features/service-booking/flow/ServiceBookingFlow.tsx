'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import { trackEvent } from '@/features/tracking'

import { authorizedWorkshop, BookingCallError, fetchPrices, lookupCar, type PlaceSuggestion, searchPlaces } from './api'
import { formatTime, SummaryContent, SummaryDrawer } from './BookingSummary'
import { type BrandLogo, BrandMark } from './BrandMark'
import {
  afterLookup,
  BOOKING_STATES,
  type BookingStore,
  type BookingTexts,
  type BookingVariant,
  fill,
  formatPlate,
  stepCounter,
  totalOf,
} from './booking-store'
import { BookingConfirmation } from './BookingConfirmation'
import { StepSection } from './StepSection'
import { useBookingStore } from './use-booking-store'
import { SearchIcon } from '@/lib/ui/icons'

const OfferingsStep = lazy(() => import('./OfferingsStep'))
const WorkshopStep = lazy(() => import('./WorkshopStep'))

type Texts = BookingTexts
/** The data layer's step names by state (spec 03 §4: the two variants count differently). */
const STEP_NAMES: Record<BookingVariant, readonly string[]> = {
  page: ['', 'vehicle', 'services', 'addons', 'workshop and time', 'complete booking'],
  lookup: ['registration and place', 'choose service', 'addon', 'time and place', 'contact details', 'complete'],
}
export type ServiceBookingFlowProps = {
  /** spec 03 §4: 'page' (states 1–5) or 'lookup' (steps 0–5, the plate lookup first, max 4 after it). */
  variant: BookingVariant
  texts: BookingTexts
  headerLinks: { label: string; url: string }[]
  authorisedBrands: string[]
  /** Brand logos of the site's brand row by lower-case brand name; a brand without one gets a drawn badge. */
  brandLogos: Readonly<Record<string, BrandLogo>>
  damageInspectionUrl: string | null
  contactEmail: string | null
  /** From the page's ?lat&lng (the facility page's 'Boka service & verkstad' link). */
  initialPosition: { lat: number; lng: number } | null
  directionsTemplate: string
  /** The map tile style (SHOWROOM_MAP_STYLE_URL) for step 4's map; the built-in basemap without it. */
  mapStyleUrl?: string
}

/**
 * The service booking flow (spec 03 §2.4, §4 'page variant, states 1-5'): car, services, add-ons,
 * workshop and time, confirmation, with the summary beside it (wide) or in a drawer (phone). The
 * store lives in session storage, so a reload keeps the visitor's place.
 */
export default function ServiceBookingFlow(props: ServiceBookingFlowProps) {
  const { texts, variant, initialPosition } = props
  const S = BOOKING_STATES[variant]
  // A new booking on the server and while hydrating, then the tab's stored one (use-booking-store).
  const { store, setStore, restored } = useBookingStore(variant, initialPosition)
  // spec 03 §7 data layer: the flow's steps as flow_interaction.
  const shownStep = restored ? store.displayState : undefined
  useEffect(() => {
    if (shownStep !== undefined)
      trackEvent({ event: 'flow_interaction', flow: 'service-booking', variant, step: shownStep, stepName: STEP_NAMES[variant][shownStep] ?? '' })
  }, [shownStep, variant])

  // spec 03 §7 "A separate price refresh runs when the site changes": the chosen workshop's own prices.
  const departmentId = store.workshop?.departmentId ?? null
  const plate = store.car?.registrationNumber ?? null
  const codes = Object.keys(store.services).join(',')
  const milage = store.milage ?? 0
  useEffect(() => {
    if (!departmentId || !plate || !codes) return
    let cancelled = false
    fetchPrices(plate, milage, departmentId, codes.split(','))
      .then((answer) => {
        if (cancelled) return
        const prices = Object.fromEntries(answer.offers.map((o) => [o.code, { price: o.price, priceDiscount: o.priceDiscount ?? null }]))
        setStore((s) => (s.workshop?.departmentId === departmentId ? { ...s, workshopPrices: { departmentId, prices } } : s))
      })
      // Without them the median prices stay.
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [departmentId, plate, codes, milage, setStore])

  const update = (change: Partial<BookingStore>) => setStore((s) => ({ ...s, ...change }))
  const goTo = (state: number) => setStore((s) => ({ ...s, bookingState: Math.max(s.bookingState, state), displayState: state }))
  const counter = stepCounter(variant, store)
  const confirmed = store.bookingInfo !== null
  const lookup = variant === 'lookup'
  const chosenSummary = store.workshop && store.time ? `${store.workshop.siteName} · ${formatTime(store.time.timeslot, store.time.isFullDay, texts)}` : null
  const workshopStep = (phase: 'all' | 'pick' | 'contact') => (
    <Suspense fallback={<p className="m-0 text-muted">{texts.sbLoading}</p>}>
      <WorkshopStep
        store={store}
        texts={texts}
        contactEmail={props.contactEmail}
        mapStyleUrl={props.mapStyleUrl}
        phase={phase}
        onChoose={(workshop, time) =>
          // The lookup variant: a chosen time moves on to step 4 'contact details'; 'Ändra verkstad eller tid' back to 3.
          lookup
            ? setStore((s) => ({
                ...s,
                workshop,
                time,
                workshopPrices: workshop && s.workshopPrices?.departmentId === workshop.departmentId ? s.workshopPrices : null,
                bookingState: time ? Math.max(s.bookingState, S.contact) : S.workshop,
                displayState: time ? S.contact : S.workshop,
              }))
            : setStore((s) => ({
                ...s,
                workshop,
                time,
                workshopPrices: workshop && s.workshopPrices?.departmentId === workshop.departmentId ? s.workshopPrices : null,
              }))
        }
        onBooked={(id, held) => {
          // spec 03 §7 "Purchase analytics event on booking completion": a held request is no booking yet.
          if (!held) trackEvent({ event: 'purchase', ecommerce: { currency: 'SEK', value: totalOf(store.services, store.workshopPrices), transaction_id: id } })
          setStore((s) =>
            s.workshop && s.time
              ? {
                  ...s,
                  bookingState: S.done,
                  displayState: S.done,
                  bookingInfo: {
                    id,
                    timeSlot: s.time.timeslot,
                    isFullDay: s.time.isFullDay,
                    location: s.workshop,
                    total: totalOf(s.services, s.workshopPrices),
                    held,
                  },
                }
              : s,
          )
        }}
      />
    </Suspense>
  )

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 pb-28 lg:pb-6">
      <BookingHeader store={store} {...props} />
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_340px]">
        <div className="flex min-w-0 flex-col gap-3">
          <p className="m-0 min-h-5 text-sm font-semibold text-muted" aria-live="polite">
            {counter ? fill(texts.sbStepCounter, counter) : null}
          </p>
          {confirmed ? (
            <BookingConfirmation store={store} texts={texts} directionsTemplate={props.directionsTemplate} variant={variant} />
          ) : (
            <>
              <StepSection
                step={S.car}
                // The lookup step's marker in place of a step number (it is step 0, spec 03 §4).
                marker={lookup ? <SearchIcon className="h-4 w-4" strokeWidth={2.08} /> : undefined}
                title={lookup ? texts.sbLookupTitle : texts.sbStep1Title}
                doneTitle={texts.sbStep1Done}
                summary={
                  store.car ? `${formatPlate(store.car.registrationNumber)} · ${store.car.brand} ${store.car.model} · ${store.location?.name ?? ''}` : null
                }
                done={store.bookingState > S.car}
                open={store.displayState === S.car}
                reachable
                onOpen={() => update({ displayState: S.car })}
                doneLabel={texts.sbStepDone}
              >
                {/* Its fields start from the store: made again once the tab's stored booking is read. */}
                <CarStep
                  key={restored ? 'restored' : 'new'}
                  store={store}
                  texts={texts}
                  variant={variant}
                  onDone={(change) => setStore((s) => ({ ...s, ...change }))}
                />
              </StepSection>
              <StepSection
                step={S.services}
                title={texts.sbStep2Title}
                summary={Object.values(store.services)
                  .filter((s) => s.type === 'service')
                  .map((s) => s.name)
                  .join(', ')}
                done={store.bookingState > S.services}
                open={store.displayState === S.services}
                reachable={store.bookingState >= S.services}
                onOpen={() => update({ displayState: S.services })}
                doneLabel={texts.sbStepDone}
              >
                <Suspense fallback={<p className="m-0 text-muted">{texts.sbLoading}</p>}>
                  <OfferingsStep
                    kind="service"
                    store={store}
                    texts={texts}
                    damageInspectionUrl={props.damageInspectionUrl}
                    contactEmail={props.contactEmail}
                    onChange={(services, milage) => update({ services, milage, workshop: null, time: null, workshopPrices: null })}
                    onContinue={() => goTo(S.addons)}
                  />
                </Suspense>
              </StepSection>
              <StepSection
                step={S.addons}
                title={texts.sbStep3Title}
                summary={Object.values(store.services)
                  .filter((s) => s.type === 'addon')
                  .map((s) => s.name)
                  .join(', ')}
                done={store.bookingState > S.addons}
                open={store.displayState === S.addons}
                reachable={store.bookingState >= S.addons}
                onOpen={() => update({ displayState: S.addons })}
                doneLabel={texts.sbStepDone}
              >
                <Suspense fallback={<p className="m-0 text-muted">{texts.sbLoading}</p>}>
                  <OfferingsStep
                    kind="addon"
                    store={store}
                    texts={texts}
                    damageInspectionUrl={null}
                    contactEmail={props.contactEmail}
                    onChange={(services, milage) => update({ services, milage, workshop: null, time: null, workshopPrices: null })}
                    onContinue={() => goTo(S.workshop)}
                  />
                </Suspense>
              </StepSection>
              <StepSection
                step={S.workshop}
                title={texts.sbStep4Title}
                summary={lookup ? chosenSummary : null}
                done={lookup && store.bookingState > S.workshop}
                open={store.displayState === S.workshop}
                reachable={store.bookingState >= S.workshop}
                // Reopening the lookup variant's step 3 is choosing again ('Ändra verkstad eller tid').
                onOpen={() => update(lookup ? { displayState: S.workshop, workshop: null, time: null, workshopPrices: null } : { displayState: S.workshop })}
                doneLabel={texts.sbStepDone}
              >
                {workshopStep(lookup ? 'pick' : 'all')}
              </StepSection>
              {lookup ? (
                <StepSection
                  step={S.contact}
                  title={texts.sbContactTitle}
                  done={false}
                  open={store.displayState === S.contact}
                  reachable={store.bookingState >= S.contact && store.time !== null}
                  onOpen={() => update({ displayState: S.contact })}
                  doneLabel={texts.sbStepDone}
                >
                  {workshopStep('contact')}
                </StepSection>
              ) : null}
            </>
          )}
        </div>
        <aside aria-label={texts.sbSummaryTitle} className="hidden lg:block">
          <div className="sticky top-4 rounded-brand border border-border bg-background p-4">
            <h2 className="m-0 mb-3 text-lg">{texts.sbSummaryTitle}</h2>
            <SummaryContent store={store} texts={texts} />
          </div>
        </aside>
      </div>
      {confirmed ? null : <SummaryDrawer store={store} texts={texts} counter={counter} />}
    </div>
  )
}

/** spec 03 §2.4 header: authorised or not for the car's brand, the general intro before a car; the links; the brand list. */
function BookingHeader({ store, texts, headerLinks, authorisedBrands, brandLogos }: ServiceBookingFlowProps & { store: BookingStore }) {
  const heading = !store.car ? texts.sbIntro : store.authorised ? fill(texts.sbAuthorised, { brand: store.car.brand }) : texts.sbNotAuthorised
  const logoOf = (brand: string) => brandLogos[brand.toLowerCase()]
  return (
    <header className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        {store.car && store.authorised ? <BrandMark brand={store.car.brand} logo={logoOf(store.car.brand)} size={40} /> : null}
        <h1 className="m-0 text-2xl sm:text-3xl">{heading}</h1>
      </div>
      {headerLinks.length > 0 ? (
        <ul className="m-0 flex list-none flex-wrap gap-x-4 gap-y-1 p-0 text-sm">
          {headerLinks.map((link) => (
            <li key={link.url}>
              <a className="text-link underline" href={link.url} {...(link.url.startsWith('https://') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {authorisedBrands.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-link">{texts.sbAuthorisedBrands}</summary>
          <ul className="m-0 mt-2 flex list-none flex-wrap gap-2 p-0">
            {authorisedBrands.map((brand) => (
              <li key={brand} className="flex items-center gap-2 rounded-brand border border-border py-1 pr-3 pl-1">
                <BrandMark brand={brand} logo={logoOf(brand)} />
                {brand}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </header>
  )
}

const PLATE_MAX = 6

/** Step 1 (spec 03 §2.4, §5 'Booking lookup step'): plate and place, then the lookup. */
function CarStep({
  store,
  texts,
  variant,
  onDone,
}: {
  store: BookingStore
  texts: Texts
  variant: BookingVariant
  onDone: (change: Partial<BookingStore>) => void
}) {
  const [plate, setPlate] = useState(store.car?.registrationNumber ?? '')
  const [placeText, setPlaceText] = useState(store.location?.name ?? '')
  const [location, setLocation] = useState(store.location)
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([])
  const [error, setError] = useState<string | null>(null)
  const [locationError, setLocationError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const placeInput = useRef<HTMLInputElement>(null)

  // spec 03 §9 "Place suggestion debounce 300 ms".
  useEffect(() => {
    if (!placeText.trim() || placeText === location?.name) {
      setSuggestions([])
      return
    }
    let cancelled = false
    const timer = setTimeout(() => {
      searchPlaces(placeText.trim())
        .then((places) => !cancelled && setSuggestions(places))
        .catch(() => !cancelled && setSuggestions([]))
    }, 300)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [placeText, location?.name])

  const regionOf = (label: string) => label.split(',')[0]?.trim() || null
  const submit = async () => {
    if (!plate || !location) return
    setBusy(true)
    setError(null)
    try {
      const car = await lookupCar(plate)
      if (!car.isSupported) throw new BookingCallError(`BrandNotSupported,${car.brand}`)
      const authorised = await authorizedWorkshop(car.brand)
        .then((a) => a.hasBrand)
        .catch(() => false)
      // spec 03 §4: a changed plate or place stores car and place, clears the services and moves on.
      onDone(afterLookup(variant, store, { car, authorised, location }))
    } catch (e) {
      const code = e instanceof BookingCallError ? e.code : 'ServerError'
      // spec 03 §8 "lookup errors go to the data layer".
      trackEvent({ event: 'event_error', flow: 'service-booking', error: code })
      const [kind, brand] = code.split(',')
      setError(
        kind === 'InvalidReg'
          ? texts.sbErrInvalidReg
          : kind === 'VehicleNotFound'
            ? texts.sbErrNotFound
            : kind === 'BrandNotSupported'
              ? `${fill(texts.sbErrBrand, { brand: brand ?? '' })} ${fill(texts.sbUnsupportedBrand, { brand: brand ?? '' })}`
              : texts.sbErrServer,
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="sb-plate" className="block text-sm font-medium">
            {texts.sbPlateLabel}
          </label>
          <input
            id="sb-plate"
            className="w-full rounded-brand border-2 border-foreground px-2 py-2 font-mono text-lg tracking-wider uppercase"
            value={plate}
            maxLength={PLATE_MAX}
            autoComplete="off"
            aria-describedby={error ? 'sb-lookup-error' : undefined}
            onChange={(e) =>
              setPlate(
                e.target.value
                  .replace(/[^A-Za-z0-9]/g, '')
                  .toUpperCase()
                  .slice(0, PLATE_MAX),
              )
            }
            onKeyDown={(e) => {
              // spec 03 §5 "Enter in the plate field moves focus to the place field".
              if (e.key === 'Enter') {
                e.preventDefault()
                placeInput.current?.focus()
              }
            }}
          />
        </div>
        <div>
          <label htmlFor="sb-place" className="block text-sm font-medium">
            {texts.sbPlaceLabel}
          </label>
          <input
            id="sb-place"
            ref={placeInput}
            className="w-full rounded-brand border border-border px-2 py-2"
            placeholder={texts.sbPlacePlaceholder}
            value={placeText}
            autoComplete="off"
            onChange={(e) => {
              setPlaceText(e.target.value)
              setLocation(null)
            }}
          />
          {suggestions.length > 0 ? (
            // One suggestion per place (spec 03 §5 'Place suggestions').
            <ul className="m-0 mt-1 list-none rounded-brand border border-border p-0" aria-label={texts.sbPlacePlaceholder}>
              {suggestions.map((suggestion) => (
                <li key={`${suggestion.label}|${suggestion.lat},${suggestion.lng}`} className="border-b border-border last:border-b-0">
                  <button
                    type="button"
                    className="w-full px-2 py-2 text-left hover:bg-surface"
                    onClick={() => {
                      const chosen = { name: suggestion.label, latitude: suggestion.lat, longitude: suggestion.lng, region: regionOf(suggestion.label) }
                      setLocation(chosen)
                      setPlaceText(chosen.name)
                      setSuggestions([])
                    }}
                  >
                    {suggestion.label}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <button
            type="button"
            className="mt-1 text-sm text-link underline"
            onClick={() => {
              setLocationError(null)
              if (!navigator.geolocation) return setLocationError(texts.sbLocationRefused)
              navigator.geolocation.getCurrentPosition(
                (position) => {
                  const chosen = { name: texts.sbUseMyLocation, latitude: position.coords.latitude, longitude: position.coords.longitude, region: null }
                  setLocation(chosen)
                  setPlaceText(chosen.name)
                },
                () => setLocationError(texts.sbLocationRefused),
              )
            }}
          >
            {texts.sbUseMyLocation}
          </button>
          {locationError ? (
            <p role="alert" className="m-0 text-sm text-warning">
              {locationError}
            </p>
          ) : null}
        </div>
      </div>
      <button
        type="submit"
        disabled={!plate || !location || busy}
        className="self-start rounded-brand bg-accent px-6 py-2 font-semibold text-accent-contrast disabled:opacity-50"
      >
        {texts.sbContinue}
      </button>
      {error ? (
        <p id="sb-lookup-error" role="alert" className="m-0 text-warning">
          {error}
        </p>
      ) : null}
    </form>
  )
}
