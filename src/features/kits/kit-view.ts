/** The grid/rows choice (spec 03 §2.3, §9): cookie kitsAsRows, one hour. */
export const KITS_ROWS_COOKIE = 'kitsAsRows'
export const KITS_ROWS_COOKIE_MAX_AGE = 3600

export function kitsRowsCookie(asRows: boolean): string {
  return `${KITS_ROWS_COOKIE}=${asRows}; Max-Age=${KITS_ROWS_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`
}
