import type { MarketCode } from './markets'
import { affinePermutation, hashSeed, itemAt, type Rng } from './prng'

/**
 * Registration plates in each country's format and 17-character chassis numbers. A plate is a
 * bijection of the car's position in its index, so plates never repeat within an index.
 */

const SWEDISH_LETTERS = 'ABCDEFGHJKLMNOPRSTUWXYZ' // no I, Q, V, Å, Ä, Ö
const SWEDISH_LAST_LETTERS = 'ABCDEFGHJK' // the 2019 format's last letter stands in for a digit here
const NORWEGIAN_PREFIXES = ['AB', 'BR', 'CE', 'DN', 'KH', 'NF', 'RJ', 'SU', 'SV', 'ZT']
const NORWEGIAN_EV_PREFIXES = ['EL', 'EK', 'EV', 'EB', 'EC', 'ED', 'EE', 'EF', 'EH', 'EJ']
const BRITISH_AREA_LETTERS = 'LRGKYBME'
const BRITISH_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXY' // no I, Q, Z
const FINNISH_LETTERS = 'ABCDEFGHIJKLMNOPRSTUVXYZ'
const SLOVAK_DISTRICTS = ['BA', 'BL', 'BT', 'TT', 'NR', 'ZA', 'KE', 'KS', 'BB', 'PO', 'TN', 'TO']
const SLOVAK_LETTERS = 'ABCDEFGHIJKLMNOPRSTUVXYZ'

const PLATE_SPACE: Record<MarketCode, number> = {
  SE: SWEDISH_LETTERS.length ** 3 * 1000,
  NO: NORWEGIAN_PREFIXES.length * 90_000,
  GB: BRITISH_AREA_LETTERS.length * BRITISH_LETTERS.length ** 4,
  FI: FINNISH_LETTERS.length ** 3 * 999,
  SK: SLOVAK_DISTRICTS.length * 1000 * SLOVAK_LETTERS.length ** 2,
}

export type PlateFacts = { electric: boolean; firstRegistration: Date | null; modernFormat: boolean }

/** Digits of n in a given base, least significant first, as letters of an alphabet. */
function letters(n: number, alphabet: string, count: number): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    out = alphabet.charAt(n % alphabet.length) + out
    n = Math.floor(n / alphabet.length)
  }
  return out
}

/** The UK age identifier: '23' for March to August 2023, '73' for September 2023 to February 2024. */
export function britishAgeIdentifier(date: Date): string {
  const year = date.getUTCFullYear() % 100
  const month = date.getUTCMonth() + 1
  if (month >= 3 && month <= 8) return String(year).padStart(2, '0')
  return String(month >= 9 ? year + 50 : ((year + 99) % 100) + 50).padStart(2, '0')
}

export function plateMaker(market: MarketCode, seed: number, indexOrdinal: number): (position: number, facts: PlateFacts) => string {
  const permute = affinePermutation(PLATE_SPACE[market], hashSeed(seed, indexOrdinal, 0x9a7e))
  return (position, facts) => {
    const n = permute(position)
    switch (market) {
      case 'SE': {
        const digits = String(n % 1000).padStart(3, '0')
        const head = letters(Math.floor(n / 1000), SWEDISH_LETTERS, 3)
        return facts.modernFormat ? head + digits.slice(0, 2) + SWEDISH_LAST_LETTERS.charAt(Number(digits.charAt(2))) : head + digits
      }
      case 'NO': {
        const prefixes = facts.electric ? NORWEGIAN_EV_PREFIXES : NORWEGIAN_PREFIXES
        return itemAt(prefixes, Math.floor(n / 90_000)) + String(10_000 + (n % 90_000))
      }
      case 'GB': {
        const tail = letters(n % BRITISH_LETTERS.length ** 3, BRITISH_LETTERS, 3)
        const rest = Math.floor(n / BRITISH_LETTERS.length ** 3)
        const area = BRITISH_AREA_LETTERS.charAt(Math.floor(rest / BRITISH_LETTERS.length)) + BRITISH_LETTERS.charAt(rest % BRITISH_LETTERS.length)
        return `${area}${britishAgeIdentifier(facts.firstRegistration ?? new Date(0))} ${tail}`
      }
      case 'FI':
        return `${letters(Math.floor(n / 999), FINNISH_LETTERS, 3)}-${(n % 999) + 1}`
      case 'SK': {
        const tail = letters(n % SLOVAK_LETTERS.length ** 2, SLOVAK_LETTERS, 2)
        const rest = Math.floor(n / SLOVAK_LETTERS.length ** 2)
        return `${itemAt(SLOVAK_DISTRICTS, Math.floor(rest / 1000))}${String(rest % 1000).padStart(3, '0')}${tail}`
      }
    }
  }
}

const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789' // no I, O, Q
const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789' // 1980 = A, 30-year cycle
const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGH']
    .map((c, i) => [c, i + 1])
    .concat(
      [...'JKLMN'].map((c, i) => [c, i + 1]),
      [
        ['P', 7],
        ['R', 9],
      ],
      [...'STUVWXYZ'].map((c, i) => [c, i + 2]),
    ),
)
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

/** ISO 3779 check digit (position 9), as North American VINs carry it. */
export function vinCheckDigit(vin: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) {
    const c = vin.charAt(i)
    const value = c >= '0' && c <= '9' ? Number(c) : (VIN_VALUES[c] ?? 0)
    sum += value * (VIN_WEIGHTS[i] ?? 0)
  }
  const check = sum % 11
  return check === 10 ? 'X' : String(check)
}

/** A chassis number: the make's WMI, a model descriptor, check digit, model year, plant, serial. */
export function chassisNumber(wmi: string, modelYear: number, serial: number, rng: Rng): string {
  let descriptor = ''
  for (let i = 0; i < 5; i++) descriptor += VIN_CHARACTERS.charAt(rng.int(0, VIN_CHARACTERS.length - 1))
  const yearCode = MODEL_YEAR_CODES.charAt((((modelYear - 1980) % 30) + 30) % 30)
  const plant = VIN_CHARACTERS.charAt(rng.int(0, VIN_CHARACTERS.length - 1))
  const draft = `${wmi}${descriptor}0${yearCode}${plant}${String(serial % 1_000_000).padStart(6, '0')}`
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9)
}
