/**
 * The group's countries by the names visitors and editors write them (the map's CountryInGoogleSearch
 * is a free text, spec 01 §3): in the sites' languages and English, and the ISO codes. GeoNames and
 * ISO call the UK 'GB'.
 */
const NAMES: Record<string, readonly string[]> = {
  SE: ['se', 'swe', 'sweden', 'sverige', 'ruotsi', 'svedsko'],
  NO: ['no', 'nor', 'norway', 'norge', 'noreg', 'norja', 'norsko'],
  FI: ['fi', 'fin', 'finland', 'suomi', 'finsko'],
  SK: ['sk', 'svk', 'slovakia', 'slovensko', 'slovakien'],
  GB: [
    'gb',
    'gbr',
    'uk',
    'united kingdom',
    'great britain',
    'britain',
    'england',
    'scotland',
    'wales',
    'northern ireland',
    'storbritannien',
    'storbritannia',
    'iso-britannia',
    'yhdistynyt kuningaskunta',
    'spojene kralovstvo',
    'velka britania',
  ],
}

/** Display names for labels, by language (English when the language has none). */
const DISPLAY: Record<string, Record<string, string>> = {
  SE: { en: 'Sweden', sv: 'Sverige', nb: 'Sverige', fi: 'Ruotsi', sk: 'Švédsko' },
  NO: { en: 'Norway', sv: 'Norge', nb: 'Norge', fi: 'Norja', sk: 'Nórsko' },
  FI: { en: 'Finland', sv: 'Finland', nb: 'Finland', fi: 'Suomi', sk: 'Fínsko' },
  SK: { en: 'Slovakia', sv: 'Slovakien', nb: 'Slovakia', fi: 'Slovakia', sk: 'Slovensko' },
  GB: { en: 'United Kingdom', sv: 'Storbritannien', nb: 'Storbritannia', fi: 'Iso-Britannia', sk: 'Spojené kráľovstvo' },
}

/**
 * Lower case without accents, so "Malmo" finds Malmö and "Zilina" Žilina; the Nordic letters that
 * do not decompose are spelled out the way visitors type them without a Nordic keyboard.
 */
export function foldName(text: string): string {
  return text
    .toLocaleLowerCase('en')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
}

const BY_NAME = new Map<string, string>(Object.entries(NAMES).flatMap(([code, names]) => names.map((name) => [foldName(name), code] as const)))

/** The ISO code of one of the group's countries named by `text`, or undefined. */
export function countryCodeOf(text: string): string | undefined {
  return BY_NAME.get(foldName(text).replace(/\./g, ''))
}

/** The country's name in `language` (English by default). */
export function countryDisplayName(code: string, language = 'en'): string {
  const names = DISPLAY[code]
  return names?.[language] ?? names?.en ?? code
}
