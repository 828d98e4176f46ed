import type { Payload } from 'payload'

import { getDictionary } from '@/features/dictionary'
import { type DeliverySource, kickDeliveryOutbox, startDeliveryOutbox } from '@/features/leads'
import { findSite, siteForHost } from '@/features/sites'
import { getSmsSender } from '@/integrations/sms/instance'
import { getTireHotel } from '@/integrations/tire-hotel/instance'
import type { TireHotelPort } from '@/integrations/tire-hotel/tire-hotel-port'
import { getConfig } from '@/lib/config'
import { sqlDatabaseOf } from '@/lib/sql-database'
import { getPayloadClient } from '@/cms/payload-client'
import type { TireHotelBooking } from '@/payload-types'

import { TIRE_HOTEL_AUTH_DEFAULTS, TireHotelAuth } from './tire-hotel-auth'
import type { TireHotelHttpDeps, TireHotelSite } from './tire-hotel-http'

/** This process's tyre-hotel system (the built-in engine on the CMS's database, or the outside one). */
export function tireHotelPort(): TireHotelPort {
  return getTireHotel(() => getPayloadClient().then(sqlDatabaseOf))
}

/** The one-time-code login on a Payload instance's database, with the configured limits. */
export function tireHotelAuthFor(payload: Payload): TireHotelAuth {
  const { payloadSecret, tireHotel } = getConfig()
  return new TireHotelAuth(sqlDatabaseOf(payload), getSmsSender(), {
    ...TIRE_HOTEL_AUTH_DEFAULTS,
    secret: payloadSecret,
    searchesPerAddress: tireHotel.searchLimit,
    sendsPerAddress: tireHotel.sendLimit,
    sendsPerAddressPerDay: tireHotel.sendDayLimit,
  })
}

/**
 * How a stored tyre-hotel booking reaches the workshop: through the same outbox and lead port as
 * leads (CRM, or e-mail to the workshop's address), the confirmation id as idempotency key.
 */
export const TIRE_HOTEL_BOOKING_SOURCE: DeliverySource<TireHotelBooking> = {
  collection: 'tire-hotel-bookings',
  table: 'tire_hotel_bookings',
  label: 'Tyre-hotel booking',
  toDelivery(doc, fallbackRecipient) {
    const site = doc.site && typeof doc.site === 'object' ? { key: doc.site.key, name: doc.site.name } : { key: 'unknown-site', name: 'Unknown site' }
    const or = (v: string | null | undefined) => v || undefined
    return {
      id: doc.id,
      site,
      formName: `${site.name}TireHotelBooking`,
      formSubmissionId: doc.bookingConfirmationId,
      values: {
        regNo: doc.regNo,
        vehicle: doc.vehicleName,
        appointmentTime: doc.appointmentTime,
        isFullDay: Boolean(doc.isFullDay),
        workshop: doc.workshopName,
        workshopIdentifier: doc.workshopErpId,
        bookingConfirmationId: doc.bookingConfirmationId,
        service: 'Hjulskifte',
      },
      customer: { name: or(doc.customerName), phone: or(doc.customerPhone), email: or(doc.customerEmail), message: or(doc.message) },
      recipient: doc.workshopEmail ? { name: or(doc.workshopName), email: doc.workshopEmail } : { email: fallbackRecipient },
      createdAt: doc.createdAt,
    }
  },
}

/** Starts the tyre-hotel bookings' outbox (instrumentation.ts). */
export function startTireHotelOutbox(): Promise<void> {
  return startDeliveryOutbox(TIRE_HOTEL_BOOKING_SOURCE)
}

/** What the /api/tirehotel/* routes need in a running server. */
export async function tireHotelHttpDeps(): Promise<TireHotelHttpDeps> {
  const payload = await getPayloadClient()
  const db = sqlDatabaseOf(payload)
  return {
    auth: tireHotelAuthFor(payload),
    hotel: tireHotelPort(),
    resolveSite: siteForHost,
    async text(site: TireHotelSite, key, vars) {
      const record = await findSite(site.id)
      if (!record) return key
      return (await getDictionary(record, record.defaultLocale)).t(key, vars)
    },
    async storeBooking({ site, agreement, booking, confirmation }) {
      await payload.create({
        collection: 'tire-hotel-bookings',
        overrideAccess: true,
        depth: 0,
        data: {
          site: Number(site.id),
          regNo: agreement.regNo,
          bookingConfirmationId: confirmation.bookingConfirmationId,
          appointmentTime: confirmation.appointmentTime,
          isFullDay: confirmation.isFullDay,
          vehicleName: agreement.vehicle.name,
          workshopErpId: agreement.vehicle.location.erpId,
          workshopName: confirmation.workshop.name || agreement.vehicle.location.locationName,
          workshopEmail: confirmation.workshop.email || agreement.vehicle.location.email,
          customerName: `${booking.customer.firstName} ${booking.customer.lastName}`.trim(),
          customerPhone: booking.customer.phoneMobile,
          customerEmail: booking.customer.email,
          message: booking.freeText,
          status: 'pending',
        },
      })
      kickDeliveryOutbox(TIRE_HOTEL_BOOKING_SOURCE)
    },
    async storeReview({ site, regNo, rating, comment, date }) {
      await db.query('INSERT INTO tire_hotel_reviews (site_id, reg_no, rating, comment, review_date, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
        String(site.id),
        regNo,
        rating,
        comment,
        date,
        new Date().toISOString(),
      ])
    },
  }
}
