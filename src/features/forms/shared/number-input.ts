/**
 * A whole number typed into a text box (mileage): spaces (also the narrow no-break spaces of
 * formatted numbers) are ignored; '' is no value; anything else than digits is NaN, which the
 * lead rules report as 'invalid'.
 */
export function parseWholeNumber(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '')
  if (compact === '') return undefined
  return /^\d{1,9}$/.test(compact) ? Number(compact) : Number.NaN
}
