/**
 * Case and diacritic folding for the keyphrase (ARCHITECTURE 'Stock and search': sv/nb/fi/sk/en).
 * In lib, not in the built-in search engine: the engine's index and the car list's filters must
 * fold alike, and a feature may not reach into an adapter (issue 37).
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

/** Lower-cased, diacritic-free text: 'Škoda Octavia Kombi Ærø' → 'skoda octavia kombi aero'. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(EXPLICIT_PATTERN, (letter) => EXPLICIT_FOLDS[letter] ?? letter)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
}

/** What separates keyphrase words: anything but letters, digits and combining marks. */
export const KEYPHRASE_WORD_SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u

/**
 * The keyphrase's words of a text: split at everything that is not a letter, digit or combining
 * mark, then each part folded ('Škoda Octavia, 2.0 TDI' → ['skoda', 'octavia', '2', '0', 'tdi']).
 * The index's words are made the same way (build-keyphrase-index).
 */
export function keyphraseTokens(text: string): string[] {
  const words: string[] = []
  for (const part of text.split(KEYPHRASE_WORD_SEPARATORS)) {
    const folded = part.length === 0 ? '' : foldText(part)
    if (folded.length > 0) words.push(folded)
  }
  return words
}
