import type { SiteFeatures, SiteRecord } from '@/features/sites'
import type { ThemeKey } from '@/features/themes'
import type { Locale } from '@/lib/locales'

/**
 * The demo group: fictional company names, real markets. One site of each kind the spec
 * describes (spec 01 intro, spec 02 §1, spec 03 §1).
 */
export type DemoSite = {
  key: string
  name: string
  city: string
  hostnames: string[]
  redirectWwwToBare?: boolean
  country: 'SE' | 'NO' | 'GB' | 'FI' | 'SK'
  currency: 'SEK' | 'NOK' | 'GBP' | 'EUR'
  defaultLocale: Locale
  extraLocales: Locale[]
  theme: ThemeKey
  titleTemplate: string
  gtmId?: string
  favicon: 'ico' | 'png' | 'svg'
  /** Colours for the drawn logo, favicon and pictures. */
  art: { accent: string; ink: string; sky: string; ground: string }
  paths: SiteRecord['paths']
  searchIndexes: { vehicles: string; sites: string }
  features: Partial<SiteFeatures>
  /** The alert bar's look on this site (spec 01 §2.6): every type is in use somewhere. */
  alert: { type: 'Warning' | 'Dark' | 'Light' | 'Neutral'; icon: 'CampaignAlert' | 'WarningAlert' }
  /** A campaign page whose BrandDesign differs from the site theme. */
  campaignTheme?: ThemeKey
  /** The tyre-storage page runs the tyre-hotel flow (issue 20) with this footer address. */
  tireHotel?: { contactEmail: string }
  /** The content blocks on show (issue 21): the block catalogue page, or a campaign page built from the blocks. */
  blockPages?: 'catalogue' | 'campaign'
}

const swedishPaths = { carList: '/kop-bil', carDetail: '/kop-bil', siteDetail: '/anlaggningar', siteList: '/anlaggningar', stories: '/nyheter', search: '/sok' }

export const DEMO_SITES: DemoSite[] = [
  {
    key: 'nordbil',
    name: 'Nordbil Gruppen',
    city: 'Göteborg',
    hostnames: ['nordbil.se'],
    redirectWwwToBare: true,
    country: 'SE',
    currency: 'SEK',
    defaultLocale: 'sv',
    extraLocales: ['en'],
    theme: 'blue-accent',
    titleTemplate: '%s | Nordbil Gruppen',
    gtmId: 'GTM-NB4SE21',
    favicon: 'ico',
    art: { accent: '#1c5fcc', ink: '#16191f', sky: '#cfe0f7', ground: '#7fa36b' },
    paths: swedishPaths,
    searchIndexes: { vehicles: 'vehicles-se', sites: 'sites-se' },
    tireHotel: { contactEmail: 'dackhotell@nordbil.example' },
    features: {
      navigationVariant: 'dealerGroup',
      networkShutdownNotice: true,
      extraLinkBlocks: true,
      consumerCreditWarning: true,
      filterVariantSwitcher: true,
    },
    alert: { type: 'Neutral', icon: 'CampaignAlert' },
  },
  {
    key: 'fjordbil',
    name: 'Fjordbil',
    city: 'Bergen',
    hostnames: ['fjordbil.no'],
    country: 'NO',
    currency: 'NOK',
    defaultLocale: 'nb',
    extraLocales: [],
    theme: 'blue-accent',
    titleTemplate: '%s – Fjordbil',
    favicon: 'png',
    art: { accent: '#0f4c81', ink: '#16191f', sky: '#d4e4ef', ground: '#5d8a6a' },
    paths: { carList: '/kjop-bil', carDetail: '/kjop-bil', siteDetail: '/finn-oss', siteList: '/finn-oss', stories: '/aktuelt', search: '/sok' },
    searchIndexes: { vehicles: 'vehicles-no', sites: 'sites-no' },
    features: { navigationVariant: 'dealerGroup', hideResidualAndEffectiveRate: true },
    alert: { type: 'Warning', icon: 'WarningAlert' },
  },
  {
    key: 'thames',
    name: 'Thames Motor Group',
    city: 'London',
    hostnames: ['thamesmotorgroup.co.uk'],
    country: 'GB',
    currency: 'GBP',
    defaultLocale: 'en',
    extraLocales: [],
    theme: 'graphite-coral',
    titleTemplate: '%s | Thames Motor Group',
    gtmId: 'GTM-TMG77UK',
    favicon: 'svg',
    art: { accent: '#c8402a', ink: '#ffffff', sky: '#dde3ea', ground: '#6f8f5a' },
    paths: { carList: '/buy-car', carDetail: '/buy-car', siteDetail: '/find-us', siteList: '/find-us', stories: '/news-and-events', search: '/search' },
    searchIndexes: { vehicles: 'vehicles-uk', sites: 'sites-uk' },
    features: { navigationVariant: 'dealerGroup', financeQuoteWidget: true, extraMedia: true },
    alert: { type: 'Dark', icon: 'CampaignAlert' },
  },
  {
    key: 'kilometra-se',
    name: 'Kilometra',
    city: 'Stockholm',
    hostnames: ['kilometra.se'],
    country: 'SE',
    currency: 'SEK',
    defaultLocale: 'sv',
    extraLocales: ['en'],
    theme: 'yellow-accent',
    titleTemplate: '%s – Kilometra',
    favicon: 'svg',
    art: { accent: '#ffcc00', ink: '#ffffff', sky: '#f3efe0', ground: '#8a9a6b' },
    paths: { ...swedishPaths, siteDetail: '/hitta-oss', siteList: '/hitta-oss' },
    searchIndexes: { vehicles: 'carstore-vehicles-se', sites: 'carstore-sites-se' },
    features: {
      navigationVariant: 'brand',
      carStoreDetailLayout: true,
      vatBadge: true,
      networkShutdownNotice: true,
      extraLinkBlocks: true,
      consumerCreditWarning: true,
    },
    alert: { type: 'Dark', icon: 'CampaignAlert' },
    blockPages: 'campaign',
  },
  {
    key: 'kilometra-no',
    name: 'Kilometra Norge',
    city: 'Oslo',
    hostnames: ['kilometra.no'],
    country: 'NO',
    currency: 'NOK',
    defaultLocale: 'nb',
    extraLocales: [],
    theme: 'yellow-accent',
    titleTemplate: '%s – Kilometra',
    favicon: 'svg',
    art: { accent: '#ffcc00', ink: '#ffffff', sky: '#e8eef3', ground: '#7c9470' },
    paths: { carList: '/kjop-bil', carDetail: '/kjop-bil', siteDetail: '/finn-oss', siteList: '/finn-oss', stories: '/aktuelt', search: '/sok' },
    searchIndexes: { vehicles: 'carstore-vehicles-no', sites: 'carstore-sites-no' },
    features: { navigationVariant: 'brand', carStoreDetailLayout: true, vatBadge: true },
    alert: { type: 'Light', icon: 'CampaignAlert' },
  },
  {
    key: 'kilometra-fi',
    name: 'Kilometra Suomi',
    city: 'Helsinki',
    hostnames: ['kilometra.fi'],
    country: 'FI',
    currency: 'EUR',
    defaultLocale: 'fi',
    extraLocales: ['en'],
    theme: 'yellow-accent',
    titleTemplate: '%s – Kilometra',
    favicon: 'png',
    art: { accent: '#ffcc00', ink: '#ffffff', sky: '#e4edf2', ground: '#6f8c66' },
    paths: {
      carList: '/osta-auto',
      carDetail: '/osta-auto',
      siteDetail: '/loyda-meidat',
      siteList: '/loyda-meidat',
      stories: '/ajankohtaista',
      search: '/haku',
    },
    searchIndexes: { vehicles: 'carstore-vehicles-fi', sites: 'carstore-sites-fi' },
    features: { navigationVariant: 'brand', carStoreDetailLayout: true, vatBadge: true },
    alert: { type: 'Neutral', icon: 'CampaignAlert' },
  },
  {
    key: 'kilometra-sk',
    name: 'Kilometra Slovensko',
    city: 'Bratislava',
    hostnames: ['kilometra.sk'],
    country: 'SK',
    currency: 'EUR',
    defaultLocale: 'sk',
    extraLocales: [],
    theme: 'yellow-accent',
    titleTemplate: '%s – Kilometra',
    favicon: 'ico',
    art: { accent: '#ffcc00', ink: '#ffffff', sky: '#ece8dc', ground: '#869466' },
    paths: { carList: '/kupit-auto', carDetail: '/kupit-auto', siteDetail: '/kontakty', siteList: '/kontakty', stories: '/novinky', search: '/hladat' },
    searchIndexes: { vehicles: 'carstore-vehicles-sk', sites: 'carstore-sites-sk' },
    features: { navigationVariant: 'brand', carStoreDetailLayout: true, vatBadge: true },
    alert: { type: 'Light', icon: 'WarningAlert' },
  },
  {
    key: 'olivia',
    name: 'Olivia Fordonsimport',
    city: 'Malmö',
    hostnames: ['oliviaimport.se'],
    country: 'SE',
    currency: 'SEK',
    defaultLocale: 'sv',
    extraLocales: ['en'],
    theme: 'green-olive',
    titleTemplate: '%s · Olivia Fordonsimport',
    favicon: 'svg',
    art: { accent: '#4f5f26', ink: '#1f2416', sky: '#e6e8d8', ground: '#a9b57e' },
    paths: swedishPaths,
    searchIndexes: { vehicles: 'vehicles-se', sites: 'sites-se' },
    features: { navigationVariant: 'brand', networkShutdownNotice: true, consumerCreditWarning: true },
    alert: { type: 'Light', icon: 'CampaignAlert' },
    campaignTheme: 'blue-accent',
    blockPages: 'catalogue',
  },
]
