/**
 * Which pictures go through Next's image optimizer (/_next/image, resized to the width the page
 * needs) and which the browser loads as they are. next.config.ts builds `images.localPatterns` and
 * `images.remotePatterns` from these lists, and the components ask `isOptimizableImage` before
 * they let next/image rewrite a source: the optimizer answers 400 to a source outside the
 * patterns, which would leave a broken picture.
 */

/** Paths on this site the optimizer may read: CMS media (spec 01 §2.1 media rewrites). */
export const LOCAL_IMAGE_PATH_PREFIXES = ['/api/media/file/', '/-/media/', '/-/jssmedia/'] as const

/**
 * Hosts of the stock feeds' photos (spec 02 §3 car_images.original, car_primary_image.thumbnail_url)
 * the optimizer may fetch, as origins ('https://images.example.com'). Empty: a feed's photos on
 * another host are shown as they are. A deployment whose search service serves photos from a
 * known host adds it here (it is read when the app is built).
 */
export const REMOTE_IMAGE_ORIGINS: readonly string[] = []

/** Whether next/image may serve `src` resized through the optimizer. */
export function isOptimizableImage(src: string): boolean {
  const path = src.split(/[?#]/u, 1)[0] ?? ''
  // Vector pictures (the demo stock's drawings) are sharp at every size: the optimizer passes them
  // through unchanged, so they are loaded directly (next/image does the same for '.svg').
  if (/\.svg$/iu.test(path)) return false
  if (src.startsWith('/') && !src.startsWith('//')) return LOCAL_IMAGE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return false
  }
  return REMOTE_IMAGE_ORIGINS.includes(url.origin)
}
