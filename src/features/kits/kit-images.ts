/**
 * The four fallback pictures of a kit without images (spec 03 §2.3), in public/-/kits/: under /-/,
 * which the proxy leaves to the framework (a site may have a page at /kits).
 */
export const KIT_FALLBACK_IMAGES = ['/-/kits/fallback-1.svg', '/-/kits/fallback-2.svg', '/-/kits/fallback-3.svg', '/-/kits/fallback-4.svg'] as const

/** A small stable string hash (FNV-1a, 32 bit): the same kit id gives the same picture everywhere. */
export function kitIdHash(kitId: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < kitId.length; i += 1) {
    hash ^= kitId.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

/** The kit's fallback picture, chosen by the hash of its id. */
export function kitFallbackImage(kitId: string): string {
  return KIT_FALLBACK_IMAGES[kitIdHash(kitId) % KIT_FALLBACK_IMAGES.length]!
}

/** The picture a card shows: the kit's first image URL, else its fallback. */
export function kitImage(kit: { kitId: string; images?: readonly { urls: readonly string[] }[] | null }): string {
  return kit.images?.find((image) => image.urls.length > 0)?.urls[0] ?? kitFallbackImage(kit.kitId)
}
