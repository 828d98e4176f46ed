/** What a page's main zone decides by the block types in it: path segments below the page, and the breadcrumb's column. */

/** Block types that read path segments below their page (the car list's brand/model filters). */
const WILDCARD_BLOCK_TYPES = new Set(['carList'])

/**
 * Block types laid out in the wide column (max-w-7xl: the car list, the kits page, the store
 * locator), where the content blocks use the narrower one (max-w-6xl). A page that opens with one
 * puts its breadcrumb in the same column, so both start at the same left edge.
 */
const WIDE_BLOCK_TYPES = new Set(['carList', 'kits', 'storeLocator'])

const blockTypeOf = (block: unknown): string => (block && typeof block === 'object' ? String((block as { blockType?: unknown }).blockType) : '')

export function acceptsWildcardSegments(zone: unknown): boolean {
  return Array.isArray(zone) && zone.some((block) => WILDCARD_BLOCK_TYPES.has(blockTypeOf(block)))
}

/** Whether a page's main zone opens with a block of the wide column. */
export function opensWithWideBlock(zone: unknown): boolean {
  return Array.isArray(zone) && WIDE_BLOCK_TYPES.has(blockTypeOf(zone[0]))
}
