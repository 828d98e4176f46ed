import { z } from 'zod'

/**
 * The extra-media port (spec 02 §7 'Finance and media': "GET /api/{name}/{regNo}: extra media").
 * A media service knows, per registration number, a walk-around video, exterior 360 frames and an
 * interior panorama (spec 02 §3 'Extra media response'). Built in: the stock record's
 * car_extra_media (stock-extra-media.ts), so the product runs offline. Outside: the media service
 * over HTTP (http-extra-media.ts), chosen by SHOWROOM_EXTRA_MEDIA_URL.
 */

const url = z.string().trim().min(1).max(2000)

/**
 * spec 02 §3 'Extra media response': videoUrl, images360, internal360, hasVideo, has360,
 * hasInternal360. Lenient where the service is sloppy (null for absent, flags missing), strict
 * where a wrong value would break a viewer (non-string frames).
 */
export const extraMediaResponse = z.object({
  videoUrl: url.nullish().catch(null),
  images360: z.array(url).max(360).nullish().catch(null),
  internal360: url.nullish().catch(null),
  hasVideo: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  has360: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  hasInternal360: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
})

export type ExtraMediaResponse = z.infer<typeof extraMediaResponse>

/** Which stock the lookup is for: the built-in provider searches this vehicles index. */
export type ExtraMediaScope = { siteKey: string; vehiclesIndex?: string }

export interface ExtraMediaPort {
  /** The car's extra media, or null when the service knows nothing about this registration. Throws when the service fails. */
  byRegistration(regNo: string, scope: ExtraMediaScope): Promise<ExtraMediaResponse | null>
}

/**
 * A registration number as services key it: upper case, no spaces or dashes ("ab12 cde" →
 * "AB12CDE"). Null when it cannot be a plate (empty, over 12 characters, other characters), so
 * a bad path segment is a 400, not a lookup.
 */
export function normaliseRegistration(regNo: string): string | null {
  const compact = regNo.replace(/[\s-]+/g, '').toUpperCase()
  return /^[A-Z0-9ÅÄÖÆØ]{2,12}$/.test(compact) ? compact : null
}
