import type { Locale } from '@/lib/locales'

/**
 * Built-in texts of the page error state (dictionary keys pageErrorTitle, pageErrorText, tryAgain).
 * Part of DICTIONARY_DEFAULTS; kept apart so the global error page, which has no site and is in
 * every page's client bundle, can show them without shipping the whole dictionary.
 */
export const PAGE_ERROR_DEFAULTS = {
  pageErrorTitle: {
    default: 'Något gick fel',
    nb: 'Noe gikk galt',
    fi: 'Jokin meni vikaan',
    sk: 'Niečo sa pokazilo',
    en: 'Something went wrong',
  },
  pageErrorText: {
    default: 'Sidan kunde inte visas just nu. Försök igen om en stund.',
    nb: 'Siden kunne ikke vises akkurat nå. Prøv igjen om litt.',
    fi: 'Sivua ei voitu näyttää juuri nyt. Yritä hetken päästä uudelleen.',
    sk: 'Stránku sa teraz nepodarilo zobraziť. Skúste to o chvíľu znova.',
    en: 'The page could not be shown right now. Please try again in a moment.',
  },
  tryAgain: { default: 'Försök igen', nb: 'Prøv igjen', fi: 'Yritä uudelleen', sk: 'Skúsiť znova', en: 'Try again' },
} satisfies Record<string, { default: string; en: string } & Partial<Record<Locale, string>>>
