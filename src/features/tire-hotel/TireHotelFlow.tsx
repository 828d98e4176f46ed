'use client'

import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react'

import { trackEvent } from '@/features/tracking'
import type { TireHotelConfirmation, TireHotelVehicle } from '@/integrations/tire-hotel/tire-hotel-contract'
import { bookableRange, dayIn } from '@/integrations/tire-hotel/tire-hotel-dates'

import { CodeBoxes } from './CodeBoxes'
import { RatingStars } from './RatingStars'
import { type Customer, type StoredSession, tireHotelCall, type Validated } from './tire-hotel-client'
import {
  bookingDateTime,
  bookingReady,
  calendarCells,
  type ContactForm,
  FLOW_STEPS,
  monthButtons,
  monthOf,
  needsReplacement,
  normalisePlate,
  plateReady,
  shiftMonth,
  stripMobile,
  TIRE_HOTEL_STORAGE_KEY,
} from './tire-hotel-rules'

type Page = 'search' | 'login' | 'validate' | 'loggedIn' | 'booking' | 'confirmation'

export type TireHotelFlowProps = {
  texts: Record<string, string>
  locale: string
  contactEmail?: string
  contactPath?: string
  bookServicePath?: string
  homePath: string
}

const INPUT = 'min-h-11 w-full rounded-brand border border-border bg-background px-3 py-2 text-base text-foreground'
const SECONDARY =
  'inline-flex min-h-11 items-center justify-center rounded-brand border border-accent px-4 py-2 font-semibold text-accent disabled:cursor-not-allowed disabled:border-border disabled:text-muted'
const LINK = 'font-semibold text-accent underline underline-offset-2'

// The session lives in session storage under one key (spec §3); read through an external store so
// the server's HTML (Search) and the first client render agree, then the stored state shows.
const listeners = new Set<() => void>()
let memory: string | null = null // when the browser refuses storage (some private modes)

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(TIRE_HOTEL_STORAGE_KEY)
  } catch {
    return memory
  }
}

function writeStored(session: StoredSession) {
  const raw = Object.keys(session).length === 0 ? null : JSON.stringify(session)
  memory = raw
  try {
    if (raw === null) window.sessionStorage.removeItem(TIRE_HOTEL_STORAGE_KEY)
    else window.sessionStorage.setItem(TIRE_HOTEL_STORAGE_KEY, raw)
  } catch {
    // kept in memory for this page view
  }
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function parseStored(raw: string | null): StoredSession {
  try {
    return raw ? (JSON.parse(raw) as StoredSession) : {}
  } catch {
    return {}
  }
}

const flowStep = (step: keyof typeof FLOW_STEPS) => trackEvent({ event: 'flow_interaction', flow: 'tire-hotel', step, stepName: FLOW_STEPS[step] })

/**
 * The tyre-hotel self-service (spec 03 §2.7, §4, §5, §8): six pages switched in memory — Search,
 * Login, Validate, LoggedIn, Booking, Confirmation — with the session in session storage under one
 * key. A stored validated session (status 0) goes straight to LoggedIn. Every call is checked on
 * the server; this island only shows what the server answers.
 */
export function TireHotelFlow({ texts, locale, contactEmail, contactPath, bookServicePath, homePath }: TireHotelFlowProps) {
  const t = useCallback(
    (key: string, vars?: Record<string, string | number>) => {
      const text = texts[key] ?? key
      return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')) : text
    },
    [texts],
  )
  const [chosenPage, setPage] = useState<Page>('search')
  const raw = useSyncExternalStore(subscribe, readRaw, () => null)
  const session = useMemo(() => parseStored(raw), [raw])
  const [busy, setBusy] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  // spec §4: a stored validated session (status 0) jumps straight to LoggedIn from Search, Login or Validate.
  const page: Page = session.validated?.status === 0 && ['search', 'login', 'validate'].includes(chosenPage) ? 'loggedIn' : chosenPage

  const save = useCallback((next: StoredSession) => writeStored(next), [])

  const go = useCallback((next: Page) => {
    moved.current = true
    setPage(next)
  }, [])

  // Focus the new page's heading after a step (not on the first render).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [page])

  const logout = useCallback(async () => {
    const token = session.validated?.sessionToken
    setBusy(true)
    if (token) await tireHotelCall('authorization/logout', { token })
    setBusy(false)
    save({})
    go('search')
  }, [session.validated?.sessionToken, save, go])

  // The section is named by the shown step's heading (every step has one): 'Fyll i ditt
  // registreringsnummer' on Search, 'Ditt fordon' once logged in, and so on.
  const headingId = `${useId()}-heading`
  const heading = (text: string) => (
    <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
      {text}
    </h2>
  )

  const vehicle = session.validated?.vehicles[0]
  const loggedIn = session.validated?.status === 0

  let body: ReactNode
  if (page === 'search')
    body = (
      <SearchPage
        t={t}
        heading={heading}
        busy={busy}
        setBusy={setBusy}
        bookServicePath={bookServicePath}
        onFound={(customer) => {
          save({ customer })
          flowStep(1)
          go('login')
        }}
      />
    )
  else if (page === 'login' && session.customer)
    body = (
      <LoginPage
        t={t}
        heading={heading}
        customer={session.customer}
        contactPath={contactPath}
        setBusy={setBusy}
        busy={busy}
        onSent={(authorizationToken) => {
          save({ ...session, credentials: { authorizationToken } })
          flowStep(2)
          go('validate')
        }}
      />
    )
  else if (page === 'validate' && session.credentials)
    body = (
      <ValidatePage
        t={t}
        heading={heading}
        token={session.credentials.authorizationToken}
        setBusy={setBusy}
        busy={busy}
        onResend={() => go('login')}
        onValid={(validated) => {
          save({ ...session, validated })
          flowStep(3)
          go('loggedIn')
        }}
      />
    )
  else if (page === 'loggedIn' && vehicle)
    body = (
      <LoggedInPage
        t={t}
        heading={heading}
        vehicle={vehicle}
        onBook={() => {
          flowStep(4)
          go('booking')
        }}
        onOtherCar={logout}
      />
    )
  else if (page === 'booking' && vehicle && session.validated)
    body = (
      <BookingPage
        t={t}
        heading={heading}
        locale={locale}
        vehicle={vehicle}
        token={session.validated.sessionToken}
        busy={busy}
        setBusy={setBusy}
        onExpired={logout}
        onBack={() => go('loggedIn')}
        onBooked={(confirmation) => {
          save({ ...session, confirmation })
          flowStep(6)
          trackEvent({ event: 'purchase', ecommerce: { currency: 'SEK', value: 0, transaction_id: confirmation.bookingConfirmationId } })
          go('confirmation')
        }}
      />
    )
  else if (page === 'confirmation' && session.confirmation)
    body = (
      <ConfirmationPage
        t={t}
        heading={heading}
        locale={locale}
        confirmation={session.confirmation}
        token={session.validated?.sessionToken}
        homePath={homePath}
        onOtherCar={logout}
      />
    )
  else
    body = (
      <SearchPage
        t={t}
        heading={heading}
        busy={busy}
        setBusy={setBusy}
        bookServicePath={bookServicePath}
        onFound={(customer) => {
          save({ customer })
          flowStep(1)
          go('login')
        }}
      />
    )

  return (
    <section aria-labelledby={headingId} className="relative flex flex-col gap-6" data-page={page}>
      <div aria-busy={busy} className="flex flex-col gap-6">
        {body}
      </div>
      {busy ? (
        <div className="absolute inset-0 z-10 flex items-start justify-center bg-background/70 pt-16" role="status">
          <span className="rounded-brand bg-background px-4 py-2 font-semibold shadow">{t('tireHotelWorking')}</span>
        </div>
      ) : null}
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4 text-sm">
        {contactEmail ? (
          <p>
            {t('tireHotelFooterContact')}{' '}
            <a className={LINK} href={`mailto:${contactEmail}`}>
              {contactEmail}
            </a>
          </p>
        ) : (
          <span />
        )}
        {loggedIn ? (
          <button type="button" className={SECONDARY} onClick={() => void logout()} disabled={busy}>
            {t('tireHotelLogout')}
          </button>
        ) : null}
      </footer>
    </section>
  )
}

type T = (key: string, vars?: Record<string, string | number>) => string
type Common = { t: T; heading: (text: string) => ReactNode }

function Message({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? 'font-medium text-warning' : 'rounded-brand bg-surface p-4'}>
      {children}
    </div>
  )
}

function SearchPage({
  t,
  heading,
  busy,
  setBusy,
  bookServicePath,
  onFound,
}: Common & { busy: boolean; setBusy: (b: boolean) => void; bookServicePath?: string; onFound: (c: Customer) => void }) {
  const [plate, setPlate] = useState('')
  const [error, setError] = useState<'none' | 'notFound' | 'failed' | string>('none')
  const id = useId()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!plateReady(plate) || busy) return
    setBusy(true)
    setError('none')
    const answer = await tireHotelCall<Customer>('authorization/search', { method: 'GET', query: { regNo: plate } })
    setBusy(false)
    if (answer.ok) onFound(answer.data)
    else if (answer.status === 404) setError('notFound')
    else if (answer.status === 429 && answer.message) setError(answer.message)
    else setError('failed')
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {heading(t('tireHotelSearchHeading'))}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-plate`} className="text-sm font-semibold">
          {t('tireHotelPlateLabel')}
        </label>
        <input
          id={`${id}-plate`}
          value={plate}
          onChange={(e) => setPlate(normalisePlate(e.target.value))}
          placeholder="ABC123"
          maxLength={7}
          autoComplete="off"
          autoCapitalize="characters"
          className={`${INPUT} max-w-xs text-lg font-semibold tracking-widest uppercase`}
        />
      </div>
      {error === 'notFound' ? (
        <Message>
          <p>{t('tireHotelNoAgreement')}</p>
          {bookServicePath ? (
            <p className="mt-1">
              <a className={LINK} href={bookServicePath}>
                {t('tireHotelBookServiceLink')}
              </a>
            </p>
          ) : null}
        </Message>
      ) : error === 'failed' ? (
        <Message>{t('tireHotelSomethingWrong')}</Message>
      ) : error !== 'none' ? (
        <Message>{error}</Message>
      ) : null}
      <div>
        <button type="submit" className="btn-primary" disabled={!plateReady(plate) || busy}>
          {t('tireHotelContinue')}
        </button>
      </div>
    </form>
  )
}

function LoginPage({
  t,
  heading,
  customer,
  contactPath,
  busy,
  setBusy,
  onSent,
}: Common & { customer: Customer; contactPath?: string; busy: boolean; setBusy: (b: boolean) => void; onSent: (token: string) => void }) {
  const [error, setError] = useState('')
  const send = async () => {
    setBusy(true)
    setError('')
    const answer = await tireHotelCall<{ authorizationToken: string }>('authorization/login', {
      query: { encryptedPhoneNumber: customer.encryptedPhoneNumber },
    })
    setBusy(false)
    if (answer.ok) onSent(answer.data.authorizationToken)
    else setError(answer.message ?? t('tireHotelSendFailed'))
  }
  return (
    <div className="flex flex-col gap-4">
      {heading(t('tireHotelSendCode'))}
      <p>{t('tireHotelLoginText')}</p>
      <dl className="grid max-w-sm grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-brand bg-surface p-4">
        <dt className="font-semibold">{t('tireHotelPlateLabel')}</dt>
        <dd>{customer.regNo}</dd>
        <dt className="font-semibold">{t('tireHotelPhoneLabel')}</dt>
        <dd>{customer.obfuscatedPhoneNumber}</dd>
      </dl>
      {contactPath ? (
        <p>
          <a className={LINK} href={contactPath}>
            {t('tireHotelWrongNumber')}
          </a>
        </p>
      ) : null}
      {error ? <Message>{error}</Message> : null}
      <div>
        <button type="button" className="btn-primary" onClick={() => void send()} disabled={busy}>
          {t('tireHotelSendCode')}
        </button>
      </div>
    </div>
  )
}

function ValidatePage({
  t,
  heading,
  token,
  busy,
  setBusy,
  onValid,
  onResend,
}: Common & { token: string; busy: boolean; setBusy: (b: boolean) => void; onValid: (v: Validated) => void; onResend: () => void }) {
  const [digits, setDigits] = useState(['', '', '', ''])
  const [error, setError] = useState('')
  const verifyRef = useRef<HTMLButtonElement>(null)
  const id = useId()
  const complete = digits.every((d) => /^\d$/.test(d))
  const verify = async () => {
    if (!complete || busy) return
    setBusy(true)
    const answer = await tireHotelCall<Validated>('authorization/validate', { query: { authToken: token, otpToken: digits.join('') } })
    setBusy(false)
    if (answer.ok && answer.data.status === 0) onValid(answer.data)
    else setError(answer.ok ? t('tireHotelSomethingWrong') : (answer.message ?? t('tireHotelSomethingWrong')))
  }
  return (
    <div className="flex flex-col gap-4">
      <div id={`${id}-heading`}>{heading(t('tireHotelValidateHeading'))}</div>
      <CodeBoxes
        digits={digits}
        onChange={(next) => {
          setDigits(next)
          setError('') // spec §5: typing clears the error message
        }}
        onComplete={() => requestAnimationFrame(() => verifyRef.current?.focus())}
        onEnter={() => void verify()}
        label={(n) => t('tireHotelCodeDigit', { n })}
        labelledBy={`${id}-heading`}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="font-medium text-warning">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button ref={verifyRef} type="button" className="btn-primary" onClick={() => void verify()} disabled={!complete || busy}>
          {t('tireHotelVerifyCode')}
        </button>
        <button type="button" className={SECONDARY} onClick={onResend} disabled={busy}>
          {t('tireHotelSendCode')}
        </button>
      </div>
    </div>
  )
}

function WarningIcon({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 24 24" className="inline h-5 w-5 shrink-0 fill-warning">
      <path d="M12 2 1 21h22L12 2zm1 15h-2v2h2v-2zm0-7h-2v5h2v-5z" />
    </svg>
  )
}

function LoggedInPage({ t, heading, vehicle, onBook, onOtherCar }: Common & { vehicle: TireHotelVehicle; onBook: () => void; onOtherCar: () => void }) {
  const { location } = vehicle
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        {heading(t('tireHotelVehicleHeading'))}
        <p className="text-lg">
          <span className="font-semibold tracking-widest">{vehicle.regNo}</span> · {vehicle.name}
        </p>
      </div>
      <div>
        <button type="button" className="btn-primary" onClick={onBook}>
          {t('tireHotelBookWheelChange')}
        </button>
      </div>
      {needsReplacement(vehicle.tires) ? (
        <div role="note" className="flex gap-3 rounded-brand border-2 border-warning p-4">
          <WarningIcon label={t('tireHotelTyreWarning')} />
          <p>{t('tireHotelTreadWarning')}</p>
        </div>
      ) : null}
      <section className="flex flex-col gap-2">
        <h3 className="heading-h3 font-bold">{t('tireHotelCheckedInTyres')}</h3>
        <ul className="grid gap-3 sm:grid-cols-2">
          {vehicle.tires.map((tire) => (
            <li key={tire.equipmentPosition} className="rounded-brand border border-border p-3">
              <p className="font-semibold">{tire.equipmentPosition}</p>
              <p>
                {tire.wheel.name}, {tire.wheel.sectionWidth}/{tire.wheel.aspectRatio} R{tire.wheel.rimDiameter}
              </p>
              <p>{t('tireHotelTreadDepth', { depth: tire.wheel.threadDepth.toLocaleString('sv-SE') })}</p>
              <p className="flex items-center gap-2">
                {tire.wheel.threadStatusId > 0 ? <WarningIcon label={t('tireHotelTyreWarning')} /> : null}
                <span>{tire.wheel.threadStatusMessage}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className="flex flex-col gap-1">
        <h3 className="heading-h3 font-bold">{t('tireHotelYourWorkshop')}</h3>
        <p className="font-semibold">{location.locationName}</p>
        <p>{location.departmentName}</p>
        <p>
          {t('tireHotelPhone')}:{' '}
          <a className={LINK} href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>
            {location.phone}
          </a>
        </p>
        <p>
          {t('tireHotelEmailLabel')}:{' '}
          <a className={LINK} href={`mailto:${location.email}`}>
            {location.email}
          </a>
        </p>
      </section>
      <section className="flex flex-col gap-1">
        <h3 className="heading-h3 font-bold">{t('tireHotelYourPackage')}</h3>
        <p>{vehicle.packageLevel}</p>
        {vehicle.packageInfoUrl ? (
          <p>
            <a className={LINK} href={vehicle.packageInfoUrl}>
              {t('tireHotelPackageInfo')}
            </a>
          </p>
        ) : null}
      </section>
      <div>
        <button type="button" className={SECONDARY} onClick={onOtherCar}>
          {t('tireHotelOtherCar')}
        </button>
      </div>
    </div>
  )
}

type Dates = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; days: string[] }
type Times = { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; times: string[] }

function BookingPage({
  t,
  heading,
  locale,
  vehicle,
  token,
  busy,
  setBusy,
  onBack,
  onBooked,
  onExpired,
}: Common & {
  locale: string
  vehicle: TireHotelVehicle
  token: string
  busy: boolean
  setBusy: (b: boolean) => void
  onBack: () => void
  onBooked: (c: TireHotelConfirmation) => void
  onExpired: () => void
}) {
  const erpId = vehicle.location.erpId
  const today = useMemo(() => dayIn(new Date()), [])
  const [dates, setDates] = useState<Dates>({ state: 'loading' })
  const [month, setMonth] = useState(monthOf(today))
  const [date, setDate] = useState<string>()
  const [times, setTimes] = useState<Times>({ state: 'idle' })
  const [time, setTime] = useState<string>()
  const [form, setForm] = useState<ContactForm>({ firstName: '', lastName: '', mobile: '', email: '', comment: '' })
  const [error, setError] = useState('')
  const id = useId()

  useEffect(() => {
    let live = true
    const { first, last } = bookableRange(today)
    void tireHotelCall<{ availableDates: { date: string }[] }>(`booking/GetTimeslotDays`, {
      query: { workshopIdentifier: erpId },
      body: { startDate: first, endDate: last, regNo: vehicle.regNo },
      token,
    }).then((answer) => {
      if (!live) return
      if (answer.status === 401) return onExpired()
      if (!answer.ok) {
        console.error('Tyre hotel: available dates could not be loaded', answer.status)
        return setDates({ state: 'failed' })
      }
      const days = answer.data.availableDates.map((d) => d.date.slice(0, 10)).sort()
      setDates({ state: 'ready', days })
      if (days[0]) setMonth(monthOf(days[0]))
    })
    return () => {
      live = false
    }
  }, [erpId, token, today, vehicle.regNo, onExpired])

  const pickDate = async (day: string) => {
    setDate(day)
    setTime(undefined)
    setTimes({ state: 'loading' })
    const answer = await tireHotelCall<{ availableTimeSlotDates: { startTime: string[] }[] }>('booking/GetTimeslots', {
      query: { workshopIdentifier: erpId },
      body: { startDate: day, endDate: day, regNo: vehicle.regNo },
      token,
    })
    if (answer.status === 401) return onExpired()
    if (!answer.ok) {
      console.error('Tyre hotel: times could not be loaded', answer.status)
      return setTimes({ state: 'failed' })
    }
    const list = [...new Set(answer.data.availableTimeSlotDates.flatMap((d) => d.startTime.map((s) => s.slice(0, 5))))].sort()
    setTimes({ state: 'ready', times: list })
    if (list.length === 0) flowStep(5)
  }

  const dayLabel = (day: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

  const timeList = times.state === 'ready' ? times.times : []
  const showForm = Boolean(date) && times.state === 'ready' && (Boolean(time) || timeList.length === 0)
  const ready = bookingReady({ date, time, times: timeList }, form) && times.state === 'ready'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!ready || !date || busy) return
    setBusy(true)
    setError('')
    const at = bookingDateTime(date, time)
    const answer = await tireHotelCall<TireHotelConfirmation>('booking/create', {
      query: { departmentIdentifier: erpId },
      body: {
        bookingDate: at,
        bookingStart: time ? at : null,
        regNo: vehicle.regNo,
        freeText: form.comment,
        customer: { firstName: form.firstName.trim(), lastName: form.lastName.trim(), email: form.email.trim(), phoneMobile: form.mobile },
      },
      token,
    })
    setBusy(false)
    if (answer.ok) onBooked(answer.data)
    else if (answer.status === 401) onExpired()
    else if (answer.message) setError(answer.message)
    else console.error('Tyre hotel: booking failed', answer.status)
  }

  const lastAvailable = dates.state === 'ready' ? dates.days.at(-1) : undefined
  const buttons = monthButtons(month, monthOf(today), lastAvailable)
  const available = new Set(dates.state === 'ready' ? dates.days : [])
  const weekdays = calendarCells(month, available)
    .slice(0, 7)
    .map((c) => dayLabel(c.day, { weekday: 'short' }))
  const field = (
    name: keyof ContactForm,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' } = {},
  ) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold">
        {label}
        {options.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={`${id}-${name}`}
        type={options.type ?? 'text'}
        value={form[name]}
        required={options.required}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        onChange={(e) => setForm((f) => ({ ...f, [name]: name === 'mobile' ? stripMobile(e.target.value) : e.target.value }))}
        className={INPUT}
      />
    </div>
  )

  return (
    <div className="flex flex-col gap-6">
      {heading(t('tireHotelBookingHeading'))}
      <div className="rounded-brand bg-surface p-4">
        <p className="font-semibold">{vehicle.location.locationName}</p>
        <p>{vehicle.location.departmentName}</p>
        <p>
          {vehicle.location.phone} · {vehicle.location.email}
        </p>
      </div>

      {dates.state === 'loading' ? <Message tone="info">{t('tireHotelLoadingDates')}</Message> : null}
      {dates.state === 'failed' ? <Message>{t('tireHotelDatesFailed')}</Message> : null}
      {dates.state === 'ready' && dates.days.length === 0 ? (
        <Message tone="info">
          <p>{t('tireHotelNoDates')}</p>
          <p className="mt-2">
            <a className={LINK} href={`tel:${vehicle.location.phone.replace(/[^\d+]/g, '')}`}>
              {vehicle.location.phone}
            </a>{' '}
            ·{' '}
            <a className={LINK} href={`mailto:${vehicle.location.email}`}>
              {vehicle.location.email}
            </a>
          </p>
        </Message>
      ) : null}

      {dates.state === 'ready' && dates.days.length > 0 && !date ? (
        <section aria-labelledby={`${id}-month`} className="flex max-w-md flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            <button
              type="button"
              className={SECONDARY}
              onClick={() => setMonth(shiftMonth(month, -1))}
              disabled={buttons.previousDisabled}
              aria-label={t('tireHotelPrevMonth')}
            >
              ‹
            </button>
            <h3 id={`${id}-month`} className="text-lg font-bold first-letter:uppercase" aria-live="polite">
              {dayLabel(`${month}-01`, { month: 'long', year: 'numeric' })}
            </h3>
            <button
              type="button"
              className={SECONDARY}
              onClick={() => setMonth(shiftMonth(month, 1))}
              disabled={buttons.nextDisabled}
              aria-label={t('tireHotelNextMonth')}
            >
              ›
            </button>
          </div>
          <table className="w-full table-fixed border-collapse text-center">
            <thead>
              <tr>
                {weekdays.map((w) => (
                  <th key={w} scope="col" className="py-1 text-sm font-semibold text-muted capitalize">
                    {w}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: 6 }, (_, week) => (
                <tr key={week}>
                  {calendarCells(month, available)
                    .slice(week * 7, week * 7 + 7)
                    .map((cell) => (
                      <td key={cell.day} className="p-0.5">
                        {cell.available && cell.inMonth ? (
                          <button
                            type="button"
                            onClick={() => void pickDate(cell.day)}
                            aria-label={dayLabel(cell.day, { weekday: 'long', day: 'numeric', month: 'long' })}
                            className="h-11 w-full rounded-brand bg-accent font-semibold text-[var(--color-accent-contrast)]"
                          >
                            {Number(cell.day.slice(8))}
                          </button>
                        ) : (
                          <span
                            className={`flex h-11 items-center justify-center ${cell.inMonth ? 'text-muted' : 'text-muted/40'}`}
                            aria-hidden={!cell.inMonth || undefined}
                          >
                            {Number(cell.day.slice(8))}
                          </span>
                        )}
                      </td>
                    ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      {date ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-lg font-semibold first-letter:uppercase">{dayLabel(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</p>
          <button
            type="button"
            className={LINK}
            onClick={() => {
              setDate(undefined)
              setTime(undefined)
              setTimes({ state: 'idle' })
            }}
          >
            {t('tireHotelChangeDate')}
          </button>
        </div>
      ) : null}

      {date && times.state === 'loading' ? <Message tone="info">{t('tireHotelLoadingTimes')}</Message> : null}
      {date && times.state === 'failed' ? <Message>{t('tireHotelTimesFailed')}</Message> : null}
      {date && times.state === 'ready' && timeList.length > 0 && !time ? (
        <fieldset className="m-0 border-0 p-0">
          <legend className="mb-2 font-semibold">{t('tireHotelChooseTime')}</legend>
          <div className="grid max-w-md grid-cols-3 gap-2">
            {timeList.map((slot) => (
              <button
                key={slot}
                type="button"
                className={SECONDARY}
                onClick={() => {
                  setTime(slot)
                  flowStep(5)
                }}
              >
                {slot}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      {time ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-lg font-semibold">{time}</p>
          <button type="button" className={LINK} onClick={() => setTime(undefined)}>
            {t('tireHotelChangeTime')}
          </button>
        </div>
      ) : null}
      {date && times.state === 'ready' && timeList.length === 0 ? <p>{t('tireHotelNoTimes')}</p> : null}

      {showForm ? (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <h3 className="heading-h3 font-bold">{t('tireHotelContactHeading')}</h3>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {field('firstName', t('tireHotelFirstName'), { required: true, autoComplete: 'given-name' })}
            {field('lastName', t('tireHotelLastName'), { required: true, autoComplete: 'family-name' })}
            {field('mobile', t('tireHotelMobile'), { required: true, type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
            {field('email', t('tireHotelEmail'), { required: true, type: 'email', autoComplete: 'email', inputMode: 'email' })}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-comment`} className="text-sm font-semibold">
              {t('tireHotelComment')}
            </label>
            <textarea
              id={`${id}-comment`}
              value={form.comment}
              maxLength={500}
              rows={3}
              onChange={(e) => setForm((f) => ({ ...f, comment: e.target.value }))}
              className={INPUT}
            />
          </div>
          <div>
            <button type="submit" className="btn-primary" disabled={!ready || busy}>
              {t('tireHotelBook')}
            </button>
          </div>
          {error ? (
            <p role="alert" className="font-medium text-warning">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}

      <div>
        <button type="button" className={SECONDARY} onClick={onBack}>
          {t('tireHotelBack')}
        </button>
      </div>
    </div>
  )
}

function ConfirmationPage({
  t,
  heading,
  locale,
  confirmation,
  token,
  homePath,
  onOtherCar,
}: Common & { locale: string; confirmation: TireHotelConfirmation; token?: string; homePath: string; onOtherCar: () => void }) {
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const id = useId()
  const day = confirmation.appointmentTime.slice(0, 10)
  const when = `${new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))}, ${
    confirmation.isFullDay ? t('tireHotelFullDay') : confirmation.appointmentTime.slice(11, 16)
  }`
  const sendRating = async () => {
    if (rating === 0 || sending) return
    setSending(true)
    // spec §8: a failed rating still shows the thank-you.
    await tireHotelCall('review/addReview', { body: { rating, comment, date: new Date().toISOString() }, token })
    setSending(false)
    setSent(true)
  }
  return (
    <div className="flex flex-col gap-6">
      {heading(t('tireHotelThanks'))}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-brand bg-surface p-4 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('tireHotelSummaryId')}</dt>
        <dd>{confirmation.bookingConfirmationId}</dd>
        <dt className="font-semibold">{t('tireHotelSummaryTime')}</dt>
        <dd className="first-letter:uppercase">{when}</dd>
        <dt className="font-semibold">{t('tireHotelSummaryService')}</dt>
        <dd>{confirmation.services.map((s) => s.name).join(', ')}</dd>
        <dt className="font-semibold">{t('tireHotelSummaryWorkshop')}</dt>
        <dd>
          {confirmation.workshop.name}, {confirmation.workshop.address}
          <br />
          {confirmation.workshop.phoneNumber} · {confirmation.workshop.email}
        </dd>
      </dl>
      {sent ? (
        <p role="status" className="font-semibold">
          {t('tireHotelRatingThanks')}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <RatingStars
            name={`${id}-rating`}
            value={rating}
            onChange={setRating}
            legend={t('tireHotelRatingHeading')}
            starLabel={(n) => t('tireHotelRatingStar', { n })}
            disabled={sending}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-comment`} className="text-sm font-semibold">
              {t('tireHotelRatingComment')}
            </label>
            <textarea id={`${id}-comment`} value={comment} maxLength={1000} rows={3} onChange={(e) => setComment(e.target.value)} className={INPUT} />
          </div>
          <div>
            <button type="button" className="btn-primary" onClick={() => void sendRating()} disabled={rating === 0 || sending}>
              {t('tireHotelRatingSend')}
            </button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <a className={SECONDARY} href={homePath}>
          {t('tireHotelGoHome')}
        </a>
        <button type="button" className={SECONDARY} onClick={onOtherCar}>
          {t('tireHotelOtherCar')}
        </button>
      </div>
    </div>
  )
}
