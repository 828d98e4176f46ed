'use client'

import { useEffect, useId, useRef, useState } from 'react'

import type { TimeslotDay, WorkshopSite } from '@/integrations/workshop-booking/workshop-booking-port'
import { formatDecimal } from '@/lib/number-format'
import { TabList } from '@/lib/ui/TabList'

import { BookingCallError, fetchTimeslots, postBooking, streamSites } from './api'
import { formatTime } from './BookingSummary'
import { type BookingTexts, type BookingStore, fill } from './booking-store'
import { CustomerForm } from './CustomerForm'
import type { BookingCustomer } from './customer-form-check'
import { WorkshopMap } from './WorkshopMap'

type Texts = BookingTexts
const WEEKS_PER_PAGE = 4

/**
 * Step 4 'Välj en verkstad och tid som passar dig' (spec 03 §2.4, §4): the map and 'Bäst matchade
 * anläggningar' streamed from closestAvailable (5, then 4 per 'Hämta fler'), sorted by 'Närmast mig'
 * or 'Första lediga tid', each with its week calendar, above them one map with a marker for each
 * (WorkshopMap); once a time is chosen, the summary with a small map, 'Ändra verkstad eller tid'
 * and the customer form.
 */
export default function WorkshopStep(props: {
  store: BookingStore
  texts: Texts
  contactEmail: string | null
  /** The map tile style (SHOWROOM_MAP_STYLE_URL); the built-in basemap without it. */
  mapStyleUrl?: string
  onChoose: (workshop: WorkshopSite | null, time: BookingStore['time']) => void
  /** `held`: beyond the workshop's daily soft limit, a request for the workshop to confirm, not a booking. */
  onBooked: (id: string, held: boolean) => void
  /**
   * 'all' (the page variant's step 4): the list, then the chosen time with the customer form.
   * The lookup variant splits it: 'pick' is step 3 (list and calendar), 'contact' step 4 (the chosen
   * time and the customer form, no site search).
   */
  phase?: 'all' | 'pick' | 'contact'
}) {
  const { store, texts } = props
  const car = store.car!
  const codes = Object.keys(store.services)
  const [workshops, setWorkshops] = useState<WorkshopSite[]>([])
  const [loading, setLoading] = useState(true)
  const [noMore, setNoMore] = useState(false)
  const [error, setError] = useState(false)
  const [sort, setSort] = useState<'nearest' | 'first'>('nearest')
  const [openWorkshop, setOpenWorkshop] = useState<string | null>(null)
  const stop = useRef<(() => void) | null>(null)

  const load = (cursor?: string) => {
    if (store.lat === null || store.lng === null) return
    setLoading(true)
    stop.current = streamSites(
      { regNo: car.registrationNumber, codes, lat: store.lat, lng: store.lng, cursor },
      (message) => {
        if ('site' in message) setWorkshops((list) => (list.some((s) => s.departmentId === message.site.departmentId) ? list : [...list, message.site]))
        else if ('nosites' in message) setNoMore(true)
        else setError(true)
      },
      () => setLoading(false),
    )
  }
  // spec 03 §4 "Changing the selected services clears the site list, the selection and the cursor, and restarts the site search".
  const key = `${car.registrationNumber}|${codes.join(',')}|${store.lat},${store.lng}`
  const searches = props.phase !== 'contact'
  useEffect(() => {
    if (!searches) return
    setWorkshops([])
    setNoMore(false)
    setError(false)
    load()
    return () => stop.current?.()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restarts when the search changes
  }, [key, searches])

  if (props.phase === 'contact' && !(store.workshop && store.time)) return null
  if (store.workshop && store.time && props.phase !== 'pick') {
    const chosen = store.workshop
    return (
      <div className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_260px]">
          <div>
            <p className="m-0 font-semibold">{chosen.siteName}</p>
            <p className="m-0 text-sm text-muted">{chosen.address}</p>
            <p className="m-0 mt-1">{formatTime(store.time.timeslot, store.time.isFullDay, texts)}</p>
            {store.time.isFullDay ? <p className="m-0 text-sm text-muted">{texts.sbFullDayNote}</p> : null}
            <button type="button" className="mt-2 text-link underline" onClick={() => props.onChoose(null, null)}>
              {texts.sbChangeWorkshop}
            </button>
          </div>
          <WorkshopMap workshops={[chosen]} chosenId={chosen.departmentId} texts={texts} styleUrl={props.mapStyleUrl} />
        </div>
        <CustomerForm
          texts={texts}
          onSubmit={async ({ customer, freeText }: BookingCustomer) => {
            try {
              const { id, held } = await postBooking({
                customer,
                freeText: freeText || null,
                departmentId: chosen.departmentId,
                timeSlot: store.time!.timeslot,
                isFullDay: store.time!.isFullDay,
                registrationNumber: car.registrationNumber,
                mileage: store.milage && store.milage > 0 ? store.milage : 1,
                serviceOfferingRequests: Object.entries(store.services).map(([code, s]) => ({
                  kobraId: code,
                  unitsSelected: s.unitAbbreviation ? s.unit : null,
                  userInput: s.userInput?.trim() ? s.userInput.trim() : null,
                })),
              })
              props.onBooked(id, held === true)
              return null
            } catch (e) {
              const code = e instanceof BookingCallError ? e.code : 'ServerError'
              if (code === 'TimeslotNotAvailable') return texts.sbTimeslotTaken
              if (code === 'TooManyBookings') return texts.sbTooManyBookings
              if (code === 'WorkshopFull') return texts.sbWorkshopFull
              return texts.sbErrServer
            }
          }}
        />
      </div>
    )
  }

  const sorted =
    sort === 'first'
      ? [...workshops].sort((a, b) => (a.firstTimeSlot ?? '9999').localeCompare(b.firstTimeSlot ?? '9999'))
      : [...workshops].sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0))
  const empty = !loading && (error || workshops.length === 0)
  // One map of every listed workshop; the chosen one (times open, else the one booked) highlighted.
  const chosenId = openWorkshop ?? store.workshop?.departmentId ?? null
  const cardId = (departmentId: string) => `sb-workshop-${departmentId}`
  const chooseOnMap = (departmentId: string) => {
    setOpenWorkshop(departmentId)
    // The workshop's card with its times, brought into view once it has opened.
    requestAnimationFrame(() => document.getElementById(cardId(departmentId))?.scrollIntoView({ block: 'nearest' }))
  }

  return (
    <div className="flex flex-col gap-4">
      {workshops.length > 0 || loading ? (
        <WorkshopMap
          workshops={sorted}
          chosenId={chosenId}
          texts={texts}
          styleUrl={props.mapStyleUrl}
          list={{ origin: store.lat !== null && store.lng !== null ? { lat: store.lat, lng: store.lng } : null, onChoose: chooseOnMap }}
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="m-0 text-lg">{texts.sbBestMatched}</h3>
        <fieldset className="flex gap-3 border-0 p-0">
          <legend className="sr-only">{texts.sbSortLabel}</legend>
          {(['nearest', 'first'] as const).map((value) => (
            <label key={value} className="flex items-center gap-1 text-sm">
              <input type="radio" name="sb-sort" checked={sort === value} onChange={() => setSort(value)} />
              {value === 'nearest' ? texts.sbSortNearest : texts.sbSortFirstFree}
            </label>
          ))}
        </fieldset>
      </div>
      {empty ? (
        <div role="alert">
          <p className="m-0 font-semibold">{texts.sbNoSites}</p>
          {props.contactEmail ? (
            <p className="m-0">
              {texts.sbNoSitesHelp.split('{email}')[0]}
              <a className="text-link underline" href={`mailto:${props.contactEmail}`}>
                {props.contactEmail}
              </a>
              {texts.sbNoSitesHelp.split('{email}')[1]}
            </p>
          ) : null}
        </div>
      ) : null}
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {sorted.map((site) => {
          const authorised = site.brands.some((b) => b.toLowerCase() === car.brand.toLowerCase())
          const open = openWorkshop === site.departmentId
          return (
            <li key={site.departmentId} id={cardId(site.departmentId)} className="scroll-mt-4 rounded-brand border border-border p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h4 className="m-0 text-base">
                    {site.siteName}{' '}
                    {authorised ? (
                      <span className="ml-1 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-contrast">{texts.sbAuthorisedBadge}</span>
                    ) : null}
                  </h4>
                  <p className="m-0 text-sm text-muted">
                    {site.address}
                    {site.distanceKm !== undefined ? ` · ${fill(texts.sbDistance, { km: formatDecimal(site.distanceKm, 'sv-SE', 3) })}` : ''}
                  </p>
                  <p className="m-0 text-sm">
                    {site.firstTimeSlot ? fill(texts.sbFirstFreeAt, { time: formatTime(site.firstTimeSlot, false, texts) }) : texts.sbNoFreeTimes}
                  </p>
                </div>
                <button
                  type="button"
                  aria-expanded={open}
                  className="rounded-brand border border-accent px-3 py-1 text-accent"
                  onClick={() => setOpenWorkshop(open ? null : site.departmentId)}
                >
                  {open ? texts.sbHideTimes : texts.sbShowTimes}
                </button>
              </div>
              {open ? <WeekCalendar site={site} store={store} codes={codes} texts={texts} onPick={(time) => props.onChoose(site, time)} /> : null}
            </li>
          )
        })}
      </ul>
      {loading ? <p className="m-0 text-muted">{texts.sbLoading}</p> : null}
      {!loading && !noMore && !error && workshops.length > 0 ? (
        <button
          type="button"
          className="self-start rounded-brand border border-accent px-4 py-2 text-accent"
          onClick={() => load(workshops[workshops.length - 1]!.departmentId)}
        >
          {texts.sbLoadMore}
        </button>
      ) : null}
    </div>
  )
}

const isoOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
function mondayOf(date: Date): Date {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate())
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7))
  return d
}
const weekNumber = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7))
  return Math.ceil(((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7)
}
const DAY_NAMES = ['Mån', 'Tis', 'Ons', 'Tor', 'Fre', 'Lör', 'Sön']

/** spec 03 §2.4 weekly calendar: weeks of 7 days from Monday, 4 week tabs at a time, more as needed, weekends in the warning colour. */
function WeekCalendar(props: {
  site: WorkshopSite
  store: BookingStore
  codes: string[]
  texts: Texts
  onPick: (time: { timeslot: string; isFullDay: boolean }) => void
}) {
  const { site, store, codes, texts } = props
  const calendarId = useId()
  const [page, setPage] = useState(0)
  const [week, setWeek] = useState(0)
  const [days, setDays] = useState<TimeslotDay[] | null>(null)
  const from = (() => {
    const d = mondayOf(new Date())
    d.setDate(d.getDate() + page * WEEKS_PER_PAGE * 7)
    return isoOf(d)
  })()
  useEffect(() => {
    let cancelled = false
    setDays(null)
    fetchTimeslots(store.car!.registrationNumber, site.departmentId, from, codes)
      .then((answer) => {
        if (cancelled) return
        setDays(answer)
        // Open on the first week with a free time (this week may have none left).
        const first = answer.findIndex((d) => d.availableSlots.length > 0 || d.allDaySlotAvailable)
        setWeek(first === -1 ? 0 : Math.floor(first / 7))
      })
      // spec 03 §8 "Timeslot fetch fails: empty list, 'Inga lediga tider' shows".
      .catch(() => !cancelled && setDays([]))
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one fetch per department and page
  }, [site.departmentId, from])

  if (!days) return <p className="m-0 mt-2 text-muted">{texts.sbLoading}</p>
  const weeks = Array.from({ length: WEEKS_PER_PAGE }, (_, i) => days.slice(i * 7, i * 7 + 7))
  const shown = weeks[week] ?? []
  const none = days.every((d) => d.availableSlots.length === 0 && !d.allDaySlotAvailable)
  // One panel for all week tabs: it shows the selected week's days.
  const panelId = `${calendarId}-days`
  const weekTabs = weeks.map((w, i) => ({
    key: String(i),
    label: fill(texts.sbWeek, { n: w[0] ? weekNumber(w[0].date) : '' }),
    id: `${calendarId}-week-${i}`,
    controls: panelId,
  }))
  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-center gap-1">
        <TabList
          label={texts.sbTime}
          tabs={weekTabs}
          selected={String(week)}
          onSelect={(key) => setWeek(Number(key))}
          className="flex flex-wrap gap-1"
          tabClassName="rounded-brand px-3 py-1 text-sm not-aria-selected:border not-aria-selected:border-border aria-selected:bg-accent aria-selected:text-accent-contrast"
        />
        <button
          type="button"
          className="rounded-brand px-3 py-1 text-sm text-link underline"
          onClick={() => {
            setPage(page + 1)
            setWeek(0)
          }}
        >
          {texts.sbMoreWeeks}
        </button>
      </div>
      {none ? <p className="m-0 mt-2">{texts.sbNoFreeTimes}</p> : null}
      <div role="tabpanel" id={panelId} aria-labelledby={weekTabs[week]?.id} className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {shown.map((day, i) => {
          const weekend = i >= 5
          return (
            <div key={day.date} className="rounded-brand bg-surface p-2">
              <p className={`m-0 text-sm font-semibold ${weekend ? 'text-warning' : ''}`}>
                {DAY_NAMES[i]} {Number(day.date.slice(8))}/{Number(day.date.slice(5, 7))}
              </p>
              <div className="mt-1 flex flex-wrap gap-1">
                {day.allDaySlotAvailable ? (
                  <button
                    type="button"
                    className="rounded border border-accent px-2 py-0.5 text-sm text-accent"
                    aria-label={`${texts.sbFullDay} ${day.date} 08:00`}
                    onClick={() => props.onPick({ timeslot: `${day.date}T08:00:00`, isFullDay: true })}
                  >
                    {texts.sbFullDay}
                  </button>
                ) : null}
                {day.availableSlots.map((slot) => (
                  <button
                    key={slot}
                    type="button"
                    className="rounded border border-border bg-background px-2 py-0.5 text-sm"
                    aria-label={`${day.date} ${slot}`}
                    onClick={() => props.onPick({ timeslot: `${day.date}T${slot}:00`, isFullDay: false })}
                  >
                    {slot}
                  </button>
                ))}
              </div>
            </div>
          )
        })}
      </div>
      <p className="m-0 mt-2 text-xs text-muted">{texts.sbFullDayNote}</p>
    </div>
  )
}
