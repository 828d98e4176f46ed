/** Next's searchParams object back into a query string ("" or "?a=1&b=2"). */
export function toQueryString(params: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, v)
  }
  const s = search.toString()
  return s ? `?${s}` : ''
}
