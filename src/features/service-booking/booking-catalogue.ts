import type { Payload } from 'payload'
import { z } from 'zod'

import { getPayloadClient } from '@/cms/payload-client'
import {
  type BookingCatalogue,
  type BookingScope,
  carSchema,
  type CatalogueCategory,
  catalogueCategorySchema,
  workshopCatalogueSchema,
} from '@/integrations/workshop-booking/workshop-booking-port'
import { logger } from '@/lib/logger'
import { createTtlCache } from '@/lib/ttl-cache'

/** How long a site's catalogue is reused: an editor's change shows within this time. */
const TTL_MS = 10_000
const LIMIT = 1000

const list = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)

/** A category as the CMS stores it (collections/WorkshopCatalogues.ts), checked and turned into the engine's shape. */
const cmsOffering = z.object({
  name: z.string(),
  code: z.string(),
  price: z.number().nullish(),
  priceKnown: z.boolean().nullish(),
  notKnownPriceText: z.string().nullish(),
  description: z.string().nullish(),
  allowUserInput: z.boolean().nullish(),
  kind: z.enum(['original', 'base']).nullish(),
  requiresMileage: z.boolean().nullish(),
  unitPrice: z
    .object({
      unit: z.string().nullish(),
      minimum: z.number().nullish(),
      maximum: z.number().nullish(),
      unitAbbreviation: z.string().nullish(),
      postfix: z.string().nullish(),
    })
    .nullish(),
  unavailableForModels: z.string().nullish(),
})
const cmsCategory = z.object({
  name: z.string(),
  icon: z.string().nullish(),
  selectionType: z.string().nullish(),
  agreementDiscount: z.boolean().nullish(),
  offerings: z.array(cmsOffering).nullish(),
})

function categoryOf(raw: z.infer<typeof cmsCategory>): CatalogueCategory {
  return catalogueCategorySchema.parse({
    name: raw.name,
    icon: raw.icon ?? 'wrench',
    selectionType: raw.selectionType ?? null,
    agreementDiscount: raw.agreementDiscount ?? false,
    offerings: (raw.offerings ?? []).map((o) => {
      const unit = o.unitPrice?.unit?.trim()
      return {
        name: o.name,
        code: o.code,
        price: o.price ?? 0,
        priceKnown: o.priceKnown ?? true,
        notKnownPriceText: o.notKnownPriceText ?? null,
        description: o.description ?? null,
        allowUserInput: o.allowUserInput ?? false,
        isAvailable: true,
        kind: o.kind ?? null,
        requiresMileage: o.requiresMileage ?? false,
        unitPrice: unit
          ? {
              unit,
              minimum: o.unitPrice?.minimum ?? 1,
              maximum: Math.max(o.unitPrice?.maximum ?? 1, o.unitPrice?.minimum ?? 1),
              unitAbbreviation: o.unitPrice?.unitAbbreviation || unit,
              postfix: o.unitPrice?.postfix ?? null,
            }
          : null,
        unavailableForModels: list(o.unavailableForModels),
      }
    }),
  })
}

/**
 * A site's vehicle register and workshop catalogues from the CMS (collections 'vehicle-register'
 * and 'workshop-catalogues'), read as the system. A document that does not fit is left out and
 * logged, so one bad row does not stop the booking.
 */
export async function readBookingCatalogue(payload: Payload, siteId: number | string): Promise<BookingCatalogue> {
  const [catalogues, vehicles] = await Promise.all([
    payload.find({ collection: 'workshop-catalogues', where: { site: { equals: siteId } }, depth: 0, limit: LIMIT, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'vehicle-register', where: { site: { equals: siteId } }, depth: 0, limit: LIMIT * 10, pagination: false, overrideAccess: true }),
  ])
  const result: BookingCatalogue = { vehicles: [], catalogues: [] }
  for (const doc of catalogues.docs) {
    try {
      result.catalogues.push(
        workshopCatalogueSchema.parse({
          name: doc.name,
          brands: list(doc.brands),
          agreementDiscountPercent: doc.agreementDiscountPercent ?? 0,
          services: z
            .array(cmsCategory)
            .parse(doc.services ?? [])
            .map(categoryOf),
          addons: z
            .array(cmsCategory)
            .parse(doc.addons ?? [])
            .map(categoryOf),
        }),
      )
    } catch (error) {
      logger.warn({ err: error, site: siteId, catalogue: doc.id }, 'A workshop catalogue does not fit; left out')
    }
  }
  for (const doc of vehicles.docs) {
    const car = carSchema.safeParse({
      registrationNumber: doc.registrationNumber,
      brand: doc.brand,
      model: doc.model,
      buildYear: doc.buildYear,
      hasServiceAgreement: doc.hasServiceAgreement ?? false,
      region: doc.region ?? null,
      isTestCar: doc.isTestCar ?? false,
    })
    if (car.success) result.vehicles.push(car.data)
    else logger.warn({ site: siteId, vehicle: doc.id }, 'A registered vehicle does not fit; left out')
  }
  return result
}

const cache = createTtlCache<Promise<BookingCatalogue>>({ ttlMs: TTL_MS })

/** The catalogue of a call's site, read at most every TTL_MS per process; empty without a site. */
export function bookingCatalogueOf(scope: BookingScope): Promise<BookingCatalogue> {
  if (scope.siteId === undefined) return Promise.resolve({ vehicles: [], catalogues: [] })
  const siteId = scope.siteId
  return cache.getOrLoad(String(siteId), () => getPayloadClient().then((payload) => readBookingCatalogue(payload, siteId)))
}
