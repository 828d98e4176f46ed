import { z } from 'zod'

import type { DictionaryKey } from '@/features/dictionary'
import { NO_SITE, type SiteRecord } from '@/features/sites'
import {
  clockTimeSchema,
  type TireHotelAgreement,
  type TireHotelBookingRequest,
  tireHotelBookingRequestSchema,
  type TireHotelConfirmation,
} from '@/integrations/tire-hotel/tire-hotel-contract'
import type { TireHotelPort } from '@/integrations/tire-hotel/tire-hotel-port'
import { formatSiteMoment } from '@/lib/locales'
import { logger } from '@/lib/logger'

import { obfuscatePhone, type TireHotelAuth } from './tire-hotel-auth'
import { tireHotelPlateSchema } from './tire-hotel-plate'

/** Bodies are a few short fields; 16 KB is generous. */
export const MAX_TIRE_HOTEL_BYTES = 16 * 1024

export type TireHotelSite = Pick<SiteRecord, 'id' | 'key' | 'name' | 'defaultLocale' | 'country' | 'tireHotelWorkshops'>

export type TireHotelHttpRequest = {
  method: string
  /** The path below /api/tirehotel/, e.g. ['authorization', 'search']. */
  path: readonly string[]
  query: URLSearchParams
  host: string | null
  /** The visitor's address (sender-identity.ts clientAddress); only ever stored hashed. */
  clientAddress: string
  authorization: string | null
  /** The body, read up to MAX_TIRE_HOTEL_BYTES + 1 bytes. */
  readBody: () => Promise<string>
}

export type TireHotelHttpDeps = {
  auth: TireHotelAuth
  hotel: TireHotelPort
  resolveSite(host: string | null): Promise<TireHotelSite | undefined>
  /** A dictionary text of the site's default language (the spec's messages are the server's). */
  text(site: TireHotelSite, key: DictionaryKey, vars?: Record<string, string>): Promise<string>
  /** Stores the confirmed booking for the site (and starts its delivery). */
  storeBooking(input: {
    site: TireHotelSite
    agreement: TireHotelAgreement
    booking: TireHotelBookingRequest
    confirmation: TireHotelConfirmation
  }): Promise<void>
  storeReview(input: { site: TireHotelSite; regNo: string; rating: number; comment: string; date: string }): Promise<void>
}

export type TireHotelHttpResult = { status: number; body: unknown }

type Failure = {
  status: number
  code: DictionaryKey
  fields?: { field: string; message: string }[]
  /** When the visitor may try again (a limit), shown in the message as {time} and sent as `retryAt`. */
  retryAt?: string
}

/** A day as the browser sends it: YYYY-MM-DD, optionally with a time (spec §7 'startDate, endDate'). */
const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, 'must be a date YYYY-MM-DD')
  .transform((v) => v.slice(0, 10))

const rangeSchema = z.object({ startDate: daySchema, endDate: daySchema, regNo: tireHotelPlateSchema })

const reviewSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().max(1000).default(''),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})?$/, 'must be an ISO date-time'),
})

const fieldsOf = (error: z.ZodError, name?: string) =>
  error.issues.map((issue) => ({ field: [name, ...issue.path].filter((p) => p !== undefined).join('.') || '(body)', message: issue.message }))

const badRequest = (fields: { field: string; message: string }[]): Failure => ({ status: 400, code: 'tireHotelSomethingWrong', fields })

/**
 * The spec's /api/tirehotel/* calls (spec 03 §7 'Tire hotel calls'; issue 20). Every call after
 * `validate` needs the session (Authorization: Bearer) and may only touch the session's own plate
 * and its agreement's workshop. Wrong input is a 400 naming the fields; the spec's situations
 * answer with the spec's text in `message` (and its dictionary key in `code`); nothing is a 500.
 */
export async function handleTireHotel(request: TireHotelHttpRequest, deps: TireHotelHttpDeps): Promise<TireHotelHttpResult> {
  const site = await deps.resolveSite(request.host)
  if (!site) return { status: NO_SITE.status, body: { message: NO_SITE.message } }
  // Only a site that serves tyre-hotel workshops has the tyre hotel (issue 35 item 8).
  if (site.tireHotelWorkshops.length === 0) return { status: 404, body: { message: 'This site has no tyre hotel' } }
  const fail = async (failure: Failure): Promise<TireHotelHttpResult> => ({
    status: failure.status,
    body: {
      message: await deps.text(
        site,
        failure.code,
        failure.retryAt ? { time: formatSiteMoment(new Date(failure.retryAt), site.defaultLocale, site.country) } : undefined,
      ),
      code: failure.code,
      ...(failure.fields ? { fields: failure.fields } : {}),
      ...(failure.retryAt ? { retryAt: failure.retryAt } : {}),
    },
  })
  try {
    const outcome = await route(request, deps, site)
    return 'code' in outcome ? fail(outcome) : outcome
  } catch (error) {
    logger.error({ err: error, path: request.path.join('/') }, 'Tyre hotel call failed')
    return fail({ status: 503, code: 'tireHotelSomethingWrong' })
  }
}

const ROUTES: Record<string, 'GET' | 'POST'> = {
  'authorization/search': 'GET',
  'authorization/login': 'POST',
  'authorization/validate': 'POST',
  'authorization/logout': 'POST',
  'booking/GetTimeslotDays': 'POST',
  'booking/GetTimeslots': 'POST',
  'booking/create': 'POST',
  'review/addReview': 'POST',
}

async function readJson(request: TireHotelHttpRequest): Promise<{ ok: true; json: unknown } | { ok: false; failure: Failure }> {
  const text = await request.readBody()
  if (Buffer.byteLength(text) > MAX_TIRE_HOTEL_BYTES) return { ok: false, failure: { status: 413, code: 'tireHotelSomethingWrong' } }
  try {
    return { ok: true, json: JSON.parse(text) }
  } catch {
    return { ok: false, failure: badRequest([{ field: '(body)', message: 'must be JSON' }]) }
  }
}

async function route(request: TireHotelHttpRequest, deps: TireHotelHttpDeps, site: TireHotelSite): Promise<TireHotelHttpResult | Failure> {
  const name = request.path.join('/')
  const method = ROUTES[name]
  if (!method) return { status: 404, body: { message: 'Unknown tyre-hotel call' } }
  if (request.method !== method) return { status: 405, body: { message: `Use ${method}` } }
  const { auth } = deps
  const hotel = hotelOfSite(deps.hotel, site)

  switch (name) {
    case 'authorization/search': {
      const plate = tireHotelPlateSchema.safeParse(request.query.get('regNo') ?? '')
      if (!plate.success) return badRequest(fieldsOf(plate.error, 'regNo'))
      if (await auth.searchLimited(request.clientAddress)) return { status: 429, code: 'tireHotelTooManySearches' }
      const agreement = await hotel.findAgreement(plate.data)
      if (!agreement) return { status: 404, code: 'tireHotelNoAgreement' }
      return {
        status: 200,
        body: {
          encryptedPhoneNumber: auth.phoneHandle(agreement.regNo, agreement.phone),
          obfuscatedPhoneNumber: obfuscatePhone(agreement.phone),
          regNo: agreement.regNo,
        },
      }
    }
    case 'authorization/login': {
      const handle = request.query.get('encryptedPhoneNumber') ?? ''
      if (!handle || handle.length > 512) return badRequest([{ field: 'encryptedPhoneNumber', message: 'is required' }])
      const smsText = await deps.text(site, 'tireHotelSmsText')
      const result = await auth.sendCode(handle, request.clientAddress, (code) => smsText.replace('{code}', code))
      if (result.ok) return { status: 200, body: { authorizationToken: result.authorizationToken, message: '' } }
      if ('retryAt' in result) return { status: 429, code: 'tireHotelTooManyCodesUntil', retryAt: result.retryAt }
      return result.reason === 'invalidHandle' ? { status: 400, code: 'tireHotelSessionExpired' } : { status: 503, code: 'tireHotelSendFailed' }
    }
    case 'authorization/validate': {
      const token = request.query.get('authToken') ?? ''
      const otp = request.query.get('otpToken') ?? ''
      const fields = [
        ...(token ? [] : [{ field: 'authToken', message: 'is required' }]),
        ...(/^\d{4}$/.test(otp) ? [] : [{ field: 'otpToken', message: 'must be 4 digits' }]),
      ]
      if (fields.length > 0) return badRequest(fields)
      const result = await auth.verify(token, otp)
      if (!result.ok) {
        const code: DictionaryKey =
          result.reason === 'wrong' ? 'tireHotelCodeWrong' : result.reason === 'locked' ? 'tireHotelCodeLocked' : 'tireHotelCodeExpired'
        return { status: 401, code }
      }
      const agreement = await hotel.findAgreement(result.regNo)
      if (!agreement) {
        await auth.revoke(result.sessionToken)
        return { status: 404, code: 'tireHotelNoAgreement' }
      }
      return { status: 200, body: { status: 0, sessionToken: result.sessionToken, vehicles: [agreement.vehicle] } }
    }
    case 'authorization/logout': {
      await auth.revoke(bearer(request))
      return { status: 200, body: { loggedOut: true } }
    }
  }

  // Everything below needs the session, for its own plate only.
  const session = await auth.session(bearer(request))
  if (!session) return { status: 401, code: 'tireHotelSessionExpired' }

  if (name === 'review/addReview') {
    const json = await readJson(request)
    if (!json.ok) return json.failure
    const review = reviewSchema.safeParse(json.json)
    if (!review.success) return badRequest(fieldsOf(review.error))
    await deps.storeReview({ site, regNo: session.regNo, ...review.data })
    return { status: 200, body: { saved: true } }
  }

  const workshopParam = name === 'booking/create' ? 'departmentIdentifier' : 'workshopIdentifier'
  const erpId = request.query.get(workshopParam) ?? ''
  if (!erpId) return badRequest([{ field: workshopParam, message: 'is required' }])
  const json = await readJson(request)
  if (!json.ok) return json.failure
  const forbidden = { status: 403, body: { message: 'This session is for another vehicle or workshop' } }

  if (name === 'booking/create') {
    const booking = tireHotelBookingRequestSchema.safeParse(json.json)
    if (!booking.success) return badRequest(fieldsOf(booking.error))
    const regNo = tireHotelPlateSchema.safeParse(booking.data.regNo)
    if (!regNo.success || regNo.data !== session.regNo) return forbidden
    const agreement = await hotel.findAgreement(session.regNo)
    if (!agreement || agreement.vehicle.location.erpId !== erpId) return forbidden
    const result = await hotel.createBooking(erpId, { ...booking.data, regNo: regNo.data })
    if (!result.ok) return { status: 409, code: 'tireHotelSlotTaken' }
    await deps.storeBooking({ site, agreement, booking: booking.data, confirmation: result.confirmation })
    return { status: 200, body: result.confirmation }
  }

  const range = rangeSchema.safeParse(json.json)
  if (!range.success) return badRequest(fieldsOf(range.error))
  if (range.data.regNo !== session.regNo) return forbidden
  const agreement = await hotel.findAgreement(session.regNo)
  if (!agreement || agreement.vehicle.location.erpId !== erpId) return forbidden
  const { startDate, endDate, regNo } = range.data
  if (name === 'booking/GetTimeslotDays') {
    const dates = await hotel.availableDates(erpId, { startDate, endDate, regNo })
    return { status: 200, body: { availableDates: dates.map((date) => ({ date })) } }
  }
  const times = await hotel.timeslots(erpId, { date: startDate, regNo })
  // spec §9: shown as HH:mm, de-duplicated and sorted.
  const startTime = [...new Set(times.map((time) => time.slice(0, 5)).filter((time) => clockTimeSchema.safeParse(time).success))].sort()
  return { status: 200, body: { availableTimeSlotDates: [{ date: startDate, startTime }] } }
}

/**
 * The tyre-hotel system as one site sees it (issue 35 item 8): an agreement belongs to the site
 * that lists its workshop, so on any other site it does not exist (search, code, booking alike).
 */
function hotelOfSite(port: TireHotelPort, site: TireHotelSite): TireHotelPort {
  return {
    async findAgreement(regNo) {
      const agreement = await port.findAgreement(regNo)
      return agreement && site.tireHotelWorkshops.includes(agreement.vehicle.location.erpId) ? agreement : undefined
    },
    availableDates: (erpId, query) => port.availableDates(erpId, query),
    timeslots: (erpId, query) => port.timeslots(erpId, query),
    createBooking: (erpId, booking) => port.createBooking(erpId, booking),
  }
}

function bearer(request: TireHotelHttpRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.authorization ?? '')
  return match?.[1]
}
