'use client'

import { useId, useState } from 'react'

import type { TireHotelConfirmation } from '@/integrations/tire-hotel/tire-hotel-contract'

import { RatingStars } from '../RatingStars'
import { tireHotelCall } from '../tire-hotel-client'
import type { StepProps } from './flow-step'
import { INPUT, SECONDARY } from './flow-styles'
import { dayLabel } from './day-label'

/** Confirmation (spec §4, §8): the booking's summary, the rating with its comment, home or another car. */
export function ConfirmationPage({
  t,
  heading,
  locale,
  confirmation,
  token,
  homePath,
  onOtherCar,
}: StepProps & { locale: string; confirmation: TireHotelConfirmation; token?: string; homePath: string; onOtherCar: () => void }) {
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const id = useId()
  const day = confirmation.appointmentTime.slice(0, 10)
  const when = `${dayLabel(locale, day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}, ${
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
