/**
 * URL slugs and e-mail local parts: lower-case ASCII, so 'Škoda Enyaq' becomes 'skoda-enyaq' and
 * 'Bjørn Åsane' becomes 'bjorn-asane'. Letters that Unicode does not decompose into a base
 * letter and an accent (ø, æ, ß, ł, đ) are spelled out.
 */

const SPELLED_OUT: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' }

export function foldToAscii(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}

/** Lower-case words joined by dashes, the form carRecord and dealerRecord accept. */
export function slugify(text: string): string {
  return foldToAscii(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A name as an e-mail local part: 'Håkon Bakke' → 'hakon.bakke'. */
export function emailLocalPart(...names: string[]): string {
  return names.map((name) => slugify(name).replace(/-/g, '')).join('.')
}
