import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { sqlDatabaseOf } from '@/lib/sql-database'
import { cmsDatabase, getPayloadClient } from '@/cms/payload-client'
import { type DeliverySource, kickDeliveryOutbox, type LeadForDelivery, startDeliveryOutbox } from '@/features/leads'
import { siteForHost } from '@/features/sites'
import { addressBucket, forgiveRateLimitHit, hitRateLimit, normalisePhone, senderHash } from '@/features/visitor-limits'
import { getWorkshopBooking as workshopBookingOver } from '@/integrations/workshop-booking/instance'
import type { WorkshopBookingPort } from '@/integrations/workshop-booking/workshop-booking-port'
import type { ServiceBooking } from '@/payload-types'

import { bookingCatalogueOf } from './booking-catalogue'
import { workshopsOf } from './booking-workshops'
import type { MechmateDeps, StoredBooking } from './mechmate-http'

/** This process's workshop booking system (integrations/workshop-booking/instance.ts picks it), over the CMS's database, the site's dealers and its catalogue. */
export function getWorkshopBooking(): WorkshopBookingPort {
  return workshopBookingOver({ database: cmsDatabase, workshops: workshopsOf, catalogue: bookingCatalogueOf })
}

const orUndefined = (v: string | null | undefined) => v || undefined

/** How a stored service booking is handed to the lead port (e-mail to the workshop, or the CRM). */
export function serviceBookingForDelivery(booking: ServiceBooking, fallbackRecipient: string): LeadForDelivery {
  const site =
    booking.site && typeof booking.site === 'object' ? { key: booking.site.key, name: booking.site.name } : { key: 'unknown-site', name: 'Unknown site' }
  const services = Array.isArray(booking.services)
    ? (booking.services as { name?: string; units?: number; price?: number | null; userInput?: string | null }[])
    : []
  return {
    id: booking.id,
    site,
    formName: 'service-booking',
    // The booking system's id: a receiver that has seen it already treats a repeat as done.
    formSubmissionId: booking.bookingId,
    values: {
      ...(booking.confirmation === 'held'
        ? { confirmation: 'HELD, NOT BOOKED: the workshop had more online bookings today than usual. Call the customer to confirm or decline this time.' }
        : {}),
      bookingId: booking.bookingId,
      registrationNumber: booking.registrationNumber,
      car: booking.car ?? '',
      timeSlot: booking.timeSlot,
      isFullDay: booking.isFullDay ?? false,
      mileage: booking.mileage ?? null,
      workshop: [booking.workshopName, booking.workshopAddress].filter(Boolean).join(', '),
      services: services
        .map(
          (s) =>
            `${s.name ?? ''}${s.units && s.units > 1 ? ` × ${s.units}` : ''}${s.price == null ? '' : ` (${s.price} kr)`}${s.userInput ? `: ${s.userInput}` : ''}`,
        )
        .join('; '),
      total: booking.total ?? null,
    },
    customer: {
      name: orUndefined(booking.customerName),
      phone: orUndefined(booking.customerPhone),
      email: orUndefined(booking.customerEmail),
      message: orUndefined(booking.message),
    },
    recipient: { name: orUndefined(booking.workshopName), email: booking.workshopEmail || fallbackRecipient },
    createdAt: booking.createdAt,
  }
}

/** Service bookings as a source of the delivery outbox (features/leads). */
export const SERVICE_BOOKING_SOURCE: DeliverySource<ServiceBooking> = {
  collection: 'service-bookings',
  table: 'service_bookings',
  label: 'Service booking',
  toDelivery: serviceBookingForDelivery,
}

/** Starts this process's service-booking outbox (instrumentation.ts). */
export function startServiceBookingOutbox(): Promise<void> {
  return startDeliveryOutbox(SERVICE_BOOKING_SOURCE)
}

/** Stores a booking (booked online, or held for the workshop) in the Service bookings collection of its site and queues its delivery. */
export async function storeServiceBooking(
  { site, request, response, workshop, lines, car, held }: StoredBooking,
  options: { payload?: Payload; kickOutbox?: boolean } = {},
): Promise<void> {
  const payload = options.payload ?? (await getPayloadClient())
  const total = lines.reduce((sum, line) => sum + (line.price ?? 0) * line.units, 0)
  await payload.create({
    collection: 'service-bookings',
    overrideAccess: true,
    depth: 0,
    data: {
      site: Number(site.id),
      bookingId: response.id,
      registrationNumber: response.registrationNumber,
      car,
      timeSlot: request.timeSlot,
      isFullDay: request.isFullDay,
      mileage: request.mileage,
      departmentId: request.departmentId,
      workshopName: workshop?.siteName ?? null,
      workshopEmail: workshop?.email ?? null,
      workshopAddress: workshop?.address ?? null,
      customerName: `${request.customer.firstName} ${request.customer.lastName}`,
      customerPhone: request.customer.phone,
      customerEmail: request.customer.email,
      message: request.freeText ?? '',
      services: lines,
      total,
      confirmation: held ? 'held' : 'online',
      status: 'pending',
    },
  })
  if (options.kickOutbox !== false) kickDeliveryOutbox(SERVICE_BOOKING_SOURCE)
}

/** What the /api/mechmate/* route needs in a running server. */
export function mechmateDeps(host: string | null, clientAddress: string): MechmateDeps {
  const resolveSite = async () => {
    const site = await siteForHost(host)
    if (!site) return undefined
    return { key: site.key, id: site.id, sitesIndex: site.searchIndexes.sites }
  }
  return {
    resolveSite,
    port: getWorkshopBooking,
    async workshopDemand(departmentId) {
      const { booking } = getConfig()
      const db = sqlDatabaseOf(await getPayloadClient())
      const site = await resolveSite()
      // One count per workshop of the site and day (UTC), shared by every process.
      const bucket = `booking-workshop:${createHash('sha256')
        .update(`${site?.id ?? ''}:${departmentId}`)
        .digest('base64url')}`
      const rule = { limit: booking.workshopDayCap, windowMs: 86_400_000 }
      const now = new Date()
      try {
        const { hits } = await hitRateLimit(db, bucket, rule, now)
        return {
          verdict: hits > booking.workshopDayCap ? 'closed' : hits > booking.workshopDayLimit ? 'review' : 'open',
          release: () =>
            forgiveRateLimitHit(db, bucket, rule, now).catch((error: unknown) => logger.warn({ err: error }, 'Workshop booking count not taken back')),
        }
      } catch (error) {
        logger.warn({ err: error }, 'Workshop booking limit could not be checked')
        return { verdict: 'open', release: async () => {} }
      }
    },
    async limited(phone) {
      // The lead form's limits (features/visitor-limits): per address and per phone, in the database.
      const config = getConfig()
      const { perIp, perPhone } = config.leads.rateLimits
      try {
        const db = sqlDatabaseOf(await getPayloadClient())
        const now = new Date()
        const byAddress = await hitRateLimit(db, addressBucket('booking', config.payloadSecret, clientAddress), perIp, now)
        const byPhone = await hitRateLimit(db, `booking-phone:${senderHash(config.payloadSecret, 'phone', normalisePhone(phone))}`, perPhone, now)
        return byAddress.limited || byPhone.limited
      } catch (error) {
        logger.warn({ err: error }, 'Booking rate limit could not be checked')
        return false
      }
    },
    storeBooking: (booking) => storeServiceBooking(booking),
  }
}
