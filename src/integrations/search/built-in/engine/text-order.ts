/** Texts in Swedish collation ('Å' after 'Z'), then by code unit, so the order is total and fixed. */
const collator = new Intl.Collator('sv', { sensitivity: 'variant' })

export const compareTexts = (a: string, b: string): number => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
