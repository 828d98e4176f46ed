import type { FuelKind, Language } from './markets'

/**
 * The words a market's stock feed uses for facet values (body, fuel, gearbox, drive, colour,
 * condition). Facet values are these display texts (spec 02 §3), so each market's list is
 * filtered by its own words.
 */

export type Localized = Record<Language, string>

export const CAR_BODIES = ['suv', 'estate', 'sedan', 'hatchback', 'convertible', 'van', 'pickup'] as const
export type CarBody = (typeof CAR_BODIES)[number]

export const CAR_COLOURS = ['white', 'black', 'silver', 'grey', 'blue', 'red', 'green', 'brown', 'beige'] as const
export type CarColour = (typeof CAR_COLOURS)[number]

export type Gearbox = 'automatic' | 'manual'
export type Drive = 'fwd' | 'rwd' | 'awd'
export type CarCondition = 'new' | 'used' | 'demo' | 'sample'

export const BODY_LABEL: Record<CarBody, Localized> = {
  suv: { sv: 'SUV', nb: 'SUV', en: 'SUV', fi: 'SUV', sk: 'SUV' },
  estate: { sv: 'Kombi', nb: 'Stasjonsvogn', en: 'Estate', fi: 'Farmari', sk: 'Kombi' },
  sedan: { sv: 'Sedan', nb: 'Sedan', en: 'Saloon', fi: 'Sedan', sk: 'Sedan' },
  hatchback: { sv: 'Halvkombi', nb: 'Kombi 5-dørs', en: 'Hatchback', fi: 'Viistoperä', sk: 'Hatchback' },
  convertible: { sv: 'Cab', nb: 'Cabriolet', en: 'Convertible', fi: 'Avoauto', sk: 'Kabriolet' },
  van: { sv: 'Transportbil', nb: 'Varebil', en: 'Van', fi: 'Pakettiauto', sk: 'Dodávka' },
  pickup: { sv: 'Pickup', nb: 'Pickup', en: 'Pickup', fi: 'Avolava', sk: 'Pick-up' },
}

export const FUEL_LABEL: Record<FuelKind, Localized> = {
  petrol: { sv: 'Bensin', nb: 'Bensin', en: 'Petrol', fi: 'Bensiini', sk: 'Benzín' },
  diesel: { sv: 'Diesel', nb: 'Diesel', en: 'Diesel', fi: 'Diesel', sk: 'Diesel' },
  electric: { sv: 'El', nb: 'Elektrisitet', en: 'Electric', fi: 'Sähkö', sk: 'Elektro' },
  hybrid: { sv: 'Hybrid', nb: 'Hybrid', en: 'Hybrid', fi: 'Hybridi', sk: 'Hybrid' },
  plugInHybrid: { sv: 'Laddhybrid', nb: 'Ladbar hybrid', en: 'Plug-in hybrid', fi: 'Lataushybridi', sk: 'Plug-in hybrid' },
}

export const GEARBOX_LABEL: Record<Gearbox, Localized> = {
  automatic: { sv: 'Automat', nb: 'Automat', en: 'Automatic', fi: 'Automaatti', sk: 'Automatická' },
  manual: { sv: 'Manuell', nb: 'Manuell', en: 'Manual', fi: 'Manuaali', sk: 'Manuálna' },
}

export const DRIVE_LABEL: Record<Drive, Localized> = {
  fwd: { sv: 'Framhjulsdrift', nb: 'Forhjulsdrift', en: 'Front-wheel drive', fi: 'Etuveto', sk: 'Predný pohon' },
  rwd: { sv: 'Bakhjulsdrift', nb: 'Bakhjulsdrift', en: 'Rear-wheel drive', fi: 'Takaveto', sk: 'Zadný pohon' },
  awd: { sv: 'Fyrhjulsdrift', nb: 'Firehjulsdrift', en: 'Four-wheel drive', fi: 'Neliveto', sk: 'Pohon 4x4' },
}

export const COLOUR_LABEL: Record<CarColour, Localized> = {
  white: { sv: 'Vit', nb: 'Hvit', en: 'White', fi: 'Valkoinen', sk: 'Biela' },
  black: { sv: 'Svart', nb: 'Svart', en: 'Black', fi: 'Musta', sk: 'Čierna' },
  silver: { sv: 'Silver', nb: 'Sølv', en: 'Silver', fi: 'Hopea', sk: 'Strieborná' },
  grey: { sv: 'Grå', nb: 'Grå', en: 'Grey', fi: 'Harmaa', sk: 'Sivá' },
  blue: { sv: 'Blå', nb: 'Blå', en: 'Blue', fi: 'Sininen', sk: 'Modrá' },
  red: { sv: 'Röd', nb: 'Rød', en: 'Red', fi: 'Punainen', sk: 'Červená' },
  green: { sv: 'Grön', nb: 'Grønn', en: 'Green', fi: 'Vihreä', sk: 'Zelená' },
  brown: { sv: 'Brun', nb: 'Brun', en: 'Brown', fi: 'Ruskea', sk: 'Hnedá' },
  beige: { sv: 'Beige', nb: 'Beige', en: 'Beige', fi: 'Beige', sk: 'Béžová' },
}

/** How often each colour is on the road (white, black and grey dominate Nordic stock). */
export const COLOUR_WEIGHT: Record<CarColour, number> = { white: 22, black: 20, grey: 20, silver: 12, blue: 12, red: 6, green: 3, brown: 3, beige: 2 }

/** A sample car is a new-car package, so it reads as new (spec 02 §1). */
export const CONDITION_LABEL: Record<CarCondition, Localized> = {
  new: { sv: 'Ny', nb: 'Ny', en: 'New', fi: 'Uusi', sk: 'Nové' },
  sample: { sv: 'Ny', nb: 'Ny', en: 'New', fi: 'Uusi', sk: 'Nové' },
  used: { sv: 'Begagnad', nb: 'Brukt', en: 'Used', fi: 'Käytetty', sk: 'Jazdené' },
  demo: { sv: 'Demobil', nb: 'Demobil', en: 'Ex-demonstrator', fi: 'Esittelyauto', sk: 'Predvádzacie' },
}

export const PRICE_TITLE = {
  price: { sv: 'Pris', nb: 'Pris', en: 'Price', fi: 'Hinta', sk: 'Cena' },
  campaign: { sv: 'Kampanjpris', nb: 'Kampanjepris', en: 'Offer price', fi: 'Kampanjahinta', sk: 'Akciová cena' },
  exVat: { sv: 'Pris exkl. moms', nb: 'Pris eks. mva', en: 'Price ex. VAT', fi: 'Hinta alv 0 %', sk: 'Cena bez DPH' },
  campaignExVat: {
    sv: 'Kampanjpris exkl. moms',
    nb: 'Kampanjepris eks. mva',
    en: 'Offer price ex. VAT',
    fi: 'Kampanjahinta alv 0 %',
    sk: 'Akciová cena bez DPH',
  },
} satisfies Record<string, Localized>

/** Campaign names as dealers write them; the first ones go with a reduced price. */
export const CAMPAIGN_NAMES: Record<Language, { price: string[]; extras: string[] }> = {
  sv: { price: ['Höstkampanj', 'Lagerrensning', 'Veckans erbjudande'], extras: ['Vinterhjul på köpet', 'Fri service i 3 år', 'Laddbox ingår'] },
  nb: { price: ['Høstkampanje', 'Lagersalg', 'Ukens tilbud'], extras: ['Vinterhjul på kjøpet', 'Fri service i 3 år', 'Ladeboks inkludert'] },
  en: { price: ['Autumn Event', 'Stock Clearance', 'Deal of the Week'], extras: ['Winter Tyres Included', '3 Years Free Servicing', 'Home Charger Included'] },
  fi: {
    price: ['Syyskampanja', 'Varastontyhjennys', 'Viikon tarjous'],
    extras: ['Talvirenkaat kaupan päälle', 'Huollot 3 vuodeksi', 'Latausasema kaupan päälle'],
  },
  sk: { price: ['Jesenná akcia', 'Výpredaj skladu', 'Ponuka týždňa'], extras: ['Zimné pneumatiky zadarmo', 'Servis na 3 roky zadarmo', 'Wallbox v cene'] },
}

/** Model names some makes translate ('3-serie' in Sweden is the '3 Series' in the UK). */
export const seriesName = (n: number | string): Localized => ({ sv: `${n}-serie`, nb: `${n}-serie`, en: `${n} Series`, fi: `${n}-sarja`, sk: `Rad ${n}` })
export const className = (letter: string): Localized => ({
  sv: `${letter}-Klass`,
  nb: `${letter}-Klasse`,
  en: `${letter}-Class`,
  fi: `${letter}-sarja`,
  sk: `Trieda ${letter}`,
})
export const sameInAll = (text: string): Localized => ({ sv: text, nb: text, en: text, fi: text, sk: text })
