import type { Payload } from 'payload'

import { importRedirectRules } from '@/features/redirects'
import type { Locale } from '@/lib/locales'
import { sqlDatabaseOf } from '@/lib/sql-database'

import { type DemoSite, DEMO_SITES } from './demo-sites'
import { h1, p, richText } from './lexical'

/**
 * The permanent redirect tables of spec 03 §2.9, loaded into the matching demo sites (issue 18):
 * Swedish used-car brand site → kilometra-se, Slovak → kilometra-sk, Finnish → kilometra-fi,
 * Norwegian → fjordbil, Swedish dealer group → nordbil, UK → thames. The old sources are the
 * spec's old sections; every destination is a page of the demo (created here when the demo has
 * none yet, hidden from the menus), a car-list address with the list's own filters, a facility
 * page `{site-detail path}/{dealer slug}` (issue 17), or an outside address.
 *
 * Every rule says what kind it is and, where the source is a pattern, an example request and where
 * it must go: the end-to-end tests walk one rule of each kind of every table from here.
 */

export type RedirectKind = 'exact' | 'wildcard' | 'pattern' | 'query' | 'accented' | 'any-case' | 'legacy-prefix' | 'external' | 'preset-filters'

export type DemoRedirect = {
  kind: RedirectKind
  source: string
  destination: string
  queryConditions?: string
  ignoreCase?: boolean
  visitorQuery?: 'keep' | 'drop'
  /** A request this rule answers and the Location it gets (default: the source itself → the destination). */
  example?: { request: string; location: string }
  /** Legacy /en rules on a site that serves English at /en are kept but not in force (docs/architecture.md "Redirects"). */
  inactive?: boolean
}

export type DemoRedirectTable = {
  siteKey: string
  /** The spec's name for the table. */
  table: string
  /** Destination pages this table needs (path → title); created when missing. */
  pages: Record<string, string>
  rules: DemoRedirect[]
}

const exact = (source: string, destination: string, extra: Partial<DemoRedirect> = {}): DemoRedirect => ({ kind: 'exact', source, destination, ...extra })

export const DEMO_REDIRECT_TABLES: DemoRedirectTable[] = [
  {
    siteKey: 'kilometra-se',
    table: 'Swedish used-car brand site',
    pages: {
      '/bilagande': 'Bilägande',
      '/bilagande/garantiavtal': 'Garantiavtal',
      '/bilagande/carstore-care': 'Carstore Care',
      '/bilagande/serviceavtal': 'Serviceavtal',
      '/bilagande/finansiering': 'Finansiering',
      '/bilagande/att-kopa-begagnad-bil': 'Att köpa begagnad bil',
      '/om-kilometra': 'Om Kilometra',
      '/om-kilometra/om-oss': 'Om oss',
      '/om-kilometra/cookiepolicy': 'Cookiepolicy',
      '/om-kilometra/kameraovervakning': 'Kameraövervakning',
      '/om-kilometra/for-leverantorer': 'För leverantörer',
      '/om-kilometra/kvalitets-och-miljopolicy': 'Kvalitets- och miljöpolicy',
      '/vara-bilmarken': 'Våra bilmärken',
      '/vara-bilmarken/bmw': 'BMW',
      '/vara-bilmarken/nissan': 'Nissan',
      '/vara-bilmarken/kia': 'Kia',
      '/vara-bilmarken/volvo': 'Volvo',
      '/vara-bilmarken/mercedes-benz': 'Mercedes-Benz',
      '/vara-bilmarken/ford': 'Ford',
      '/vara-bilmarken/audi': 'Audi',
      '/kop-bil/alla-begagnade-bilar': 'Alla begagnade bilar',
      '/kop-bil/begagnade-elbilar': 'Begagnade elbilar',
      '/salj-din-bil': 'Sälj din bil',
    },
    rules: [
      exact('/why-us', '/bilagande'),
      exact('/why-us/warranty', '/bilagande/garantiavtal'),
      exact('/why-us/carstore-care', '/bilagande/carstore-care'),
      exact('/why-us/service-agreement', '/bilagande/serviceavtal'),
      exact('/why-us/financing', '/bilagande/finansiering'),
      exact('/why-us/buying-a-used-car', '/bilagande/att-kopa-begagnad-bil'),
      { kind: 'wildcard', source: '/why-us/*', destination: '/bilagande', example: { request: '/why-us/test-drive/book', location: '/bilagande' } },
      exact('/about-us', '/om-kilometra'),
      exact('/about-us/about', '/om-kilometra/om-oss'),
      exact('/about-us/cookie-policy', '/om-kilometra/cookiepolicy'),
      exact('/about-us/camera-surveillance', '/om-kilometra/kameraovervakning'),
      exact('/about-us/for-suppliers', '/om-kilometra/for-leverantorer'),
      exact('/about-us/quality-and-environmental-policy', '/om-kilometra/kvalitets-och-miljopolicy'),
      exact('/brands', '/vara-bilmarken'),
      // Brands with a page keep their page; those without one go to the brand list (exact before pattern).
      {
        kind: 'pattern',
        source: '/brands/:brand',
        destination: '/vara-bilmarken/:brand',
        example: { request: '/brands/Mercedes-Benz', location: '/vara-bilmarken/mercedes-benz' },
      },
      exact('/brands/jaguar', '/vara-bilmarken'),
      exact('/brands/land-rover', '/vara-bilmarken'),
      exact('/brands/volkswagen', '/vara-bilmarken'),
      exact('/cars', '/kop-bil'),
      exact('/cars/all-used-cars', '/kop-bil/alla-begagnade-bilar'),
      exact('/cars/used-electric-cars', '/kop-bil/begagnade-elbilar'),
      {
        kind: 'query',
        source: '/cars',
        queryConditions: 'fuel=electric',
        destination: '/kop-bil/begagnade-elbilar',
        visitorQuery: 'drop',
        example: { request: '/cars?fuel=electric&page=2', location: '/kop-bil/begagnade-elbilar' },
      },
      exact('/find-us', '/hitta-oss'),
      exact('/find-us/kungens-kurva', '/hitta-oss/kilometra-stockholm-barkarby'),
      {
        kind: 'accented',
        source: '/find-us/malmö',
        destination: '/hitta-oss/kilometra-malmo-svagertorp',
        example: { request: '/find-us/malm%C3%B6', location: '/hitta-oss/kilometra-malmo-svagertorp' },
      },
      {
        kind: 'accented',
        source: '/find-us/mölndal',
        destination: '/hitta-oss/kilometra-goteborg-backebol',
        example: { request: '/find-us/mo%CC%88lndal', location: '/hitta-oss/kilometra-goteborg-backebol' },
      },
      // Closed sites go to the list of sites; location pages once keyed by an opaque id go to their slug.
      { kind: 'accented', source: '/find-us/täby', destination: '/hitta-oss', example: { request: '/find-us/t%c3%a4by', location: '/hitta-oss' } },
      exact('/find-us/jonkoping', '/hitta-oss'),
      exact('/hitta-oss/a7d2e9', '/hitta-oss/kilometra-uppsala'),
      exact('/sell', '/salj-din-bil'),
      { kind: 'wildcard', source: '/sell/*', destination: '/salj-din-bil', example: { request: '/sell/valuation/step-2', location: '/salj-din-bil' } },
      // Kilometra SE serves English at /en: a legacy /en rule waits (inactive); /sv-SE still counts as old.
      { kind: 'legacy-prefix', source: '/en/why-us', destination: '/bilagande', inactive: true },
      {
        kind: 'legacy-prefix',
        source: '/sv-SE/why-us/financing',
        destination: '/bilagande/finansiering',
        example: { request: '/sv-se/why-us/financing', location: '/bilagande/finansiering' },
      },
    ],
  },
  {
    siteKey: 'kilometra-sk',
    table: 'Slovak site',
    pages: {
      '/o-kilometra': 'O Kilometra',
      '/o-kilometra/vyhody-a-benefity': 'Výhody a benefity',
      '/o-kilometra/cookiepolicy': 'Cookiepolicy',
      '/o-kilometra/kvalita-a-environmentalna-politika': 'Kvalita a environmentálna politika',
      '/o-kilometra/pre-dodavatelov': 'Pre dodávateľov',
      '/vlastnictvo-auta': 'Vlastníctvo auta',
      '/vlastnictvo-auta/kupit-jazdene-auto': 'Kúpiť jazdené auto',
    },
    rules: [
      exact('/about-us', '/o-kilometra'),
      exact('/about-us/benefits', '/o-kilometra/vyhody-a-benefity'),
      exact('/about-us/cookie-policy', '/o-kilometra/cookiepolicy'),
      exact('/about-us/quality-and-environmental-policy', '/o-kilometra/kvalita-a-environmentalna-politika'),
      exact('/about-us/for-suppliers', '/o-kilometra/pre-dodavatelov'),
      { kind: 'wildcard', source: '/about-us/*', destination: '/o-kilometra', example: { request: '/about-us/team/management', location: '/o-kilometra' } },
      exact('/buy-a-used-car', '/vlastnictvo-auta/kupit-jazdene-auto'),
      exact('/contact', '/kontakty'),
      exact('/contact/bratislava', '/kontakty/kilometra-bratislava-ruzinov'),
      // English-named legacy paths go to the start page or to /kontakty.
      exact('/home', '/'),
      {
        kind: 'pattern',
        source: '/pobocky/:city',
        destination: '/kontakty/kilometra-:city',
        example: { request: '/pobocky/Ko%C5%A1ice', location: '/kontakty/kilometra-kosice' },
      },
      { kind: 'accented', source: '/pobočky', destination: '/kontakty', example: { request: '/pobo%C4%8Dky', location: '/kontakty' } },
      {
        kind: 'query',
        source: '/jazdene-auta',
        queryConditions: 'znacka',
        destination: '/vlastnictvo-auta/kupit-jazdene-auto',
        visitorQuery: 'drop',
        example: { request: '/jazdene-auta?znacka=skoda', location: '/vlastnictvo-auta/kupit-jazdene-auto' },
      },
      // Kilometra SK has no English: /en is an old prefix there, matched as written, then without it.
      { kind: 'legacy-prefix', source: '/en/contact', destination: '/kontakty' },
      {
        kind: 'legacy-prefix',
        source: '/en/about-us',
        destination: '/o-kilometra',
        example: { request: '/en/about-us/benefits', location: '/o-kilometra/vyhody-a-benefity' },
      },
    ],
  },
  {
    siteKey: 'kilometra-fi',
    table: 'Finnish used-car site',
    // spec 03 §2.9 shows only the kinds ("about-us, why-us, find-us and English-prefixed paths go
    // to new Finnish paths"); the whole list is the old English sections of the brand's site, as
    // the Swedish used-car brand site's table has them, each to its Finnish page.
    pages: {
      '/miksi-kilometra': 'Miksi Kilometra',
      '/miksi-kilometra/takuu': 'Takuu',
      '/miksi-kilometra/kilometra-care': 'Kilometra Care',
      '/miksi-kilometra/huoltosopimus': 'Huoltosopimus',
      '/miksi-kilometra/rahoitus': 'Rahoitus',
      '/miksi-kilometra/kaytetyn-auton-ostaminen': 'Käytetyn auton ostaminen',
      '/meista/evastekaytanto': 'Evästekäytäntö',
      '/meista/kameravalvonta': 'Kameravalvonta',
      '/meista/toimittajille': 'Toimittajille',
      '/meista/laatu-ja-ymparistopolitiikka': 'Laatu- ja ympäristöpolitiikka',
      '/automerkit': 'Automerkit',
      '/automerkit/volvo': 'Volvo',
      '/automerkit/toyota': 'Toyota',
      '/automerkit/volkswagen': 'Volkswagen',
      '/automerkit/skoda': 'Škoda',
      '/automerkit/bmw': 'BMW',
      '/myy-autosi': 'Myy autosi',
    },
    rules: [
      exact('/why-us', '/miksi-kilometra'),
      exact('/why-us/warranty', '/miksi-kilometra/takuu'),
      exact('/why-us/carstore-care', '/miksi-kilometra/kilometra-care'),
      exact('/why-us/service-agreement', '/miksi-kilometra/huoltosopimus'),
      exact('/why-us/financing', '/miksi-kilometra/rahoitus'),
      exact('/why-us/buying-a-used-car', '/miksi-kilometra/kaytetyn-auton-ostaminen'),
      { kind: 'wildcard', source: '/why-us/*', destination: '/miksi-kilometra', example: { request: '/why-us/test-drive/book', location: '/miksi-kilometra' } },
      exact('/about-us', '/meista'),
      exact('/about-us/about', '/meista'),
      exact('/about-us/cookie-policy', '/meista/evastekaytanto'),
      exact('/about-us/camera-surveillance', '/meista/kameravalvonta'),
      exact('/about-us/for-suppliers', '/meista/toimittajille'),
      exact('/about-us/quality-and-environmental-policy', '/meista/laatu-ja-ymparistopolitiikka'),
      { kind: 'wildcard', source: '/about-us/*', destination: '/meista', example: { request: '/about-us/team', location: '/meista' } },
      exact('/brands', '/automerkit'),
      exact('/brands/volvo', '/automerkit/volvo'),
      exact('/brands/toyota', '/automerkit/toyota'),
      exact('/brands/volkswagen', '/automerkit/volkswagen'),
      exact('/brands/skoda', '/automerkit/skoda'),
      exact('/brands/bmw', '/automerkit/bmw'),
      // Brands without a page of their own go to the brand list.
      { kind: 'wildcard', source: '/brands/*', destination: '/automerkit', example: { request: '/brands/lada/niva', location: '/automerkit' } },
      exact('/cars', '/osta-auto'),
      exact('/cars/all-used-cars', '/osta-auto'),
      // Old list links with the list's own filters: the car list's address form (brand in the path, fuel as a parameter).
      { kind: 'preset-filters', source: '/cars/used-electric-cars', destination: '/osta-auto?car_fuel=S%C3%A4hk%C3%B6' },
      {
        kind: 'pattern',
        source: '/cars/brand/:brand',
        destination: '/osta-auto/:brand',
        example: { request: '/cars/brand/Volvo', location: '/osta-auto/volvo' },
      },
      {
        kind: 'query',
        source: '/cars',
        queryConditions: 'brand',
        destination: '/osta-auto',
        visitorQuery: 'drop',
        example: { request: '/cars?brand=volvo', location: '/osta-auto' },
      },
      exact('/find-us', '/loyda-meidat'),
      {
        kind: 'pattern',
        source: '/find-us/:city',
        destination: '/loyda-meidat/kilometra-:city',
        example: { request: '/find-us/Tampere', location: '/loyda-meidat/kilometra-tampere' },
      },
      exact('/find-us/helsinki', '/loyda-meidat/kilometra-helsinki-konala'),
      exact('/find-us/konala', '/loyda-meidat/kilometra-helsinki-konala'),
      // A closed site goes to the list of sites.
      exact('/find-us/espoo', '/loyda-meidat'),
      {
        kind: 'accented',
        source: '/löydä-meidät',
        destination: '/loyda-meidat',
        example: { request: '/l%C3%B6yd%C3%A4-meid%C3%A4t', location: '/loyda-meidat' },
      },
      exact('/contact', '/yhteystiedot'),
      exact('/service', '/huolto'),
      exact('/accessories', '/lisavarusteet'),
      exact('/news', '/ajankohtaista'),
      { kind: 'wildcard', source: '/news/*', destination: '/ajankohtaista', example: { request: '/news/2023/winter-tyres', location: '/ajankohtaista' } },
      exact('/sell', '/myy-autosi'),
      { kind: 'wildcard', source: '/sell/*', destination: '/myy-autosi', example: { request: '/sell/valuation/step-2', location: '/myy-autosi' } },
      // Kilometra FI serves English at /en, so its English-prefixed old paths are not in force (the English pages win).
      { kind: 'legacy-prefix', source: '/en/about-us', destination: '/meista', inactive: true },
      { kind: 'legacy-prefix', source: '/en/why-us', destination: '/miksi-kilometra', inactive: true },
      { kind: 'legacy-prefix', source: '/en/find-us', destination: '/loyda-meidat', inactive: true },
      { kind: 'legacy-prefix', source: '/en/cars', destination: '/osta-auto', inactive: true },
    ],
  },
  {
    siteKey: 'fjordbil',
    table: 'Norwegian site',
    pages: {
      '/om-fjordbil': 'Om Fjordbil',
      '/om-fjordbil/cookies': 'Cookies',
      '/om-fjordbil/personvern': 'Personvern',
      '/om-fjordbil/miljo-og-baerekraft': 'Miljø og bærekraft',
      '/om-fjordbil/aapenhetsloven': 'Åpenhetsloven',
      '/om-fjordbil/tilgjengelighetsrapport': 'Tilgjengelighetsrapport',
      '/om-fjordbil/whistleblower': 'Whistleblower',
      '/kjop-bil/alle-nye-biler': 'Alle nye biler',
      '/kjop-bil/alle-brukte-biler': 'Alle brukte biler',
      '/kjop-bil/kampanjer': 'Kampanjer',
      '/kjop-bil/vare-bilmerker': 'Våre bilmerker',
      '/kjop-bil/vare-bilmerker/toyota': 'Toyota',
      '/kjop-bil/vare-bilmerker/toyota/bz4x': 'Toyota bZ4X',
      '/kjop-bil/vare-bilmerker/toyota/provkorning': 'Prøvekjør Toyota',
      '/kjop-bil/biltype': 'Biltype',
      '/kjop-bil/biltype/elbil': 'Elbil',
      '/kjop-bil/biltype/kompakte-biler': 'Kompakte biler',
      '/kjop-bil/biltype/familiebiler': 'Familiebiler',
      '/kjop-bil/biltype/ladbar-hybrid': 'Ladbar hybrid',
      '/kjop-bil/biltype/suv': 'SUV',
      '/kjop-bil/bileie': 'Bileie',
      '/kjop-bil/bileie/firmabil': 'Firmabil',
      '/service-og-verksted/bestill-deler': 'Bestill deler',
      '/service-og-verksted/vare-verkstedtjenester': 'Våre verkstedtjenester',
      '/service-og-verksted/vare-verkstedtjenester/hjulskift': 'Hjulskift',
      '/service-og-verksted/ac-service': 'AC-service',
      '/aktuelt/artikler': 'Artikler',
      '/aktuelt/artikler/slik-lader-du-elbilen': 'Slik lader du elbilen',
      '/motorrad': 'Motorrad',
      '/motorrad/nye-mc': 'Nye MC',
      '/motorrad/mc-pakketurer': 'MC-pakketurer',
      '/motorrad/mc-package-tours': 'MC package tours',
    },
    rules: [
      exact('/om-oss/fjordbil', '/om-fjordbil'),
      exact('/cookies', '/om-fjordbil/cookies'),
      exact('/miljo', '/om-fjordbil/miljo-og-baerekraft'),
      exact('/apenhetsloven', '/om-fjordbil/aapenhetsloven'),
      exact('/tilgjengelighet', '/om-fjordbil/tilgjengelighetsrapport'),
      exact('/varsling', '/om-fjordbil/whistleblower'),
      exact('/biler', '/kjop-bil'),
      exact('/biler/nye', '/kjop-bil/alle-nye-biler'),
      exact('/biler/brukte', '/kjop-bil/alle-brukte-biler'),
      exact('/biler/kampanjer', '/kjop-bil/kampanjer'),
      {
        kind: 'pattern',
        source: '/biler/merker/:brand',
        destination: '/kjop-bil/vare-bilmerker/:brand',
        example: { request: '/biler/merker/Toyota', location: '/kjop-bil/vare-bilmerker/toyota' },
      },
      {
        kind: 'pattern',
        source: '/biler/merker/:brand/:model',
        destination: '/kjop-bil/vare-bilmerker/:brand/:model',
        example: { request: '/biler/merker/toyota/bZ4X', location: '/kjop-bil/vare-bilmerker/toyota/bz4x' },
      },
      exact('/biler/merker/toyota/provekjoring', '/kjop-bil/vare-bilmerker/toyota/provkorning'),
      exact('/biler/elbil', '/kjop-bil/biltype/elbil'),
      exact('/biler/kompakte', '/kjop-bil/biltype/kompakte-biler'),
      exact('/biler/familie', '/kjop-bil/biltype/familiebiler'),
      exact('/biler/ladbar-hybrid', '/kjop-bil/biltype/ladbar-hybrid'),
      exact('/biler/suv', '/kjop-bil/biltype/suv'),
      exact('/biler/firmabil', '/kjop-bil/bileie/firmabil'),
      exact('/verksted', '/service-og-verksted'),
      exact('/verksted/bestill-time', '/service-og-verksted/bestill-service'),
      exact('/verksted/deler', '/service-og-verksted/bestill-deler'),
      exact('/verksted/hjulskift', '/service-og-verksted/vare-verkstedtjenester/hjulskift'),
      exact('/verksted/aircondition', '/service-og-verksted/ac-service'),
      // spec 03 §2.9: "/verksted/{path*} falls back to the service page".
      {
        kind: 'wildcard',
        source: '/verksted/*',
        destination: '/service-og-verksted',
        example: { request: '/verksted/bremser/skiver?ref=mail', location: '/service-og-verksted?ref=mail' },
      },
      {
        kind: 'pattern',
        source: '/kontakt-oss/:town',
        destination: '/finn-oss/fjordbil-:town',
        example: { request: '/kontakt-oss/F%C3%B8rde', location: '/finn-oss/fjordbil-forde' },
      },
      {
        kind: 'accented',
        source: '/forhandlere/bergen-åsane',
        destination: '/finn-oss/fjordbil-bergen-asane',
        example: { request: '/forhandlere/bergen-%C3%A5sane', location: '/finn-oss/fjordbil-bergen-asane' },
      },
      exact('/nyheter', '/aktuelt'),
      {
        kind: 'pattern',
        source: '/nyheter/:slug',
        destination: '/aktuelt/artikler/:slug',
        example: { request: '/nyheter/slik-lader-du-elbilen', location: '/aktuelt/artikler/slik-lader-du-elbilen' },
      },
      // Old used-car list links with a brand code (br) and sort (so) go to the used-car list.
      {
        kind: 'query',
        source: '/brukte-biler',
        queryConditions: 'br',
        destination: '/kjop-bil/alle-brukte-biler',
        visitorQuery: 'drop',
        example: { request: '/brukte-biler?br=VO&so=price', location: '/kjop-bil/alle-brukte-biler' },
      },
      { kind: 'query', source: '/brukte-biler', queryConditions: 'so', destination: '/kjop-bil/alle-brukte-biler', visitorQuery: 'drop' },
      ...['nyheter', 'bagasjeplass', 'service', 'elbil', 'firmabil'].map((cat): DemoRedirect => ({
        kind: 'query',
        source: '/nyhetsarkiv',
        queryConditions: `cat=${cat}`,
        destination: '/aktuelt',
        visitorQuery: 'drop',
        example: { request: `/nyhetsarkiv?cat=${cat}`, location: '/aktuelt' },
      })),
      exact('/mc', '/motorrad'),
      exact('/mc/nye', '/motorrad/nye-mc'),
      exact('/mc/pakketurer', '/motorrad/mc-pakketurer'),
      exact('/mc/package-tours', '/motorrad/mc-package-tours'),
      // From the longer used-car list: some entries go to the start page; English paths too.
      exact('/why-us', '/'),
      { kind: 'legacy-prefix', source: '/en/about-us', destination: '/om-fjordbil', example: { request: '/en/about-us', location: '/om-fjordbil' } },
    ],
  },
  {
    siteKey: 'nordbil',
    table: 'Swedish dealer group',
    pages: {
      '/kop-bil/alla-bilar-i-lager': 'Alla bilar i lager',
      '/kop-bil/nya-bilar-i-lager': 'Nya bilar i lager',
      '/kop-bil/begagnade-bilar-i-lager': 'Begagnade bilar i lager',
      '/kop-bil/privatleasing-bilar': 'Privatleasing',
      '/kop-bil/kampanjer': 'Kampanjer',
      '/kop-bil/kampanjer/bilkampanjer': 'Bilkampanjer',
      '/kop-bil/bilmarken': 'Bilmärken',
      '/kop-bil/bilmarken/volvo': 'Volvo',
      '/kop-bil/bilmarken/volvo/service': 'Volvo service',
      '/kop-bil/bilmarken/volvo/kampanj': 'Volvo kampanj',
      '/kop-bil/bilmarken/volvo/privatleasing': 'Volvo privatleasing',
      '/kop-bil/bilmarken/polestar': 'Polestar',
      '/kop-bil/biltyp': 'Biltyp',
      '/kop-bil/biltyp/elbilar': 'Elbilar',
      '/kop-bil/biltyp/hybridbilar': 'Hybridbilar',
      '/kop-bil/biltyp/laddhybrider': 'Laddhybrider',
      '/kop-bil/biltyp/demobilar': 'Demobilar',
      '/kop-bil/foretag': 'Företag',
      '/kop-bil/foretag/foretagsbil': 'Företagsbil',
      '/kop-bil/foretag/tjanstebilar': 'Tjänstebilar',
      '/kop-bil/foretag/transportbilar': 'Transportbilar',
      '/kop-bil/foretag/lastbilar': 'Lastbilar',
      '/kop-bil/foretag/certified-fleet': 'Certified Fleet',
      '/kop-bil/bilagande': 'Bilägande',
      '/kop-bil/bilagande/forsakring': 'Försäkring',
      '/kop-bil/bilagande/finansiering': 'Finansiering',
      '/service-och-verkstad/boka-bilverkstad': 'Boka bilverkstad',
      '/service-och-verkstad/vara-verkstadstjanster': 'Våra verkstadstjänster',
      // The service booking page's header links (spec 03 §2.4; issue 19, demo-service-booking.ts).
      '/service-och-verkstad/boka-service/boka-porsche-service': 'Boka Porsche-service',
      '/kop-bil/bilmarken/iveco/verkstadstjanster': 'Iveco verkstadstjänster',
      '/dack-och-biltillbehor': 'Däck och biltillbehör',
      '/dack-och-biltillbehor/dackhotell': 'Däckhotell',
      '/dack-och-biltillbehor/laddbox': 'Laddbox',
      '/dack-och-biltillbehor/biltillbehor': 'Biltillbehör',
      '/dack-och-biltillbehor/webbshop': 'Webbshop',
      '/dack-och-biltillbehor/dackkop-tack': 'Tack för ditt däckköp',
      '/dack-och-biltillbehor/dackkop-fel': 'Något gick fel med ditt däckköp',
      '/livet-med-bil': 'Livet med bil',
      '/om-nordbil': 'Om Nordbil',
      '/webbshop': 'Webbshop',
      '/webbshop/kundtjanst-ehandel': 'Kundtjänst e-handel',
      '/webbshop/kopvillkor-e-handel': 'Köpvillkor e-handel',
      '/webbshop/reparationsvillkor': 'Reparationsvillkor',
    },
    rules: [
      exact('/bilar', '/kop-bil/alla-bilar-i-lager'),
      exact('/bilar/nya', '/kop-bil/nya-bilar-i-lager'),
      exact('/bilar/begagnade', '/kop-bil/begagnade-bilar-i-lager'),
      exact('/privatleasing', '/kop-bil/privatleasing-bilar'),
      exact('/kampanjer', '/kop-bil/kampanjer/bilkampanjer'),
      exact('/bilmarken', '/kop-bil/bilmarken'),
      {
        kind: 'pattern',
        source: '/bilmarken/:brand',
        destination: '/kop-bil/bilmarken/:brand',
        example: { request: '/bilmarken/Polestar', location: '/kop-bil/bilmarken/polestar' },
      },
      {
        kind: 'pattern',
        source: '/bilmarken/:brand/service',
        destination: '/kop-bil/bilmarken/:brand/service',
        example: { request: '/bilmarken/volvo/service', location: '/kop-bil/bilmarken/volvo/service' },
      },
      exact('/bilmarken/volvo/erbjudanden', '/kop-bil/bilmarken/volvo/kampanj'),
      exact('/bilmarken/volvo/privatleasing', '/kop-bil/bilmarken/volvo/privatleasing'),
      exact('/elbilar', '/kop-bil/biltyp/elbilar'),
      exact('/hybridbilar', '/kop-bil/biltyp/hybridbilar'),
      exact('/laddhybrider', '/kop-bil/biltyp/laddhybrider'),
      exact('/demobilar', '/kop-bil/biltyp/demobilar'),
      {
        kind: 'query',
        source: '/bilar',
        queryConditions: 'typ=el',
        destination: '/kop-bil/biltyp/elbilar',
        visitorQuery: 'drop',
        example: { request: '/bilar?typ=el&sida=3', location: '/kop-bil/biltyp/elbilar' },
      },
      // A conditional rule on a live page leaves the page alone without its query.
      { kind: 'query', source: '/nyheter', queryConditions: 'kategori=kampanj', destination: '/kop-bil/kampanjer/bilkampanjer', visitorQuery: 'drop' },
      exact('/foretag', '/kop-bil/foretag'),
      {
        kind: 'accented',
        source: '/företag/*',
        destination: '/kop-bil/foretag/*',
        example: { request: '/f%C3%B6retag/tjanstebilar', location: '/kop-bil/foretag/tjanstebilar' },
      },
      exact('/foretag/certified-fleet', '/kop-bil/foretag/certified-fleet'),
      exact('/foretag/lastbil', '/kop-bil/foretag/lastbilar'),
      exact('/foretag/transportbil', '/kop-bil/foretag/transportbilar'),
      exact('/foretag/foretagsbil', '/kop-bil/foretag/foretagsbil'),
      {
        kind: 'accented',
        source: '/försäkring',
        destination: '/kop-bil/bilagande/forsakring',
        example: { request: '/f%c3%b6rs%c3%a4kring', location: '/kop-bil/bilagande/forsakring' },
      },
      exact('/finansiering', '/kop-bil/bilagande/finansiering'),
      exact('/verkstad', '/service-och-verkstad'),
      exact('/verkstad/boka', '/service-och-verkstad/boka-bilverkstad'),
      {
        kind: 'wildcard',
        source: '/verkstad/*',
        destination: '/service-och-verkstad/vara-verkstadstjanster',
        example: { request: '/verkstad/hjulinstallning', location: '/service-och-verkstad/vara-verkstadstjanster' },
      },
      exact('/dack', '/dack-och-biltillbehor'),
      {
        kind: 'accented',
        source: '/däckhotell',
        destination: '/dack-och-biltillbehor/dackhotell',
        example: { request: '/d%C3%A4ckhotell', location: '/dack-och-biltillbehor/dackhotell' },
      },
      exact('/laddbox', '/dack-och-biltillbehor/laddbox'),
      exact('/tillbehor', '/dack-och-biltillbehor/biltillbehor'),
      exact('/dackshop', '/dack-och-biltillbehor/webbshop'),
      exact('/dackkop/tack', '/dack-och-biltillbehor/dackkop-tack'),
      exact('/dackkop/fel', '/dack-och-biltillbehor/dackkop-fel'),
      exact('/livet-med-bilen', '/livet-med-bil'),
      exact('/om-nordbil-gruppen', '/om-nordbil'),
      exact('/salj', '/salj-bil'),
      exact('/webshop/kundtjanst', '/webbshop/kundtjanst-ehandel'),
      exact('/webshop/kopvillkor', '/webbshop/kopvillkor-e-handel'),
      exact('/webshop/reparationsvillkor', '/webbshop/reparationsvillkor'),
      exact('/anlaggningar/goteborg', '/anlaggningar/nordbil-goteborg-hisingen'),
      // spec 03 §2.9: /anlaggningar/{id}/{group}-bil-{location} and /findus/{id}/…, /FindUs/{id}/… → /anlaggningar/{group}-{location}.
      {
        kind: 'pattern',
        source: '/anlaggningar/:id/nordbil-bil-:location',
        destination: '/anlaggningar/nordbil-:location',
        example: { request: '/anlaggningar/4711/nordbil-bil-bor%C3%A5s', location: '/anlaggningar/nordbil-boras' },
      },
      {
        kind: 'any-case',
        source: '/findus/:id/nordbil-bil-:location',
        destination: '/anlaggningar/nordbil-:location',
        ignoreCase: true,
        example: { request: '/FindUs/4711/Nordbil-Bil-Kung%C3%A4lv', location: '/anlaggningar/nordbil-kungalv' },
      },
      // spec 03 §2.9: "/anlaggningar/{id}/porsche-{location} maps to porsche-{location}".
      {
        kind: 'pattern',
        source: '/anlaggningar/:id/porsche-:location',
        destination: '/anlaggningar/porsche-:location',
        example: { request: '/anlaggningar/5120/porsche-service-center-halmstad', location: '/anlaggningar/porsche-service-center-halmstad' },
      },
      // Career pages go to an outside careers site.
      { kind: 'external', source: '/karriar', destination: 'https://karriar.nordbil.se/' },
      {
        kind: 'external',
        source: '/karriar/*',
        destination: 'https://karriar.nordbil.se/jobb/*',
        example: { request: '/karriar/saljare-goteborg', location: 'https://karriar.nordbil.se/jobb/saljare-goteborg' },
      },
      // Nordbil serves English at /en: a legacy /en rule waits; /sv-se is old everywhere.
      { kind: 'legacy-prefix', source: '/en/cars', destination: '/kop-bil', inactive: true },
      {
        kind: 'legacy-prefix',
        source: '/sv-se/bilar',
        destination: '/kop-bil/alla-bilar-i-lager',
        example: { request: '/sv-SE/bilar/nya', location: '/kop-bil/nya-bilar-i-lager' },
      },
    ],
  },
  {
    siteKey: 'thames',
    table: 'UK English sites',
    pages: {
      '/legal': 'Legal',
      '/legal/legal-notice-and-terms': 'Legal notice and terms',
      '/legal/consumer-credit': 'Consumer credit',
      '/legal/privacy-policy': 'Privacy policy',
      '/legal/terms-and-conditions-of-sale': 'Terms and conditions of sale',
      '/sell-car': 'Sell your car',
      '/further-policies-and-statements': 'Further policies and statements',
      '/further-policies-and-statements/gender-pay-gap': 'Gender pay gap',
      '/about-us/who-are-we': 'Who are we',
      '/about-us/david-lloyd-members-page': 'David Lloyd members',
      '/about-us/mercedes-benz-customer-services': 'Mercedes-Benz customer services',
      '/buy-car/brands': 'Our brands',
      '/buy-car/brands/bmw': 'BMW',
      '/buy-car/brands/mini': 'MINI',
      '/buy-car/brands/smart': 'smart',
      '/buy-car/brands/smart/smart-book-a-test-drive': 'Book a smart test drive',
      '/buy-car/new-cars': 'New cars',
      '/buy-car/new-cars/bmw': 'New BMW',
      '/buy-car/used-cars': 'Used cars',
      '/buy-car/used-cars/bmw': 'Used BMW',
      '/buy-car/used-cars/mini': 'Used MINI',
      '/buy-car/latest-offers': 'Latest offers',
      '/buy-car/latest-offers/bmw': 'Latest BMW offers',
      '/buy-car/fleet-and-business-offers': 'Fleet and business offers',
      '/buy-car/fleet-and-business-offers/bmw': 'BMW fleet and business offers',
      '/buy-car/fleet-and-business-offers/bmw/bmw-i4-ch': 'BMW i4 contract hire',
      '/buy-car/motability': 'Motability',
      '/buy-car/motability/bmw': 'BMW Motability',
      '/buy-car/finance-and-insurance-options': 'Finance and insurance options',
      '/buy-car/finance-and-insurance-options/personal-finance': 'Personal finance',
      '/buy-car/finance-and-insurance-options/personal-finance/bmw': 'BMW personal finance',
      '/buy-car/finance-and-insurance-options/business-finance': 'Business finance',
      '/buy-car/finance-and-insurance-options/business-finance/bmw': 'BMW business finance',
      '/buy-car/finance-and-protection-products': 'Finance and protection products',
      '/buy-car/finance-and-protection-products/protection-products': 'Protection products',
      '/buy-car/finance-and-protection-products/protection-products/bmw': 'BMW protection products',
      '/buy-car/finance-and-protection-products/protection-products/bmw/gap-insurance': 'BMW GAP insurance',
      '/service-and-parts/bmw': 'BMW service and parts',
      '/service-and-parts/bmw/servicing': 'BMW servicing',
      '/service-and-parts/bmw/servicing/book-service-or-mot': 'Book a BMW service or MOT',
      '/service-and-parts/bmw/parts': 'BMW parts',
      '/service-and-parts/bmw/bodyshop': 'BMW bodyshop',
      '/service-and-parts/mercedes-benz-vans': 'Mercedes-Benz Vans service and parts',
      '/service-and-parts/mercedes-benz-vans/servicing': 'Mercedes-Benz Vans servicing',
      '/service-and-parts/mercedes-benz-vans/servicing/servicecare-plans': 'ServiceCare plans',
    },
    rules: [
      exact('/legal-notice', '/legal/legal-notice-and-terms'),
      exact('/consumer-credit', '/legal/consumer-credit'),
      exact('/privacy', '/legal/privacy-policy'),
      exact('/terms-and-conditions', '/legal/terms-and-conditions-of-sale'),
      exact('/value-my-car', '/sell-car'),
      exact('/gender-pay-gap-statement', '/further-policies-and-statements/gender-pay-gap'),
      exact('/members', '/about-us/david-lloyd-members-page'),
      exact('/customer-service', '/about-us/mercedes-benz-customer-services'),
      exact('/about-us/who-we-are', '/about-us/who-are-we'),
      // Brand pages, and every brand sub-path collapses to the brand page.
      {
        kind: 'pattern',
        source: '/brands/:brand/*',
        destination: '/buy-car/brands/:brand',
        example: { request: '/brands/MINI/models/cooper', location: '/buy-car/brands/mini' },
      },
      exact('/brands/smart/book-a-test-drive', '/buy-car/brands/smart/smart-book-a-test-drive'),
      // spec 03 §2.9: "/used/* goes to /buy-car/used-cars/*".
      {
        kind: 'wildcard',
        source: '/used/*',
        destination: '/buy-car/used-cars/*',
        example: { request: '/used/bmw?utm_source=mail', location: '/buy-car/used-cars/bmw?utm_source=mail' },
      },
      {
        kind: 'pattern',
        source: '/new-cars/:brand/*',
        destination: '/buy-car/new-cars/:brand',
        example: { request: '/new-cars/bmw/x5/configurator', location: '/buy-car/new-cars/bmw' },
      },
      // Old offer pages; quarter and year markers are plain text; enquiry, test-drive and call-me-back sub-pages go to the brand's listing.
      {
        kind: 'pattern',
        source: '/offers/business/:brand',
        destination: '/buy-car/fleet-and-business-offers/:brand',
        example: { request: '/offers/business/bmw', location: '/buy-car/fleet-and-business-offers/bmw' },
      },
      exact('/offers/fleet/bmw-i4-edrive35-q1-2025', '/buy-car/fleet-and-business-offers/bmw/bmw-i4-ch'),
      {
        kind: 'pattern',
        source: '/offers/motability/:brand',
        destination: '/buy-car/motability/:brand',
        example: { request: '/offers/motability/BMW', location: '/buy-car/motability/bmw' },
      },
      {
        kind: 'pattern',
        source: '/offers/latest/:brand/*',
        destination: '/buy-car/latest-offers/:brand',
        example: { request: '/offers/latest/bmw/x1-q2-2025/enquiry', location: '/buy-car/latest-offers/bmw' },
      },
      exact('/offers/racing-offer-q3-2024', '/buy-car/latest-offers/bmw'),
      {
        kind: 'pattern',
        source: '/offers/used-cars/:brand',
        destination: '/buy-car/used-cars/:brand',
        example: { request: '/offers/used-cars/mini', location: '/buy-car/used-cars/mini' },
      },
      // Contact, locations, socials and opening hours pages go to /find-us, some to a dealer's page.
      exact('/contact-us', '/find-us'),
      exact('/locations', '/find-us'),
      exact('/opening-hours', '/find-us'),
      exact('/socials', '/find-us'),
      {
        kind: 'pattern',
        source: '/locations/:dealer',
        destination: '/find-us/thames-motor-group-:dealer',
        example: { request: '/locations/Croydon', location: '/find-us/thames-motor-group-croydon' },
      },
      // The brand dealerships' old contact, opening-hours and socials pages go to their facility pages.
      exact('/bmw/bromley/contact-us', '/find-us/bmw-bromley'),
      exact('/bmw/enfield/contact-us', '/find-us/bmw-enfield'),
      exact('/bmw/woolwich/opening-hours', '/find-us/bmw-woolwich'),
      exact('/bmw/blackheath/contact-us', '/find-us/bmw-blackheath'),
      exact('/mini/enfield/contact-us', '/find-us/mini-enfield'),
      exact('/mini/ruxley/contact-us', '/find-us/mini-ruxley'),
      exact('/mini/woolwich/socials', '/find-us/mini-woolwich'),
      {
        kind: 'preset-filters',
        source: '/porsche/contact-us',
        destination: '/find-us?site_departments.brands.name=Porsche&site_departments.name=Car+sales',
        visitorQuery: 'drop',
      },
      // Preset list filters in the car list's own URL parameters.
      { kind: 'preset-filters', source: '/electric-cars', destination: '/buy-car?car_fuel=Electric' },
      {
        kind: 'preset-filters',
        source: '/used-bmw',
        destination: '/buy-car/bmw?car_condition=Used',
        example: { request: '/used-bmw?car_condition=New', location: '/buy-car/bmw?car_condition=Used' },
      },
      { kind: 'preset-filters', source: '/surrey', destination: '/buy-car?car_site_region=Surrey' },
      { kind: 'preset-filters', source: '/vans', destination: '/buy-car?car_vehicle_type=LCV' },
      { kind: 'preset-filters', source: '/bmw/used-cars', destination: '/buy-car?car_brand=BMW&car_condition=Used' },
      {
        kind: 'query',
        source: '/search',
        queryConditions: 'fuel=electric',
        destination: '/buy-car?car_fuel=Electric',
        visitorQuery: 'drop',
        example: { request: '/search?fuel=electric&sort=price', location: '/buy-car?car_fuel=Electric' },
      },
      // Servicing, parts and bodyshop.
      {
        kind: 'pattern',
        source: '/servicing/:brand',
        destination: '/service-and-parts/:brand/servicing',
        example: { request: '/servicing/bmw', location: '/service-and-parts/bmw/servicing' },
      },
      exact('/servicing/bmw/book', '/service-and-parts/bmw/servicing/book-service-or-mot'),
      {
        kind: 'pattern',
        source: '/parts/:brand',
        destination: '/service-and-parts/:brand/parts',
        example: { request: '/parts/bmw', location: '/service-and-parts/bmw/parts' },
      },
      {
        kind: 'wildcard',
        source: '/bodyshop/*',
        destination: '/service-and-parts/bmw/bodyshop',
        example: { request: '/bodyshop/accident-repairs/quote', location: '/service-and-parts/bmw/bodyshop' },
      },
      {
        kind: 'wildcard',
        source: '/vans/service-plans/*',
        destination: '/service-and-parts/mercedes-benz-vans/servicing/servicecare-plans',
        example: { request: '/vans/service-plans/sprinter', location: '/service-and-parts/mercedes-benz-vans/servicing/servicecare-plans' },
      },
      // Insurance moved to protection products; finance pages by brand.
      {
        kind: 'pattern',
        source: '/buy-car/finance-and-insurance-options/insurance-products/:brand/:product',
        destination: '/buy-car/finance-and-protection-products/protection-products/:brand/:product',
        example: {
          request: '/buy-car/finance-and-insurance-options/insurance-products/bmw/gap-insurance',
          location: '/buy-car/finance-and-protection-products/protection-products/bmw/gap-insurance',
        },
      },
      {
        kind: 'pattern',
        source: '/finance/:brand',
        destination: '/buy-car/finance-and-insurance-options/personal-finance/:brand',
        example: { request: '/finance/bmw', location: '/buy-car/finance-and-insurance-options/personal-finance/bmw' },
      },
      {
        kind: 'pattern',
        source: '/business-finance/:brand',
        destination: '/buy-car/finance-and-insurance-options/business-finance/:brand',
        example: { request: '/business-finance/bmw', location: '/buy-car/finance-and-insurance-options/business-finance/bmw' },
      },
      {
        kind: 'wildcard',
        source: '/business-and-corporate/*',
        destination: '/buy-car/fleet-and-business-offers',
        example: { request: '/business-and-corporate/fleet', location: '/buy-car/fleet-and-business-offers' },
      },
      // News and competition terms; dead campaign, media-file and malformed paths to the start page.
      { kind: 'wildcard', source: '/news/*', destination: '/news-and-events', example: { request: '/news/2019/summer-event', location: '/news-and-events' } },
      exact('/competition-terms', '/news-and-events'),
      exact('/summer-sale-2019', '/'),
      exact('/media/brochure-2018.pdf', '/'),
      exact('/home.aspx', '/'),
      { kind: 'any-case', source: '/Default.aspx', destination: '/', ignoreCase: true, example: { request: '/DEFAULT.ASPX', location: '/' } },
      // Thames has English as its own language, not under /en: /en is an old prefix there.
      {
        kind: 'legacy-prefix',
        source: '/en/value-my-car',
        destination: '/sell-car',
        example: { request: '/en/gender-pay-gap-statement', location: '/further-policies-and-statements/gender-pay-gap' },
      },
    ],
  },
]

const PAGE_TEXT: Record<Locale, (title: string, site: string) => string> = {
  sv: (title, site) => `${title} hos ${site}.`,
  nb: (title, site) => `${title} hos ${site}.`,
  fi: (title, site) => `${title} – ${site}.`,
  sk: (title, site) => `${title} – ${site}.`,
  en: (title, site) => `${title} at ${site}.`,
}

type Log = (message: string) => void

/** Creates the pages a table's rules go to (those the demo does not have yet) and the rules. */
export async function seedDemoRedirects(payload: Payload, siteIds: Record<string, number>, log: Log = () => {}): Promise<void> {
  for (const table of DEMO_REDIRECT_TABLES) {
    const site = DEMO_SITES.find((s) => s.key === table.siteKey)
    const siteId = siteIds[table.siteKey]
    if (!site || siteId === undefined) throw new Error(`Demo redirects: no demo site ${table.siteKey}`)
    log(`Redirects for ${site.name}: ${table.rules.length} rules`)
    const pageIds = new Map<string, number>()
    for (const [path, title] of Object.entries(table.pages).sort(([a], [b]) => a.split('/').length - b.split('/').length)) {
      await ensurePage(payload, site, siteId, path, title, pageIds)
    }
    // Through the import's own checks (the same as a save in the CMS) in one transaction: one
    // Local API save per rule took 0.6 s each on PostgreSQL (issue 16, test time).
    const report = await importRedirectRules(
      sqlDatabaseOf(payload),
      { id: siteId, key: site.key },
      table.rules.map((rule, i) => ({
        line: i + 1,
        site: '',
        source: rule.source,
        queryConditions: rule.queryConditions ?? '',
        ignoreCase: rule.ignoreCase ?? false,
        destination: rule.destination,
        destinationPage: '',
        visitorQuery: rule.visitorQuery ?? 'keep',
      })),
      { replace: false },
    )
    if (!report.ok)
      throw new Error(`Demo redirects for ${site.key}: ${report.problems.map((problem) => `rule ${problem.line}: ${problem.message}`).join('; ')}`)
  }
}

async function ensurePage(payload: Payload, site: DemoSite, siteId: number, path: string, title: string, known: Map<string, number>): Promise<number> {
  const cached = known.get(path)
  if (cached !== undefined) return cached
  const found = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: siteId } }, { path: { equals: path } }] },
    limit: 1,
    depth: 0,
    select: { path: true },
  })
  if (found.docs[0]) {
    known.set(path, found.docs[0].id)
    return found.docs[0].id
  }
  const parentPath = path.slice(0, path.lastIndexOf('/')) || '/'
  const parent = parentPath === '/' ? await homePage(payload, siteId) : await ensurePage(payload, site, siteId, parentPath, parentPath.split('/').pop()!, known)
  const doc = await payload.create({
    collection: 'pages',
    depth: 0,
    locale: site.defaultLocale,
    draft: false,
    data: {
      title,
      slug: path.split('/').pop()!,
      parent,
      site: siteId,
      hideInNavigation: true,
      metaDescription: PAGE_TEXT[site.defaultLocale](title, site.name),
      main: [{ blockType: 'richText', content: richText(h1(title), p(PAGE_TEXT[site.defaultLocale](title, site.name))) as never, width: 'text' }],
      _status: 'published' as const,
    },
  })
  known.set(path, doc.id)
  return doc.id
}

async function homePage(payload: Payload, siteId: number): Promise<number> {
  const found = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: siteId } }, { path: { equals: '/' } }] },
    limit: 1,
    depth: 0,
    select: { path: true },
  })
  if (!found.docs[0]) throw new Error(`Demo redirects: site ${siteId} has no start page`)
  return found.docs[0].id
}
