import { randomBytes } from 'node:crypto'

import { z } from 'zod'

import {
  BookingInputError,
  type BookingRequest,
  bookingRequestSchema,
  type BookingResponse,
  type BookingScope,
  normalizeRegistration,
  type OfferingCategory,
  WorkshopBookingError,
  type WorkshopBookingPort,
  type WorkshopSite,
} from '@/integrations/workshop-booking/workshop-booking-port'
import { NO_SITE } from '@/features/sites'
import { logger } from '@/lib/logger'

/**
 * The request handling behind /api/mechmate/* (spec 03 §7 'Booking calls'), free of Next so it is
 * tested directly; the route only passes the request in. Every answer is JSON (the sites stream is
 * server-sent events):
 *
 * - 404 on a host without a site or a site without a dealer (sites) index, and on unknown paths;
 * - 400 with `issues` naming each field for a query or body that is not the contract's shape;
 * - the spec's refusals as `{ errors: { 'Error Result': [code] } }` (§7 "on failure
 *   errors['Error Result'][0]"): InvalidReg 400, VehicleNotFound 404, BrandNotSupported,{brand}
 *   422, TimeslotNotAvailable 409;
 * - 429 when one address books too often (the lead form's limits), or when the workshop has taken
 *   its day's cap of online bookings (`WorkshopFull`);
 * - 200 `{ id, held: true }` for a booking beyond the workshop's daily soft limit: held for the
 *   workshop's review instead of booked (issue 35 item 4);
 * - 502 `ServerError` when the booking system fails or times out (logged), never a 500.
 */

export type MechmateSite = { key: string; id?: number | string; sitesIndex?: string }
export type StoredBooking = {
  site: MechmateSite
  request: BookingRequest
  response: BookingResponse
  workshop: WorkshopSite | undefined
  lines: BookingLine[]
  car: string
  /** Not booked in the workshop system: held for the workshop to confirm with the customer. */
  held: boolean
}

/**
 * How many online bookings a workshop has taken today, against its limits: `open` (book it),
 * `review` (over the soft limit: hold it for the workshop), `closed` (over the cap: refuse).
 * `release` takes the count back when the booking then does not happen.
 */
export type WorkshopDemand = { verdict: 'open' | 'review' | 'closed'; release(): Promise<void> }
export type BookingLine = { code: string; name: string; price: number | null; units: number; userInput: string | null }

export type MechmateDeps = {
  resolveSite(): Promise<MechmateSite | undefined>
  port(): WorkshopBookingPort
  /** Counts a booking attempt from this address (and phone); true when over the limit. */
  limited(phone: string): Promise<boolean>
  /** Counts an online booking for the workshop today (issue 35 item 4). */
  workshopDemand(departmentId: string): Promise<WorkshopDemand>
  /** Stores the booking (Service bookings collection) and queues its delivery; throws when it cannot. */
  storeBooking(booking: StoredBooking): Promise<void>
}

type Json = { status: number; body: unknown }
type Issue = { field: string; message: string }
const json = ({ status, body }: Json) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
const problem = (status: number, error: string, issues?: Issue[]) => json({ status, body: issues ? { error, issues } : { error } })
const refusal = (code: string, status: number, brand?: string) => json({ status, body: { errors: { 'Error Result': [brand ? `${code},${brand}` : code] } } })

const STATUS_OF: Record<string, number> = { InvalidReg: 400, VehicleNotFound: 404, BrandNotSupported: 422, TimeslotNotAvailable: 409, ServerError: 502 }

function failure(error: unknown, call: string, site: MechmateSite): Response {
  if (error instanceof WorkshopBookingError) return refusal(error.code, STATUS_OF[error.code] ?? 502, error.brand)
  if (error instanceof BookingInputError) return problem(400, error.message, [{ field: error.field, message: error.message }])
  logger.error({ err: error, site: site.key, call }, 'Workshop booking system failed')
  return refusal('ServerError', 502)
}

const issuesOf = (error: z.ZodError): Issue[] => error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }))

const plate = z
  .string()
  .transform(normalizeRegistration)
  .pipe(z.string().min(1, { error: 'registrationNumber is required' }).max(10, { error: 'registrationNumber must be at most 10 characters' }))
const departmentId = z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, { error: 'departmentId must be a department id' })
const codes = z
  .string()
  .max(1000, { error: 'serviceOfferings is too long' })
  .transform((v) =>
    v
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'serviceOfferings must be offering codes separated by commas' })).max(30))
const latitude = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(-90, { error: `${name} must be between -90 and 90` })
    .max(90, { error: `${name} must be between -90 and 90` })
const longitude = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(-180, { error: `${name} must be between -180 and 180` })
    .max(180, { error: `${name} must be between -180 and 180` })

const positionQuery = z.object({ lat: latitude('lat').optional(), lng: longitude('lng').optional() })
const closestQuery = z.object({
  regNo: plate,
  serviceOfferings: codes.optional().default([]),
  latitude: latitude('latitude'),
  longitude: longitude('longitude'),
  cursor: departmentId.optional(),
})
const pricesPath = z.object({
  registrationNumber: plate,
  milage: z.coerce.number({ error: 'milage must be a whole number of mil' }).int({ error: 'milage must be a whole number of mil' }).min(0).max(200_000),
  departmentId,
})
const timeslotsPath = z.object({
  registrationNumber: plate,
  departmentId,
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T00:00:00)?$/, { error: 'date must be YYYY-MM-DDT00:00:00' })
    .transform((v) => v.slice(0, 10))
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'date must be a real date' }),
})

/** spec 03 §4 "stops after 5 sites (initial batch; 4 beyond the first)". */
export const FIRST_BATCH = 5
export const NEXT_BATCH = 4
/** The stream's no-sites marker (spec 03 §7 "each message is a site object, an error, or a nosites marker"). */
export const NO_SITES_MESSAGE = { nosites: true }

function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries())
}

/** Answers GET /api/mechmate/{path}. */
export async function handleMechmateGet(url: URL, path: readonly string[], deps: MechmateDeps): Promise<Response> {
  const resolved = await siteOf(deps)
  if (resolved instanceof Response) return resolved
  const { site, scope } = resolved
  const [head, ...rest] = path
  try {
    switch (head) {
      case 'car': {
        if (rest.length !== 1) break
        return json({ status: 200, body: await deps.port().lookupCar(scope, normalizeRegistration(rest[0]!)) })
      }
      case 'services':
      case 'addons': {
        if (rest.length !== 1) break
        const position = positionQuery.safeParse(queryOf(url))
        if (!position.success) return problem(400, 'The query is not valid', issuesOf(position.error))
        const at = position.data.lat !== undefined && position.data.lng !== undefined ? { lat: position.data.lat, lng: position.data.lng } : undefined
        const reg = normalizeRegistration(rest[0]!)
        const answer = head === 'services' ? await deps.port().services(scope, reg, at) : await deps.port().addons(scope, reg, at)
        return json({ status: 200, body: answer })
      }
      case 'prices': {
        if (rest.length !== 3) break
        const parsed = pricesPath.safeParse({ registrationNumber: rest[0], milage: rest[1], departmentId: rest[2] })
        const wanted = codes.safeParse(url.searchParams.get('serviceOfferings') ?? '')
        if (!parsed.success || !wanted.success)
          return problem(400, 'The path or query is not valid', [
            ...(parsed.error ? issuesOf(parsed.error) : []),
            ...(wanted.error ? issuesOf(wanted.error) : []),
          ])
        const { registrationNumber, milage, departmentId: department } = parsed.data
        return json({ status: 200, body: await deps.port().prices(scope, registrationNumber, milage, department, wanted.data) })
      }
      case 'authorized-workshop': {
        if (rest.length !== 1 || !/^[\p{L}\p{N}-]{1,40}$/u.test(rest[0]!)) break
        return json({ status: 200, body: await deps.port().authorizedWorkshop(scope, rest[0]!) })
      }
      case 'timeslots': {
        if (rest[0] !== 'from' || rest.length < 4 || rest.length > 5 || (rest.length === 5 && rest[4] !== '')) break
        const parsed = timeslotsPath.safeParse({ registrationNumber: rest[1], departmentId: rest[2], date: rest[3] })
        const wanted = codes.safeParse(url.searchParams.get('serviceOfferings') ?? '')
        if (!parsed.success || !wanted.success)
          return problem(400, 'The path or query is not valid', [
            ...(parsed.error ? issuesOf(parsed.error) : []),
            ...(wanted.error ? issuesOf(wanted.error) : []),
          ])
        const { registrationNumber, departmentId: department, date } = parsed.data
        return json({ status: 200, body: await deps.port().timeslots(scope, registrationNumber, department, date, wanted.data) })
      }
      case 'departments': {
        if (rest.length !== 1 || rest[0] !== 'closestAvailable') break
        const parsed = closestQuery.safeParse(queryOf(url))
        if (!parsed.success) return problem(400, 'The query is not valid', issuesOf(parsed.error))
        return closestAvailableStream(deps.port(), scope, site, parsed.data)
      }
    }
  } catch (error) {
    return failure(error, head ?? '', site)
  }
  return problem(404, 'No such booking call')
}

async function siteOf(deps: MechmateDeps): Promise<{ site: MechmateSite; scope: BookingScope } | Response> {
  let site: MechmateSite | undefined
  try {
    site = await deps.resolveSite()
  } catch (error) {
    logger.error({ err: error }, 'Site settings could not be read for a booking call')
    return refusal('ServerError', 502)
  }
  if (!site) return problem(NO_SITE.status, NO_SITE.message)
  if (!site.sitesIndex) return problem(404, 'This site has no workshops to book')
  return { site, scope: { sitesIndex: site.sitesIndex, ...(site.id !== undefined ? { siteId: site.id } : {}) } }
}

/**
 * spec 03 §7 closestAvailable as server-sent events: one `data:` message per workshop (nearest
 * first, after the cursor), then the no-sites marker when there is nothing (more) to load, or an
 * error message. At most FIRST_BATCH workshops without a cursor, NEXT_BATCH with one.
 */
function closestAvailableStream(port: WorkshopBookingPort, scope: BookingScope, site: MechmateSite, query: z.infer<typeof closestQuery>): Response {
  const limit = query.cursor ? NEXT_BATCH : FIRST_BATCH
  const encoder = new TextEncoder()
  // The visitor may close the stream early ('Hämta fler' restarts, the page is left): stop then.
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (message: unknown) => {
        if (!cancelled) controller.enqueue(encoder.encode(`data: ${JSON.stringify(message)}\n\n`))
      }
      let sent = 0
      try {
        for await (const workshop of port.closestAvailable(scope, {
          regNo: query.regNo,
          serviceOfferings: query.serviceOfferings,
          latitude: query.latitude,
          longitude: query.longitude,
          cursor: query.cursor,
          limit: limit + 1,
        })) {
          if (cancelled) return
          if (sent === limit) {
            sent++
            break
          }
          send(workshop)
          sent++
        }
        // Fewer than asked plus one: nothing more to load.
        if (sent <= limit) send(NO_SITES_MESSAGE)
      } catch (error) {
        if (cancelled) return
        if (!(error instanceof WorkshopBookingError)) logger.error({ err: error, site: site.key }, 'Workshop booking system failed in closestAvailable')
        send({ error: error instanceof WorkshopBookingError ? error.message : 'ServerError' })
      }
      if (!cancelled) controller.close()
    },
    cancel() {
      cancelled = true
    },
  })
  return new Response(stream, {
    status: 200,
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  })
}

/** Largest booking body: a few KB of customer data and up to 30 services. */
export const MAX_BOOKING_BODY_BYTES = 16 * 1024

/** Answers POST /api/mechmate/book: validated, rate-limited, booked, stored, then 200 with the id. */
export async function handleMechmateBook(body: { contentLength: string | null; readBody: () => Promise<string> }, deps: MechmateDeps): Promise<Response> {
  const resolved = await siteOf(deps)
  if (resolved instanceof Response) return resolved
  const { site, scope } = resolved
  if (Number(body.contentLength ?? 0) > MAX_BOOKING_BODY_BYTES) return problem(413, `The request body is larger than ${MAX_BOOKING_BODY_BYTES / 1024} KB`)
  const text = await body.readBody()
  if (Buffer.byteLength(text) > MAX_BOOKING_BODY_BYTES) return problem(413, `The request body is larger than ${MAX_BOOKING_BODY_BYTES / 1024} KB`)
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return problem(400, 'The request body is not valid JSON', [{ field: '(body)', message: 'must be a JSON object' }])
  }
  const parsed = bookingRequestSchema.safeParse(raw)
  if (!parsed.success) return problem(400, 'The booking is not complete', issuesOf(parsed.error))
  const request = parsed.data
  if (await deps.limited(request.customer.phone))
    return json({ status: 429, body: { error: 'Too many bookings from your network in a short time', errors: { 'Error Result': ['TooManyBookings'] } } })
  const demand = await deps.workshopDemand(request.departmentId)
  if (demand.verdict === 'closed')
    return json({ status: 429, body: { error: 'This workshop takes no more online bookings today', errors: { 'Error Result': ['WorkshopFull'] } } })
  // Beyond the soft limit the time is not taken in the workshop system: whoever books a workshop's
  // every free time from many addresses gets requests the staff see, not the times.
  const held = demand.verdict === 'review'

  const port = deps.port()
  let response: BookingResponse
  let lines: BookingLine[]
  let workshop: WorkshopSite | undefined
  let car: string
  try {
    const lookup = await port.lookupCar(scope, request.registrationNumber)
    car = `${lookup.brand} ${lookup.model} ${lookup.buildYear}`
    lines = await bookingLines(port, scope, request)
    response = held ? heldBookingResponse(request) : await port.book(scope, request)
    workshop = await workshopOf(port, scope, request)
  } catch (error) {
    await demand.release()
    return failure(error, 'book', site)
  }
  try {
    await deps.storeBooking({ site, request, response, workshop, lines, car, held })
  } catch (error) {
    // The workshop has the time but we could not keep the booking: the visitor must not see
    // 'Bokning bekräftad' for a booking nobody will be told about.
    logger.error({ err: error, site: site.key, bookingId: response.id }, 'Service booking could not be stored; not confirmed to the visitor')
    return refusal('ServerError', 502)
  }
  logger.info(
    { site: site.key, bookingId: response.id, registrationNumber: response.registrationNumber, kobraProductIds: response.kobraProductIds, held },
    held ? 'Service booking held for the workshop to confirm' : 'Service booked',
  )
  return json({ status: 200, body: held ? { ...response, held: true } : response })
}

/** The answer for a held booking: our own reference (H + 10 characters), nothing booked. */
function heldBookingResponse(request: BookingRequest): BookingResponse {
  return {
    id: `H${randomBytes(8).toString('base64url').replace(/[-_]/g, '').slice(0, 10).toUpperCase().padEnd(10, '0')}`,
    registrationNumber: request.registrationNumber,
    kobraProductIds: request.serviceOfferingRequests.map((r) => r.kobraId),
  }
}

/** The booked services with names and this workshop's prices (what the workshop's e-mail lists). */
async function bookingLines(port: WorkshopBookingPort, scope: BookingScope, request: BookingRequest): Promise<BookingLine[]> {
  const [services, addons] = await Promise.all([
    port.services(scope, request.registrationNumber),
    port.addons(scope, request.registrationNumber).catch(() => null),
  ])
  const categories: OfferingCategory[] = [...services.serviceOfferingCategories, ...(addons?.serviceOfferingCategories ?? [])]
  const names = new Map(categories.flatMap((c) => c.offerings).map((o) => [o.code, o.name]))
  const codes = request.serviceOfferingRequests.map((r) => r.kobraId)
  const prices = await port.prices(scope, request.registrationNumber, request.mileage, request.departmentId, codes).catch(() => ({ offers: [] }))
  const priceOf = new Map(prices.offers.map((o) => [o.code, o.price === null ? null : o.price - (o.priceDiscount ?? 0)]))
  return request.serviceOfferingRequests.map((r) => ({
    code: r.kobraId,
    name: names.get(r.kobraId) ?? r.kobraId,
    price: priceOf.get(r.kobraId) ?? null,
    units: r.unitsSelected ?? 1,
    userInput: r.userInput,
  }))
}

async function workshopOf(port: WorkshopBookingPort, scope: BookingScope, request: BookingRequest): Promise<WorkshopSite | undefined> {
  // The workshop's name and address for the stored booking: the stream knows them; far away is fine.
  try {
    for await (const site of port.closestAvailable(scope, { regNo: request.registrationNumber, serviceOfferings: [], latitude: 0, longitude: 0, limit: 200 }))
      if (site.departmentId === request.departmentId) return site
  } catch {
    // Stored without the workshop's details rather than not at all.
  }
  return undefined
}
