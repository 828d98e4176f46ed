import { DICTIONARY_KEYS, type Dictionary } from '@/features/dictionary'

import type { BookingTexts } from './flow/booking-store'

/** The flow's texts from the site's dictionary: every key starting with 'sb'. */
export function bookingTexts(dictionary: Dictionary): BookingTexts {
  return Object.fromEntries(DICTIONARY_KEYS.filter((key) => key.startsWith('sb')).map((key) => [key, dictionary.t(key)])) as BookingTexts
}
