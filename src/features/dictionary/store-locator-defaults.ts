import type { Locale } from '@/lib/locales'

/**
 * Built-in texts of the store locator map (spec 01 §2.10; the map component's labels of §3, which a
 * block may override). Part of DICTIONARY_DEFAULTS, in a module of its own so the map's texts stay
 * together. `{…}` placeholders are filled by the component.
 */
export const STORE_LOCATOR_DEFAULTS = {
  storeLocatorPanelTitle: { default: 'Våra platser', nb: 'Våre steder', fi: 'Toimipisteemme', sk: 'Naše pobočky', en: 'Our locations' },
  storeLocatorPanelTab: { default: 'Lista', nb: 'Liste', fi: 'Luettelo', sk: 'Zoznam', en: 'List' },
  storeLocatorMapTab: { default: 'Karta', nb: 'Kart', fi: 'Kartta', sk: 'Mapa', en: 'Map' },
  storeLocatorViews: { default: 'Visa som', nb: 'Vis som', fi: 'Näytä', sk: 'Zobraziť ako', en: 'Show as' },
  storeLocatorShowMore: { default: 'Visa fler', nb: 'Vis flere', fi: 'Näytä lisää', sk: 'Zobraziť viac', en: 'Show more' },
  // spec 01 §2.10 "A text 'currently showing' uses {current} and {total} placeholders."
  storeLocatorCurrentlyShowing: {
    default: 'Visar {current} av {total}',
    nb: 'Viser {current} av {total}',
    fi: 'Näytetään {current}/{total}',
    sk: 'Zobrazuje sa {current} z {total}',
    en: 'Currently showing {current} of {total}',
  },
  // spec 01 §8 "No locations: the 'no dealers' text (NoDealersText)".
  storeLocatorNoDealers: {
    default: 'Det finns inga platser att visa just nu.',
    nb: 'Det er ingen steder å vise akkurat nå.',
    fi: 'Näytettäviä toimipisteitä ei juuri nyt ole.',
    sk: 'Momentálne nie sú k dispozícii žiadne pobočky.',
    en: 'There are no locations to show right now.',
  },
  storeLocatorFindUs: { default: 'Vägbeskrivning', nb: 'Veibeskrivelse', fi: 'Reittiohjeet', sk: 'Navigovať', en: 'Directions' },
  storeLocatorNearMeOnMap: { default: 'Nära mig', nb: 'Nær meg', fi: 'Lähelläni', sk: 'V mojom okolí', en: 'Near me' },
  storeLocatorNearMeOnPanel: {
    default: 'Visa platser nära mig',
    nb: 'Vis steder nær meg',
    fi: 'Näytä lähimmät toimipisteet',
    sk: 'Zobraziť pobočky v mojom okolí',
    en: 'Show locations near me',
  },
  storeLocatorSearchPlaceholder: {
    default: 'Ort, postnummer eller namn',
    nb: 'Sted, postnummer eller navn',
    fi: 'Paikkakunta, postinumero tai nimi',
    sk: 'Mesto, PSČ alebo názov',
    en: 'Town, postcode or name',
  },
  storeLocatorSearchLabel: { default: 'Sök plats', nb: 'Søk etter sted', fi: 'Hae paikkaa', sk: 'Hľadať miesto', en: 'Search for a place' },
  storeLocatorSearchButton: { default: 'Sök', nb: 'Søk', fi: 'Hae', sk: 'Hľadať', en: 'Search' },
  storeLocatorSearchError: {
    default: 'Vi hittade ingen plats med det namnet. Prova en ort eller ett postnummer.',
    nb: 'Vi fant ikke noe sted med det navnet. Prøv et sted eller et postnummer.',
    fi: 'Paikkaa ei löytynyt. Kokeile paikkakuntaa tai postinumeroa.',
    sk: 'Takéto miesto sme nenašli. Skúste mesto alebo PSČ.',
    en: 'We could not find that place. Try a town or a postcode.',
  },
  storeLocatorSuggestions: { default: 'Förslag', nb: 'Forslag', fi: 'Ehdotukset', sk: 'Návrhy', en: 'Suggestions' },
  storeLocatorZoomIn: { default: 'Zooma in', nb: 'Zoom inn', fi: 'Lähennä', sk: 'Priblížiť', en: 'Zoom in' },
  storeLocatorZoomOut: { default: 'Zooma ut', nb: 'Zoom ut', fi: 'Loitonna', sk: 'Oddialiť', en: 'Zoom out' },
  storeLocatorMarker: { default: '{name}, {address}, {city}' },
  storeLocatorCluster: {
    default: '{count} platser, zooma in',
    nb: '{count} steder, zoom inn',
    fi: '{count} toimipistettä, lähennä',
    sk: '{count} pobočiek, priblížiť',
    en: '{count} locations, zoom in',
  },
  storeLocatorMapLabel: {
    default: 'Karta över platserna',
    nb: 'Kart over stedene',
    fi: 'Toimipisteiden kartta',
    sk: 'Mapa pobočiek',
    en: 'Map of the locations',
  },
  storeLocatorMapUnavailable: {
    default: 'Kartan kan inte visas i den här webbläsaren. Listan visar alla platser.',
    nb: 'Kartet kan ikke vises i denne nettleseren. Listen viser alle stedene.',
    fi: 'Karttaa ei voi näyttää tässä selaimessa. Luettelossa ovat kaikki toimipisteet.',
    sk: 'Mapu nie je možné v tomto prehliadači zobraziť. Zoznam obsahuje všetky pobočky.',
    en: 'The map cannot be shown in this browser. The list shows every location.',
  },
  storeLocatorListLabel: { default: 'Platser', nb: 'Steder', fi: 'Toimipisteet', sk: 'Pobočky', en: 'Locations' },
  storeLocatorShowOnMap: { default: 'Visa på kartan', nb: 'Vis på kartet', fi: 'Näytä kartalla', sk: 'Zobraziť na mape', en: 'Show on map' },
  storeLocatorDetails: { default: 'Mer information', nb: 'Mer informasjon', fi: 'Lisätietoja', sk: 'Viac informácií', en: 'More information' },
  storeLocatorClose: { default: 'Stäng', nb: 'Lukk', fi: 'Sulje', sk: 'Zavrieť', en: 'Close' },
  // spec 01 §9 "Distance under 1 shows as about hundreds of metres; otherwise rounded km or mi."
  // Under a mile the same in yards (issue 36: one unit system per site).
  storeLocatorAboutMetres: { default: 'ca {metres} m', nb: 'ca. {metres} m', fi: 'n. {metres} m', sk: 'cca {metres} m', en: 'about {metres} m' },
  storeLocatorAboutYards: { default: 'ca {yards} yd', nb: 'ca. {yards} yd', fi: 'n. {yards} yd', sk: 'cca {yards} yd', en: 'about {yards} yd' },
  storeLocatorKilometres: { default: '{value} km' },
  storeLocatorMiles: { default: '{value} mi' },
  storeLocatorChargers: { default: 'Laddare', nb: 'Ladere', fi: 'Latauspisteet', sk: 'Nabíjačky', en: 'Chargers' },
  storeLocatorChargerOption: { default: '{amount} × {icon}, {watts} kW' },
  storeLocatorServices: { default: 'Tjänster', nb: 'Tjenester', fi: 'Palvelut', sk: 'Služby', en: 'Services' },
  storeLocatorPhone: { default: 'Telefon', nb: 'Telefon', fi: 'Puhelin', sk: 'Telefón', en: 'Phone' },
  storeLocatorEmail: { default: 'E-post', nb: 'E-post', fi: 'Sähköposti', sk: 'E-mail', en: 'Email' },
  storeLocatorDealerLink: {
    default: 'Till anläggningen',
    nb: 'Til anlegget',
    fi: 'Toimipisteen sivulle',
    sk: 'Na stránku pobočky',
    en: 'Go to the dealer page',
  },
  // The marker types in neutral words (spec 01 §2.10 ChargingPoint, FordLocation, IvecoLocation, Location).
  storeLocatorTypeChargingPoint: { default: 'Laddstation', nb: 'Ladestasjon', fi: 'Latausasema', sk: 'Nabíjacia stanica', en: 'Charging station' },
  storeLocatorTypeContact: { default: 'Märkesanläggning', nb: 'Merkeforhandler', fi: 'Merkkiliike', sk: 'Značková predajňa', en: 'Brand centre' },
  storeLocatorTypeDealer: { default: 'Återförsäljare', nb: 'Forhandler', fi: 'Jälleenmyyjä', sk: 'Predajca', en: 'Dealer' },
  storeLocatorTypeLocation: { default: 'Plats', nb: 'Sted', fi: 'Toimipiste', sk: 'Pobočka', en: 'Location' },
  storeLocatorYourPosition: { default: 'Din position', nb: 'Din posisjon', fi: 'Sijaintisi', sk: 'Vaša poloha', en: 'Your position' },
  storeLocatorSortedFrom: {
    default: 'Sorterat efter avstånd från {place}',
    nb: 'Sortert etter avstand fra {place}',
    fi: 'Järjestetty etäisyyden mukaan: {place}',
    sk: 'Zoradené podľa vzdialenosti od {place}',
    en: 'Sorted by distance from {place}',
  },
} satisfies Record<string, { default: string } & Partial<Record<Locale, string>>>
