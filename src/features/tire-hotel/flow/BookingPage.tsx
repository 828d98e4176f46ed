'use client'

import { type FormEvent, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { lazyResolver } from '@/features/leads'
import type { TireHotelConfirmation, TireHotelVehicle } from '@/integrations/tire-hotel/tire-hotel-contract'

import { tireHotelCall } from '../tire-hotel-client'
import { bookingDateTime, type ContactForm, slotChosen } from '../tire-hotel-rules'
import { BookingCalendar } from './BookingCalendar'
import { BookingContactForm } from './BookingContactForm'
import { dayLabel } from './day-label'
import { FlowMessage } from './FlowMessage'
import type { SetBusy, StepProps } from './flow-step'
import { LINK, SECONDARY } from './flow-styles'
import { TimeChoice } from './TimeChoice'
import { loadTireHotelChecks } from './load-tire-hotel-checks'
import type { TireHotelContact } from './tire-hotel-forms'
import { useBookingSlots } from './use-booking-slots'

type BookingPageProps = StepProps & {
  locale: string
  vehicle: TireHotelVehicle
  token: string
  busy: boolean
  setBusy: SetBusy
  onBack: () => void
  onBooked: (c: TireHotelConfirmation) => void
  onExpired: () => void
}

const EMPTY_CONTACT: ContactForm = { firstName: '', lastName: '', mobile: '', email: '', comment: '' }

/**
 * Booking (spec §5, §7, §8): the workshop, the calendar of available days, the day's times (or
 * none: the car is left during the day), then the contact form, checked with the server's booking
 * schema; 'Boka' sends the booking, the server's message shows when it fails.
 */
export function BookingPage({ t, heading, locale, vehicle, token, busy, setBusy, onBack, onBooked, onExpired }: BookingPageProps) {
  const erpId = vehicle.location.erpId
  const slots = useBookingSlots({ erpId, regNo: vehicle.regNo, token, onExpired })
  const { dates, date, times, time } = slots
  const [error, setError] = useState('')
  const id = useId()
  // The check loads as the form's validity is first asked for (this page's first render).
  const resolver = useMemo(() => lazyResolver(() => loadTireHotelChecks().then((checks) => checks.contactResolver())), [])
  const form = useForm<ContactForm, unknown, TireHotelContact>({ defaultValues: EMPTY_CONTACT, resolver, mode: 'onChange', shouldFocusError: false })
  const pending = useRef(false)

  const timeList = times.state === 'ready' ? times.times : []
  const slotReady = times.state === 'ready' && slotChosen({ date, time, times: timeList })
  const ready = slotReady && form.formState.isValid

  const book = async (contact: TireHotelContact) => {
    if (!date) return
    setBusy(true)
    setError('')
    const at = bookingDateTime(date, time)
    const answer = await tireHotelCall<TireHotelConfirmation>('booking/create', {
      query: { departmentIdentifier: erpId },
      body: { bookingDate: at, bookingStart: time ? at : null, regNo: vehicle.regNo, freeText: contact.freeText, customer: contact.customer },
      token,
    })
    setBusy(false)
    if (answer.ok) onBooked(answer.data)
    else if (answer.status === 401) onExpired()
    else if (answer.message) setError(answer.message)
    else console.error('Tyre hotel: booking failed', answer.status)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!ready || busy || pending.current) return
    pending.current = true
    void form
      .handleSubmit(book)()
      .finally(() => {
        pending.current = false
      })
  }

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

      {dates.state === 'loading' ? <FlowMessage tone="info">{t('tireHotelLoadingDates')}</FlowMessage> : null}
      {dates.state === 'failed' ? <FlowMessage>{t('tireHotelDatesFailed')}</FlowMessage> : null}
      {dates.state === 'ready' && dates.days.length === 0 ? (
        <FlowMessage tone="info">
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
        </FlowMessage>
      ) : null}

      {dates.state === 'ready' && dates.days.length > 0 && !date ? (
        <BookingCalendar
          t={t}
          locale={locale}
          month={slots.month}
          today={slots.today}
          onMonth={slots.setMonth}
          days={dates.days}
          onPick={(day) => void slots.pickDate(day)}
        />
      ) : null}

      {date ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-lg font-semibold first-letter:uppercase">
            {dayLabel(locale, date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
          </p>
          <button type="button" className={LINK} onClick={slots.changeDate}>
            {t('tireHotelChangeDate')}
          </button>
        </div>
      ) : null}

      {date && times.state === 'loading' ? <FlowMessage tone="info">{t('tireHotelLoadingTimes')}</FlowMessage> : null}
      {date && times.state === 'failed' ? <FlowMessage>{t('tireHotelTimesFailed')}</FlowMessage> : null}
      {date && times.state === 'ready' && timeList.length > 0 && !time ? <TimeChoice t={t} times={timeList} onPick={slots.pickTime} /> : null}
      {time ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-lg font-semibold">{time}</p>
          <button type="button" className={LINK} onClick={() => slots.pickTime(undefined)}>
            {t('tireHotelChangeTime')}
          </button>
        </div>
      ) : null}
      {date && times.state === 'ready' && timeList.length === 0 ? <p>{t('tireHotelNoTimes')}</p> : null}

      {slotReady ? <BookingContactForm t={t} id={id} form={form} canSend={ready && !busy} onSubmit={submit} error={error} /> : null}

      <div>
        <button type="button" className={SECONDARY} onClick={onBack}>
          {t('tireHotelBack')}
        </button>
      </div>
    </div>
  )
}
