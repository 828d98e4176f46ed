import { z } from 'zod'

/**
 * An accessory kit as in the kits search index (spec 03 §3 Kit): the dealer's catalogue of parts
 * and labour packages, with the vehicles each kit fits. Field names are the spec's.
 */
const text = z.string().max(500)
const optionalText = text.nullish()

export const kitPart = z.object({
  partNumber: z.string().min(1).max(80),
  name: text,
  quantity: z.number().positive().max(1000),
  unitPrice: z.number().nonnegative().max(1_000_000).nullish(),
})

export const kitLabour = z.object({
  code: z.string().min(1).max(80),
  description: text,
  hours: z.number().nonnegative().max(1000),
  price: z.number().nonnegative().max(1_000_000).nullish(),
})

export const kitFitment = z.object({
  externalId: z.string().min(1).max(100),
  make: z.string().min(1).max(100),
  model: z.string().min(1).max(100),
  modelYear: z.number().int().min(1950).max(2100),
  version: optionalText,
})

export const kitRecord = z.object({
  kitId: z.string().regex(/^[A-Za-z0-9_.-]{1,80}$/, 'must be 1-80 letters, digits, _ . or -'),
  catalogueId: z.string().min(1).max(80),
  kitCode: z.string().min(1).max(80),
  name: z.string().min(1).max(300),
  description: z.string().max(5000).nullish(),
  status: z.enum(['active', 'inactive', 'discontinued']),
  images: z
    .array(z.object({ urls: z.array(z.url()).max(10) }))
    .max(20)
    .default([]),
  retailPrice: z.number().nonnegative().max(10_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
  kitCategory: z.string().min(1).max(120),
  kitSubCategory: z.string().max(120).nullish(),
  kitSubSubCategory: z.string().max(120).nullish(),
  parts: z.array(kitPart).max(200).default([]),
  vehicleFitmentSpecifications: z.array(kitFitment).max(2000).default([]),
  labourSpecifications: z.array(kitLabour).max(100).default([]),
  action: z.string().max(80).nullish(),
})

export type KitRecord = z.infer<typeof kitRecord>
export type KitFitment = z.infer<typeof kitFitment>
