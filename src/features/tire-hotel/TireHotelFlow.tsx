'use client'

import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'

import { trackEvent } from '@/features/tracking'

import { BookingPage } from './flow/BookingPage'
import { ConfirmationPage } from './flow/ConfirmationPage'
import { flowStep } from './flow/flow-step'
import { LINK, SECONDARY } from './flow/flow-styles'
import { LoggedInPage } from './flow/LoggedInPage'
import { LoginPage } from './flow/LoginPage'
import { SearchPage } from './flow/SearchPage'
import { saveSession, useStoredSession } from './flow/session-store'
import { ValidatePage } from './flow/ValidatePage'
import { tireHotelCall } from './tire-hotel-client'

type Page = 'search' | 'login' | 'validate' | 'loggedIn' | 'booking' | 'confirmation'

export type TireHotelFlowProps = {
  texts: Record<string, string>
  locale: string
  /** The site's currency (ISO 4217), for the booking's purchase event. */
  currency: string
  contactEmail?: string
  contactPath?: string
  bookServicePath?: string
  homePath: string
}

/**
 * The tyre-hotel self-service (spec 03 §2.7, §4, §5, §8): six pages switched in memory — Search,
 * Login, Validate, LoggedIn, Booking, Confirmation — with the session in session storage under one
 * key. A stored validated session (status 0) goes straight to LoggedIn. Every call is checked on
 * the server; this island only shows what the server answers. Each page is a component of its
 * own in `flow/`; this one keeps the page, the busy overlay and the footer.
 */
export function TireHotelFlow({ texts, locale, currency, contactEmail, contactPath, bookServicePath, homePath }: TireHotelFlowProps) {
  const t = useCallback(
    (key: string, vars?: Record<string, string | number>) => {
      const text = texts[key] ?? key
      return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')) : text
    },
    [texts],
  )
  const [chosenPage, setPage] = useState<Page>('search')
  const session = useStoredSession()
  const [busy, setBusy] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  // spec §4: a stored validated session (status 0) jumps straight to LoggedIn from Search, Login or Validate.
  const page: Page = session.validated?.status === 0 && ['search', 'login', 'validate'].includes(chosenPage) ? 'loggedIn' : chosenPage

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
    saveSession({})
    go('search')
  }, [session.validated?.sessionToken, go])

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

  const searchPage = (
    <SearchPage
      t={t}
      heading={heading}
      busy={busy}
      setBusy={setBusy}
      bookServicePath={bookServicePath}
      onFound={(customer) => {
        saveSession({ customer })
        flowStep(1)
        go('login')
      }}
    />
  )

  // A page whose stored data is missing (a cleared tab) falls back to Search.
  let body: ReactNode = searchPage
  if (page === 'login' && session.customer)
    body = (
      <LoginPage
        t={t}
        heading={heading}
        customer={session.customer}
        contactPath={contactPath}
        setBusy={setBusy}
        busy={busy}
        onSent={(authorizationToken) => {
          saveSession({ ...session, credentials: { authorizationToken } })
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
          saveSession({ ...session, validated })
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
          saveSession({ ...session, confirmation })
          flowStep(6)
          trackEvent({ event: 'purchase', ecommerce: { currency, value: 0, transaction_id: confirmation.bookingConfirmationId } })
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
