import { z } from 'zod'

/**
 * The tyre hotel's shapes (spec 03 §3 'Tire hotel'), shared by the port, its adapters, the
 * /api/tirehotel/* routes and the browser flow. Field names are the spec's.
 */

export const tireWheelSchema = z.object({
  name: z.string(),
  rimDiameter: z.number(),
  sectionWidth: z.number(),
  aspectRatio: z.number(),
  threadPattern: z.string(),
  /** Tread depth in millimetres. */
  threadDepth: z.number(),
  /** 0 good, 1 must be replaced (spec §4: the warning box), above 0 a warning icon. */
  threadStatusId: z.number().int().min(0),
  threadStatusMessage: z.string(),
})

export const tireSchema = z.object({ equipmentPosition: z.string(), wheel: tireWheelSchema })
export type Tire = z.infer<typeof tireSchema>

export const tireHotelLocationSchema = z.object({
  /** The workshop's identifier in the tyre-hotel system (workshopIdentifier / departmentIdentifier). */
  erpId: z.string().min(1),
  locationName: z.string(),
  departmentName: z.string(),
  phone: z.string(),
  email: z.string(),
})
export type TireHotelLocation = z.infer<typeof tireHotelLocationSchema>

export const tireHotelVehicleSchema = z.object({
  regNo: z.string(),
  name: z.string(),
  brandCode: z.string(),
  brand: z.string(),
  model: z.string(),
  productId: z.string(),
  packageLevel: z.string(),
  /** 'Ditt däckpaket''s optional info link. */
  packageInfoUrl: z.string().optional(),
  location: tireHotelLocationSchema,
  tires: z.array(tireSchema),
})
export type TireHotelVehicle = z.infer<typeof tireHotelVehicleSchema>

/** A storage agreement: the plate's customer, the phone the code goes to, and the vehicle. */
export const tireHotelAgreementSchema = z.object({
  regNo: z.string().min(2).max(7),
  phone: z.string().min(6),
  vehicle: tireHotelVehicleSchema,
})
export type TireHotelAgreement = z.infer<typeof tireHotelAgreementSchema>

/** YYYY-MM-DD */
export const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
/** HH:mm */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm')

export const bookingCustomerSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z
    .string()
    .trim()
    .max(200)
    .regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, 'must be an e-mail address'),
  /** spec §5: 8 to 15 characters of digits or plus. */
  phoneMobile: z.string().regex(/^[\d+]{8,15}$/, 'must be 8 to 15 digits or +'),
})

/** The booking request (spec §3): bookingStart is bookingDate again, or null without a time. */
export const tireHotelBookingRequestSchema = z.object({
  bookingDate: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/, 'must be YYYY-MM-DDTHH:mm:ss.00'),
  bookingStart: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/, 'must be YYYY-MM-DDTHH:mm:ss.00')
    .nullable(),
  regNo: z.string().min(2).max(7),
  freeText: z.string().max(500).default(''),
  customer: bookingCustomerSchema,
})
export type TireHotelBookingRequest = z.infer<typeof tireHotelBookingRequestSchema>

export const tireHotelConfirmationSchema = z.object({
  bookingConfirmationId: z.string(),
  customerBase: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phoneMobile: z.string() }),
  services: z.array(z.object({ name: z.string() })),
  appointmentTime: z.string(),
  isFullDay: z.boolean(),
  workshop: z.object({ name: z.string(), address: z.string(), email: z.string(), phoneNumber: z.string() }),
  freeText: z.string(),
})
export type TireHotelConfirmation = z.infer<typeof tireHotelConfirmationSchema>

/** What a booking attempt came to: the confirmation, or the slot is gone (spec §8 TimeslotNotAvailable). */
export type TireHotelBookingResult = { ok: true; confirmation: TireHotelConfirmation } | { ok: false; reason: 'TimeslotNotAvailable' }
