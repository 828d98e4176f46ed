import type { Locale } from '@/lib/locales'

/**
 * Built-in texts of every dictionary key. The CMS dictionary overrides them per site and language.
 * `default` is used for languages without their own text; the spec's fixed texts are the defaults
 * (the section fallback box is Swedish on every site: spec 01 §2.2).
 */
type DefaultText = { default: string } & Partial<Record<Locale, string>>

export const DICTIONARY_DEFAULTS = {
  // spec 01 §2.2 section fallback box
  sectionErrorHeading: { default: 'Aj då' },
  sectionErrorText: { default: 'Här borde en sektion synas men något har tyvärr blivit fel' },
  sectionErrorRetryHint: { default: 'Prova ladda om sidan' },
  sectionErrorReloadButton: { default: 'Ladda om sidan' },
  // page not found (spec 01 §8)
  pageNotFoundTitle: {
    default: 'Sidan kunde inte hittas',
    nb: 'Siden finnes ikke',
    fi: 'Sivua ei löytynyt',
    sk: 'Stránka sa nenašla',
    en: 'Page not found',
  },
  pageNotFoundText: {
    default: 'Sidan du letar efter finns inte längre eller har flyttats.',
    nb: 'Siden du leter etter finnes ikke lenger eller er flyttet.',
    fi: 'Etsimääsi sivua ei enää ole tai se on siirretty.',
    sk: 'Stránka, ktorú hľadáte, už neexistuje alebo bola presunutá.',
    en: 'The page you are looking for no longer exists or has moved.',
  },
  backToHome: {
    default: 'Till startsidan',
    nb: 'Til forsiden',
    fi: 'Etusivulle',
    sk: 'Na úvodnú stránku',
    en: 'Go to the home page',
  },
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
  skipToContent: {
    default: 'Hoppa till innehållet',
    nb: 'Hopp til innholdet',
    fi: 'Siirry sisältöön',
    sk: 'Preskočiť na obsah',
    en: 'Skip to content',
  },
  previewBanner: {
    default: 'Förhandsgranskning – utkast visas',
    nb: 'Forhåndsvisning – utkast vises',
    fi: 'Esikatselu – luonnokset näkyvät',
    sk: 'Náhľad – zobrazujú sa koncepty',
    en: 'Preview – drafts are shown',
  },
  exitPreview: {
    default: 'Avsluta förhandsgranskning',
    nb: 'Avslutt forhåndsvisning',
    fi: 'Lopeta esikatselu',
    sk: 'Ukončiť náhľad',
    en: 'Exit preview',
  },
  previewOff: {
    default: 'Förhandsgranskningen är avstängd. Starta den igen för att se utkast.',
    nb: 'Forhåndsvisningen er slått av. Start den igjen for å se utkast.',
    fi: 'Esikatselu on pois päältä. Käynnistä se uudelleen nähdäksesi luonnokset.',
    sk: 'Náhľad je vypnutý. Zapnite ho znova, aby ste videli koncepty.',
    en: 'Preview is off. Turn it on again to see drafts.',
  },
  startPreview: {
    default: 'Starta förhandsgranskning',
    nb: 'Start forhåndsvisning',
    fi: 'Käynnistä esikatselu',
    sk: 'Zapnúť náhľad',
    en: 'Turn preview on',
  },
  previewLinkBlocked: {
    default: 'Länkar är avstängda i förhandsgranskningen',
    nb: 'Lenker er slått av i forhåndsvisningen',
    fi: 'Linkit eivät toimi esikatselussa',
    sk: 'Odkazy sú v náhľade vypnuté',
    en: 'Links are disabled in preview',
  },
  // spec 01 §2.2 scroll-to-top button
  scrollToTop: { default: 'Till toppen', nb: 'Til toppen', fi: 'Takaisin ylös', sk: 'Späť hore', en: 'Back to top' },
  // spec 01 §2.12 breadcrumb
  breadcrumbLabel: { default: 'Du är här', nb: 'Du er her', fi: 'Olet tässä', sk: 'Nachádzate sa tu', en: 'You are here' },
  // spec 01 §8 / spec 02 §8: image without a source
  missingImageText: {
    default: 'Bild saknas',
    nb: 'Bilde mangler',
    fi: 'Kuva puuttuu',
    sk: 'Obrázok chýba',
    en: 'Image missing',
  },
} satisfies Record<string, DefaultText>

export type DictionaryKey = keyof typeof DICTIONARY_DEFAULTS
export const DICTIONARY_KEYS = Object.keys(DICTIONARY_DEFAULTS) as DictionaryKey[]
