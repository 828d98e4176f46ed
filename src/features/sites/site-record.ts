import { z } from 'zod'

import { DEFAULT_THEME, isThemeKey, type ThemeKey } from '@/features/themes'
import { isHttpsAddress } from '@/lib/https-address'
import { isLocale, type Locale, LOCALES } from '@/lib/locales'

/**
 * The site as features see it: a validated, flattened view of a `sites` document. Parsing with zod
 * here means a half-filled record in the CMS gives a clear log line instead of a crash deep inside
 * a component.
 */
const mediaRef = z
  .object({ url: z.string().nullish(), filename: z.string().nullish(), mimeType: z.string().nullish(), alt: z.string().nullish() })
  .passthrough()
  .nullish()
  .catch(null)

const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v ? v : undefined))

const siteDocSchema = z.object({
  id: z.union([z.number(), z.string()]),
  key: z.string().min(1),
  name: z.string().min(1),
  hostnames: z.array(z.string()).nullish(),
  redirectWwwToBare: z.boolean().nullish(),
  country: z.string().min(2),
  currency: z.string().min(3),
  defaultLocale: z.enum(LOCALES),
  extraLocales: z.array(z.string()).nullish(),
  theme: z.string().nullish(),
  titleTemplate: z.string().nullish(),
  gtmId: optionalText,
  favicon: z.union([mediaRef, z.number(), z.string()]).nullish(),
  logo: z.union([mediaRef, z.number(), z.string()]).nullish(),
  paths: z
    .object({
      carList: optionalText,
      carDetail: optionalText,
      siteDetail: optionalText,
      siteList: optionalText,
      stories: optionalText,
      search: optionalText,
      savedSearches: optionalText,
    })
    .nullish(),
  searchIndexes: z.object({ vehicles: optionalText, sites: optionalText, kits: optionalText }).nullish(),
  tireHotelWorkshops: z.array(z.string()).nullish(),
  marketingFormProvider: z.object({ scriptUrl: optionalText, accountId: optionalText, region: optionalText }).nullish(),
  features: z.record(z.string(), z.union([z.boolean(), z.string(), z.null()])).nullish(),
})

export type SiteMedia = { url: string; filename: string; mimeType?: string; alt?: string }

export type SiteFeatures = {
  navigationVariant: 'brand' | 'dealerGroup'
  financeQuoteWidget: boolean
  extraMedia: boolean
  carStoreDetailLayout: boolean
  vatBadge: boolean
  hideResidualAndEffectiveRate: boolean
  networkShutdownNotice: boolean
  extraLinkBlocks: boolean
  consumerCreditWarning: boolean
  filterVariantSwitcher: boolean
}

/**
 * An outside marketing form provider with a HubSpot-compatible embed script (issue 36; spec 03 §7
 * 'A marketing form provider script … load[s] externally'): set only when its script is an https
 * address and the account is named.
 */
export type MarketingFormProvider = { scriptUrl: string; accountId: string; region?: string }

export type SiteRecord = {
  id: number | string
  key: string
  name: string
  hostnames: string[]
  redirectWwwToBare: boolean
  country: string
  currency: string
  defaultLocale: Locale
  /** Default language first, then the prefixed ones. */
  locales: Locale[]
  theme: ThemeKey
  titleTemplate: string
  gtmId?: string
  favicon?: SiteMedia
  logo?: SiteMedia
  paths: {
    carList: string
    carDetail: string
    siteDetail: string
    siteList: string
    stories: string
    search: string
    /** The saved-searches page (issue 41 item 1); undefined: the site offers no saved searches. */
    savedSearches?: string
  }
  /** The site's search indexes; `kits` the accessory kits index (issue 22), unset where the site has none. */
  searchIndexes: { vehicles?: string; sites?: string; kits?: string }
  /** The tyre-hotel workshops (ERP ids) this site serves; empty where the site has no tyre hotel (issue 35 item 8). */
  tireHotelWorkshops: string[]
  /** The marketing popups' outside form provider; unset: they show forms built in the CMS only. */
  marketingFormProvider?: MarketingFormProvider
  features: SiteFeatures
}

function marketingFormProvider(value: { scriptUrl?: string; accountId?: string; region?: string } | null | undefined): MarketingFormProvider | undefined {
  const scriptUrl = value?.scriptUrl?.trim()
  const accountId = value?.accountId?.trim()
  if (!scriptUrl || !accountId || !isHttpsAddress(scriptUrl)) return undefined
  const region = value?.region?.trim()
  return region ? { scriptUrl, accountId, region } : { scriptUrl, accountId }
}

function toMedia(value: unknown): SiteMedia | undefined {
  if (!value || typeof value !== 'object') return undefined
  const m = value as { url?: string | null; filename?: string | null; mimeType?: string | null; alt?: string | null }
  if (!m.url || !m.filename) return undefined
  return { url: m.url, filename: m.filename, mimeType: m.mimeType ?? undefined, alt: m.alt ?? undefined }
}

const flag = (f: Record<string, unknown> | null | undefined, name: string) => f?.[name] === true

export class InvalidSiteRecordError extends Error {}

export function toSiteRecord(doc: unknown): SiteRecord {
  const parsed = siteDocSchema.safeParse(doc)
  if (!parsed.success) {
    const id = (doc as { key?: unknown; id?: unknown } | null)?.key ?? (doc as { id?: unknown } | null)?.id
    throw new InvalidSiteRecordError(`Site ${String(id)} is incomplete: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  }
  const d = parsed.data
  const extra = (d.extraLocales ?? []).filter(isLocale).filter((l) => l !== d.defaultLocale)
  const f = d.features ?? {}
  const provider = marketingFormProvider(d.marketingFormProvider)
  return {
    id: d.id,
    key: d.key,
    name: d.name,
    hostnames: (d.hostnames ?? []).map((h) => h.trim().toLowerCase()).filter(Boolean),
    redirectWwwToBare: d.redirectWwwToBare === true,
    country: d.country.toUpperCase(),
    currency: d.currency,
    defaultLocale: d.defaultLocale,
    locales: [d.defaultLocale, ...new Set(extra)],
    theme: isThemeKey(d.theme) ? d.theme : DEFAULT_THEME,
    titleTemplate: d.titleTemplate?.includes('%s') ? d.titleTemplate : '%s',
    gtmId: d.gtmId,
    favicon: toMedia(d.favicon),
    logo: toMedia(d.logo),
    paths: {
      carList: d.paths?.carList ?? '/bilar',
      carDetail: d.paths?.carDetail ?? '/bil',
      siteDetail: d.paths?.siteDetail ?? '/anlaggningar',
      siteList: d.paths?.siteList ?? '/anlaggningar',
      stories: d.paths?.stories ?? '/nyheter',
      search: d.paths?.search ?? '/sok',
      ...(d.paths?.savedSearches?.startsWith('/') ? { savedSearches: d.paths.savedSearches } : {}),
    },
    searchIndexes: { vehicles: d.searchIndexes?.vehicles, sites: d.searchIndexes?.sites, kits: d.searchIndexes?.kits ?? undefined },
    tireHotelWorkshops: d.tireHotelWorkshops ?? [],
    ...(provider ? { marketingFormProvider: provider } : {}),
    features: {
      navigationVariant: f.navigationVariant === 'dealerGroup' ? 'dealerGroup' : 'brand',
      financeQuoteWidget: flag(f, 'financeQuoteWidget'),
      extraMedia: flag(f, 'extraMedia'),
      carStoreDetailLayout: flag(f, 'carStoreDetailLayout'),
      vatBadge: flag(f, 'vatBadge'),
      hideResidualAndEffectiveRate: flag(f, 'hideResidualAndEffectiveRate'),
      networkShutdownNotice: flag(f, 'networkShutdownNotice'),
      extraLinkBlocks: flag(f, 'extraLinkBlocks'),
      consumerCreditWarning: flag(f, 'consumerCreditWarning'),
      filterVariantSwitcher: flag(f, 'filterVariantSwitcher'),
    },
  }
}
