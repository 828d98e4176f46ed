import type { Payload } from 'payload'

import { loadGazetteer } from '@/integrations/geocoding/built-in/gazetteer-geocoder'
import type { Locale } from '@/lib/locales'

import { phoneNumber } from '../stock/people'
import { Rng, hashString } from '../stock/prng'
import { DEMO_COPY } from './demo-copy'
import { type PostTown, SE_POST_TOWNS, UK_POST_TOWNS } from './demo-post-towns'
import type { DemoSite } from './demo-sites'
import { h1, p, richText } from './lexical'

type Id = number

/** The demo store locator of a site: where its map opens, and how its locations are named. */
type DemoLocator = {
  slug: string
  title: Partial<Record<Locale, string>>
  /** The menu's word for the page. */
  navTitle: Partial<Record<Locale, string>>
  intro: Partial<Record<Locale, string>>
  centre: { lat: number; lng: number }
  zoom: number
  country: string
  /** Where the demo's locations are: the largest towns within this many km of the centre. */
  radiusKm: number
  names: { charging: string; service: string; partner: string; tyres: string }
  streets: readonly string[]
  /** A street address as the country writes it: 'Storgatan 12', '12 High Street'. */
  streetAddress: (street: string, number: number) => string
  /** The post town, postcode and phone area of each gazetteer place the demo may use. */
  postTowns: Readonly<Record<string, PostTown>>
  /** A whole postcode of a post town ('411 23', 'SW2 1AB'). */
  postcode: (town: PostTown, i: number) => string
  services: Partial<Record<Locale, readonly string[]>>
  partnerText: Partial<Record<Locale, string>>
}

/**
 * Nordbil (West Sweden) and Thames (London and the Thames Valley) get a store locator page with 40
 * locations of their own (charging stations, service centres with contact details, partner
 * workshops with a card, tyre centres) plus their stock dealers. The towns and their positions are
 * real (the built-in gazetteer); the places, streets and postcodes are made up, deterministically.
 */
const DEMO_LOCATORS: Record<string, DemoLocator> = {
  nordbil: {
    slug: 'platser',
    title: { sv: 'Platser och laddstationer', en: 'Locations and charging' },
    navTitle: { sv: 'Platser', en: 'Locations' },
    intro: {
      sv: 'Hitta närmaste verkstad, däckcenter eller laddstation. Sök på ort eller postnummer, eller låt kartan visa det som finns nära dig.',
      en: 'Find the nearest workshop, tyre centre or charging station. Search by town or postcode, or let the map show what is near you.',
    },
    centre: { lat: 57.7, lng: 12.2 },
    zoom: 7,
    country: 'Sverige',
    radiusKm: 160,
    names: { charging: 'Nordbil Laddstation', service: 'Nordbil Service', partner: 'Partnerverkstad', tyres: 'Nordbil Däckcenter' },
    streets: ['Industrivägen', 'Storgatan', 'Verkstadsgatan', 'Järnvägsgatan', 'Bangatan', 'Kungsgatan', 'Företagsvägen', 'Hamngatan'],
    streetAddress: (street, number) => `${street} ${number}`,
    postTowns: SE_POST_TOWNS,
    postcode: (town, i) => `${town.postcode} ${String(10 + ((i * 13) % 80)).padStart(2, '0')}`,
    services: { sv: ['Service', 'Däckhotell', 'Laddbox'], en: ['Servicing', 'Tyre hotel', 'Wallbox'] },
    partnerText: { sv: 'Auktoriserad partner för service och reparationer.', en: 'Authorised partner for servicing and repairs.' },
  },
  thames: {
    slug: 'locations',
    title: { en: 'Locations and charging' },
    navTitle: { en: 'Locations' },
    intro: {
      en: 'Find the nearest service centre, tyre centre or charging point. Search by town or postcode, or let the map show what is near you.',
    },
    centre: { lat: 51.45, lng: -0.55 },
    zoom: 8,
    country: 'United Kingdom',
    radiusKm: 70,
    names: { charging: 'Thames Charge', service: 'Thames Service Centre', partner: 'Partner workshop', tyres: 'Thames Tyre Centre' },
    streets: ['High Street', 'Station Road', 'London Road', 'Church Street', 'Mill Lane', 'Victoria Road', 'Bath Road', 'Oxford Road'],
    streetAddress: (street, number) => `${number} ${street}`,
    postTowns: UK_POST_TOWNS,
    // The inward code: a sector digit and two of the letters Royal Mail uses there.
    postcode: (town, i) => `${town.postcode} ${1 + ((i * 7) % 9)}${'ABDEFGHJLNPQRSTUWXYZ'[(i * 3) % 20]}${'ABDEFGHJLNPQRSTUWXYZ'[(i * 11) % 20]}`,
    services: { en: ['Servicing', 'MOT', 'Tyres'] },
    partnerText: { en: 'Authorised partner for servicing and repairs.' },
  },
}

const LOCATIONS_PER_SITE = 40

const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

/**
 * The demo locations of a site: one per town, the largest towns first (those whose post town is
 * known, so address, postcode and phone agree); every fourth kind in turn.
 */
export function demoLocations(site: Pick<DemoSite, 'key' | 'country' | 'defaultLocale' | 'hostnames'>, contactPath: string) {
  const locator = DEMO_LOCATORS[site.key]
  if (!locator) return []
  const towns = loadGazetteer()
    .filter((place) => place.country === site.country && distanceKm(place, locator.centre) <= locator.radiusKm && locator.postTowns[place.name])
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
    .slice(0, LOCATIONS_PER_SITE)
  return towns.map((town, i) => {
    const post = locator.postTowns[town.name]!
    const kind = (['charging', 'service', 'partner', 'tyres'] as const)[i % 4]!
    // A few hundred metres off the town's centre point, so places in one town do not sit on each other.
    const lat = Math.round((town.lat + (((i * 17) % 11) - 5) * 0.0012) * 10000) / 10000
    const lng = Math.round((town.lng + (((i * 23) % 13) - 6) * 0.0015) * 10000) / 10000
    const base = {
      name: `${locator.names[kind]} ${town.name}`,
      lat,
      lng,
      address: locator.streetAddress(locator.streets[i % locator.streets.length]!, 1 + ((i * 7) % 60)),
      zip: locator.postcode(post, i),
      city: post.postTown,
    }
    switch (kind) {
      case 'charging':
        return {
          ...base,
          chargerOptions: [
            { amount: 2 + (i % 5), icon: 'CCS2' as const, watts: [50, 150, 300][i % 3]! },
            ...(i % 8 === 0 ? [{ amount: 1, icon: 'CCS1' as const, watts: 50 }] : []),
          ],
        }
      case 'service':
        return {
          ...base,
          phone: phoneNumber(site.country, post.phoneArea, new Rng(hashString(`${site.key}:${town.name}`))),
          email: `service.${town.name
            .toLowerCase()
            .normalize('NFKD')
            .replace(/[^a-z]/g, '')}@${site.hostnames[0]}`,
          services: (locator.services[site.defaultLocale] ?? []).map((name) => ({ name })),
        }
      case 'partner':
        return { ...base, dealerCard: { title: base.name, text: locator.partnerText[site.defaultLocale], url: contactPath } }
      case 'tyres':
        return base
    }
  })
}

/**
 * The store locator page of a demo site that has one (Nordbil, Thames): its locations in the
 * Locations collection, and a page with the map block (stock dealers included) in the menu under
 * `parent` (the about page: a top-level item more would wrap the dealer-group bar at 1280 px).
 */
export async function seedDemoStoreLocator(payload: Payload, site: DemoSite, siteId: Id, parent: Id): Promise<void> {
  const locator = DEMO_LOCATORS[site.key]
  if (!locator) return
  const contactPath = `/${DEMO_COPY[site.defaultLocale].slugs.contact}`
  const services = (locale: Locale) => locator.services[locale] ?? locator.services[site.defaultLocale] ?? []
  for (const location of demoLocations(site, contactPath)) {
    const doc = await payload.create({ collection: 'locations', depth: 0, locale: site.defaultLocale, data: { ...location, site: siteId } })
    for (const locale of site.extraLocales) {
      const rows = (doc.services ?? []) as { id?: string | null }[]
      await payload.update({
        collection: 'locations',
        depth: 0,
        id: doc.id,
        locale,
        data: {
          services: rows.map((row, i) => ({ id: row.id, name: services(locale)[i] ?? '' })),
          ...(doc.dealerCard?.title ? { dealerCard: { title: doc.dealerCard.title, text: locator.partnerText[locale] } } : {}),
        },
      })
    }
  }
  const content = (locale: Locale) => {
    const title = locator.title[locale] ?? locator.title[site.defaultLocale]!
    const intro = locator.intro[locale] ?? locator.intro[site.defaultLocale]!
    const navTitle = locator.navTitle[locale] ?? locator.navTitle[site.defaultLocale]!
    return { title, navTitle, metaDescription: intro, intro: richText(h1(title), p(intro)) }
  }
  const first = content(site.defaultLocale)
  const doc = await payload.create({
    collection: 'pages',
    depth: 0,
    locale: site.defaultLocale,
    draft: false,
    data: {
      title: first.title,
      navTitle: first.navTitle,
      metaDescription: first.metaDescription,
      slug: locator.slug,
      parent,
      site: siteId,
      navOrder: 90,
      // The seed's rich text is built by lexical.ts, typed looser than Payload's generated type.
      main: [
        { blockType: 'richText', content: first.intro, width: 'text' },
        {
          blockType: 'storeLocator',
          includeStockDealers: true,
          defaultLatitude: locator.centre.lat,
          defaultLongitude: locator.centre.lng,
          defaultZoomLevel: locator.zoom,
          countryInSearch: locator.country,
        },
      ] as never,
      _status: 'published',
    },
  })
  for (const locale of site.extraLocales) {
    const c = content(locale)
    const blocks = (doc.main ?? []) as { id?: string | null }[]
    await payload.update({
      collection: 'pages',
      depth: 0,
      id: doc.id,
      locale,
      draft: false,
      data: {
        title: c.title,
        navTitle: c.navTitle,
        metaDescription: c.metaDescription,
        main: [
          { blockType: 'richText', id: blocks[0]?.id, content: c.intro, width: 'text' },
          { ...(doc.main?.[1] as object), id: blocks[1]?.id },
        ] as never,
        _status: 'published',
      },
    })
  }
}
