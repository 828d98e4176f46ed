'use client'

import { useEffect, useMemo, useState } from 'react'

import { bookableRange, dayIn } from '@/integrations/tire-hotel/tire-hotel-dates'

import { tireHotelCall } from '../tire-hotel-client'
import { monthOf } from '../tire-hotel-rules'
import { flowStep } from './flow-step'

type BookingDays = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; days: string[] }
type BookingTimes = { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; times: string[] }

/**
 * The booking page's date and time (spec §5, §7): the workshop's available days in the bookable
 * range (the calendar opens on the first one's month), then a chosen day's times. An expired
 * session (401) ends the flow; a failed call is a message, logged.
 */
export function useBookingSlots({ erpId, regNo, token, onExpired }: { erpId: string; regNo: string; token: string; onExpired: () => void }) {
  const today = useMemo(() => dayIn(new Date()), [])
  const [dates, setDates] = useState<BookingDays>({ state: 'loading' })
  const [month, setMonth] = useState(monthOf(today))
  const [date, setDate] = useState<string>()
  const [times, setTimes] = useState<BookingTimes>({ state: 'idle' })
  const [time, setTime] = useState<string>()

  useEffect(() => {
    let live = true
    const { first, last } = bookableRange(today)
    void tireHotelCall<{ availableDates: { date: string }[] }>(`booking/GetTimeslotDays`, {
      query: { workshopIdentifier: erpId },
      body: { startDate: first, endDate: last, regNo },
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
  }, [erpId, token, today, regNo, onExpired])

  const pickDate = async (day: string) => {
    setDate(day)
    setTime(undefined)
    setTimes({ state: 'loading' })
    const answer = await tireHotelCall<{ availableTimeSlotDates: { startTime: string[] }[] }>('booking/GetTimeslots', {
      query: { workshopIdentifier: erpId },
      body: { startDate: day, endDate: day, regNo },
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

  const changeDate = () => {
    setDate(undefined)
    setTime(undefined)
    setTimes({ state: 'idle' })
  }

  const pickTime = (slot: string | undefined) => {
    setTime(slot)
    if (slot) flowStep(5)
  }

  return { today, dates, month, setMonth, date, pickDate, changeDate, times, time, pickTime }
}
