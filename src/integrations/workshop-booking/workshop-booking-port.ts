import { z } from 'zod'

/**
 * The workshop-booking port (spec 03 §7 'Booking calls', /api/mechmate/*): what the service booking
 * flow asks a workshop booking system, and the answers it gets. Built in: `BuiltInWorkshopEngine`
 * (demo vehicle register, catalogue per brand, capacity from opening hours, bookings in our own
 * database). Outside: a mechmate-compatible service over HTTP (`HttpWorkshopBooking`, chosen by
 * SHOWROOM_BOOKING_URL).
 *
 * Field names are the spec's (§3 Booking store, Offering, Workshop site, Time-slot day; §7). This
 * file is zod only (no Node APIs): the browser flow imports the shapes through the feature.
 */

/** spec 03 §5 "plate is upper-cased automatically, max length 6": Swedish plates ABC123 / ABC12A. */
export const REGISTRATION_PATTERN = /^[A-Z]{3}\d{2}[A-Z0-9]$/

/** A plate as typed: spaces and dashes dropped, upper case. */
export const normalizeRegistration = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase()

/** spec 03 §8 lookup errors and TimeslotNotAvailable; ServerError is 'any other'. */
export const BOOKING_ERROR_CODES = ['InvalidReg', 'VehicleNotFound', 'BrandNotSupported', 'TimeslotNotAvailable', 'ServerError'] as const
export type BookingErrorCode = (typeof BOOKING_ERROR_CODES)[number]

/** A refusal the flow shows with the spec's text (BrandNotSupported carries the brand). */
export class WorkshopBookingError extends Error {
  constructor(
    readonly code: BookingErrorCode,
    readonly brand?: string,
  ) {
    super(brand ? `${code},${brand}` : code)
    this.name = 'WorkshopBookingError'
  }
}

/** A request the booking system cannot act on (unknown workshop or offering): the route answers 400. */
export class BookingInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'BookingInputError'
  }
}

// ---------------------------------------------------------------------------------------------
// Car (spec 03 §3 car; §7 GET /api/mechmate/car/{registrationNumber})
// ---------------------------------------------------------------------------------------------

export const carSchema = z.object({
  registrationNumber: z.string(),
  brand: z.string(),
  model: z.string(),
  buildYear: z.number().int(),
  hasServiceAgreement: z.boolean(),
  /** Ours: the register's region of the owner's address (the car panel's 'Område'). */
  region: z.string().nullish(),
  /** Ours: the spec's easter-egg test car (§2.4 "a special label class"). */
  isTestCar: z.boolean().optional(),
})
export type Car = z.infer<typeof carSchema>

/** §7 "response isSupported, brand, plus car fields". */
export const carLookupSchema = carSchema.extend({ isSupported: z.boolean() })
export type CarLookup = z.infer<typeof carLookupSchema>

// ---------------------------------------------------------------------------------------------
// Offerings (spec 03 §3 Offering, Offering category)
// ---------------------------------------------------------------------------------------------

export const unitPriceSchema = z.object({
  unit: z.string(),
  minimum: z.number().int().min(0),
  maximum: z.number().int().min(1),
  unitAbbreviation: z.string(),
  postfix: z.string().nullish(),
})

export const offeringSchema = z.object({
  name: z.string(),
  /** Median price in SEK (the note says so); 0 with priceKnown false when it cannot be given. */
  price: z.number().min(0),
  description: z.string().nullish(),
  code: z.string(),
  unitPrice: unitPriceSchema.nullish(),
  isAvailable: z.boolean(),
  priceKnown: z.boolean(),
  notKnownPriceText: z.string().nullish(),
  /** The service-agreement discount in SEK (the price shown is price − discount). */
  priceDiscount: z.number().min(0).nullish(),
  allowUserInput: z.boolean(),
  /** Ours: 'original' is the brand's original service, 'base' a base service (§4 exclusions). */
  kind: z.enum(['original', 'base']).nullish(),
  /** Ours: the price depends on the mileage (§5 'Mileage service'). */
  requiresMileage: z.boolean().optional(),
})
export type Offering = z.infer<typeof offeringSchema>

export const offeringCategorySchema = z.object({
  name: z.string(),
  icon: z.string(),
  offerings: z.array(offeringSchema),
  /** Add-ons: 'single' makes the category radio-like (§2.4 step 3). */
  selectionType: z.string().nullish(),
})
export type OfferingCategory = z.infer<typeof offeringCategorySchema>

export const offeringsResponseSchema = z.object({ serviceOfferingCategories: z.array(offeringCategorySchema) })
export type OfferingsResponse = z.infer<typeof offeringsResponseSchema>

/** §7 prices: offers[{code, price}] (price null when unknown; ours: priceDiscount). */
export const pricesResponseSchema = z.object({
  offers: z.array(z.object({ code: z.string(), price: z.number().nullable(), priceDiscount: z.number().nullish() })),
})
export type PricesResponse = z.infer<typeof pricesResponseSchema>

// ---------------------------------------------------------------------------------------------
// Workshops and time (spec 03 §3 Workshop site, Time-slot day)
// ---------------------------------------------------------------------------------------------

export const workshopSiteSchema = z.object({
  departmentId: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  brands: z.array(z.string()),
  /** 'YYYY-MM-DDTHH:mm:ss', or null when nothing is free in the search horizon. */
  firstTimeSlot: z.string().nullable(),
  /** Ours: km from the searched place (the list's 'Närmast mig' order). */
  distanceKm: z.number().optional(),
  /** Ours: the workshop's e-mail and phone for the confirmation. */
  email: z.string().nullish(),
  phone: z.string().nullish(),
})
export type WorkshopSite = z.infer<typeof workshopSiteSchema>

export const timeslotDaySchema = z.object({
  date: z.string(),
  availableSlots: z.array(z.string()),
  allDaySlotAvailable: z.boolean(),
})
export type TimeslotDay = z.infer<typeof timeslotDaySchema>

export type ClosestAvailableQuery = {
  regNo: string
  serviceOfferings: string[]
  latitude: number
  longitude: number
  /** The last department id the visitor has; the stream continues after it. */
  cursor?: string
  /** §4 "stops after 5 sites (initial batch; 4 beyond the first)". */
  limit: number
}

// ---------------------------------------------------------------------------------------------
// Booking (spec 03 §7 POST /api/mechmate/book)
// ---------------------------------------------------------------------------------------------

const trimmed = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` })

/** §5 "Phone: optional plus sign followed by 6 to 20 digits or spaces". */
export const BOOKING_PHONE_PATTERN = /^\+?[\d ]{6,20}$/
/** §5 "E-mail: standard address pattern". */
export const BOOKING_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/
/** §9 "free text 80 characters". */
export const FREE_TEXT_MAX = 80

export const bookingRequestSchema = z.object(
  {
    customer: z.object(
      {
        firstName: trimmed('customer.firstName', 100),
        lastName: trimmed('customer.lastName', 100),
        phone: z
          .string({ error: 'customer.phone is required' })
          .trim()
          .regex(BOOKING_PHONE_PATTERN, { error: 'customer.phone must be an optional + and 6 to 20 digits or spaces' }),
        email: z
          .string({ error: 'customer.email is required' })
          .trim()
          .max(200, { error: 'customer.email must be at most 200 characters' })
          .regex(BOOKING_EMAIL_PATTERN, { error: 'customer.email must be an e-mail address' }),
      },
      { error: 'customer is required: firstName, lastName, phone, email' },
    ),
    freeText: z
      .string({ error: 'freeText must be text' })
      .max(FREE_TEXT_MAX, { error: `freeText must be at most ${FREE_TEXT_MAX} characters` })
      .nullish(),
    departmentId: z.string({ error: 'departmentId is required' }).regex(/^[A-Za-z0-9_-]{1,60}$/, { error: 'departmentId must be a department id' }),
    timeSlot: z.string({ error: 'timeSlot is required' }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, { error: 'timeSlot must be YYYY-MM-DDTHH:mm:ss' }),
    isFullDay: z.boolean({ error: 'isFullDay must be true or false' }),
    registrationNumber: z
      .string({ error: 'registrationNumber is required' })
      .transform(normalizeRegistration)
      .pipe(z.string().regex(REGISTRATION_PATTERN, { error: 'registrationNumber must be a Swedish plate such as ABC123' })),
    mileage: z
      .number({ error: 'mileage must be a whole number of mil' })
      .int({ error: 'mileage must be a whole number of mil' })
      .min(0, { error: 'mileage must be 0 or more' })
      .max(200_000, { error: 'mileage must be at most 200000 mil' }),
    serviceOfferingRequests: z
      .array(
        z.object({
          kobraId: z.string({ error: 'serviceOfferingRequests[].kobraId is required' }).regex(/^[A-Za-z0-9_-]{1,40}$/, {
            error: 'serviceOfferingRequests[].kobraId must be an offering code',
          }),
          unitsSelected: z.number().int().min(0).max(100).nullable(),
          userInput: z
            .string()
            .max(FREE_TEXT_MAX, { error: `userInput must be at most ${FREE_TEXT_MAX} characters` })
            .nullable(),
        }),
        { error: 'serviceOfferingRequests must be a list' },
      )
      .min(1, { error: 'serviceOfferingRequests must name at least one service' })
      .max(30, { error: 'serviceOfferingRequests may name at most 30 services' }),
  },
  { error: 'The body must be a JSON object with customer, departmentId, timeSlot, isFullDay, registrationNumber, mileage, serviceOfferingRequests' },
)
export type BookingRequest = z.infer<typeof bookingRequestSchema>

export const bookingResponseSchema = z.object({ id: z.string(), registrationNumber: z.string(), kobraProductIds: z.array(z.string()) })
export type BookingResponse = z.infer<typeof bookingResponseSchema>

/**
 * Which site a call is about: the built-in engine reads that site's dealers (sites index) and that
 * site's service catalogue and vehicle register (the CMS collections of the site id).
 */
export type BookingScope = { sitesIndex: string; siteId?: number | string }

export interface WorkshopBookingPort {
  readonly name: string
  lookupCar(scope: BookingScope, registrationNumber: string): Promise<CarLookup>
  services(scope: BookingScope, registrationNumber: string, position?: { lat: number; lng: number }): Promise<OfferingsResponse>
  addons(scope: BookingScope, registrationNumber: string, position?: { lat: number; lng: number }): Promise<OfferingsResponse>
  prices(scope: BookingScope, registrationNumber: string, mileage: number, departmentId: string, codes: string[]): Promise<PricesResponse>
  authorizedWorkshop(scope: BookingScope, brand: string): Promise<{ hasBrand: boolean }>
  closestAvailable(scope: BookingScope, query: ClosestAvailableQuery): AsyncIterable<WorkshopSite>
  /** Four weeks of days from `fromDate` (YYYY-MM-DD). */
  timeslots(scope: BookingScope, registrationNumber: string, departmentId: string, fromDate: string, codes: string[]): Promise<TimeslotDay[]>
  book(scope: BookingScope, request: BookingRequest): Promise<BookingResponse>
}

// ---------------------------------------------------------------------------------------------
// What the built-in engine is handed (instance.ts): the site's workshops, read from its dealers,
// and its vehicle register and catalogues, read from the CMS. The feature reads them, so their
// shapes are the port's, not the engine's.
// ---------------------------------------------------------------------------------------------

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** A workshop: a Workshop department of one of the site's dealers (spec 03 §3 Site, Department). */
export type WorkshopSource = {
  departmentId: string
  siteId: string
  siteName: string
  address: string
  latitude: number
  longitude: number
  brands: string[]
  email?: string | null
  phone?: string | null
  openingHours: { day: Weekday; open?: string | null; close?: string | null }[]
  deviationDays: { day: string; displayText: string }[]
  /** Closed days of the vacation (spec 03 §3 vacationdays.vacationdays[].day). */
  vacationDays: string[]
}

export const catalogueOfferingSchema = offeringSchema.extend({
  /** Models of the catalogue's brands this offering is not available for. */
  unavailableForModels: z.array(z.string()).optional(),
})
export type CatalogueOffering = z.infer<typeof catalogueOfferingSchema>

export const catalogueCategorySchema = offeringCategorySchema.extend({
  offerings: z.array(catalogueOfferingSchema),
  /** A car with a service agreement gets the catalogue's discount on this category. */
  agreementDiscount: z.boolean().optional(),
})
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>

export const workshopCatalogueSchema = z.object({
  name: z.string(),
  brands: z.array(z.string()),
  /** The service agreement's discount in per cent of the price. */
  agreementDiscountPercent: z.number().min(0).max(100),
  services: z.array(catalogueCategorySchema),
  addons: z.array(catalogueCategorySchema),
})
export type WorkshopCatalogue = z.infer<typeof workshopCatalogueSchema>

export const bookingCatalogueSchema = z.object({ vehicles: z.array(carSchema), catalogues: z.array(workshopCatalogueSchema) })
/** One site's register and catalogues. */
export type BookingCatalogue = z.infer<typeof bookingCatalogueSchema>
