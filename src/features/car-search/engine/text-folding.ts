/**
 * Case and diacritic folding for the keyphrase (ARCHITECTURE 'Stock and search': sv/nb/fi/sk/en).
 * Letters that Unicode does not decompose into base + mark get an explicit mapping (ø, æ, ß, đ, ł …);
 * everything else is NFD-decomposed and its combining marks dropped (å→a, ö→o, š→s, ť→t …).
 */
const EXPLICIT_FOLDS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
}

const EXPLICIT_PATTERN = new RegExp(`[${Object.keys(EXPLICIT_FOLDS).join('')}]`, 'g')
const COMBINING_MARKS = /\p{M}+/gu
const NOT_A_WORD_CHARACTER = /[^\p{L}\p{N}]+/u

/** Lower-cased, diacritic-free text: 'Škoda Octavia Kombi Ærø' → 'skoda octavia kombi aero'. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(EXPLICIT_PATTERN, (letter) => EXPLICIT_FOLDS[letter] ?? letter)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
}

/** The folded words of a text: runs of letters and digits ('XC60 T8, 4x4' → ['xc60', 't8', '4x4']). */
export function keyphraseTokens(text: string): string[] {
  return foldText(text)
    .split(NOT_A_WORD_CHARACTER)
    .filter((token) => token.length > 0)
}
