/** Block types that read path segments below their page (the car list's brand/model filters). */
const WILDCARD_BLOCK_TYPES = new Set(['carList'])

export function acceptsWildcardSegments(zone: unknown): boolean {
  return (
    Array.isArray(zone) &&
    zone.some((block) => block && typeof block === 'object' && WILDCARD_BLOCK_TYPES.has(String((block as { blockType?: unknown }).blockType)))
  )
}
