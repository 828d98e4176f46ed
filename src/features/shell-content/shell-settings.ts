import { z } from 'zod'

import { localizedPath } from '@/lib/page-path'
import type { Locale } from '@/lib/locales'

import type { FooterContent, LinkTarget, NavigationSettings, ShellImage, ShellLink, SiteMessage } from './shell-types'

/**
 * Parses the site-shell document (CMS data we do not control) into what the shell renders. Every
 * part is parsed leniently: a broken field falls back to its default instead of taking the whole
 * frame of the site down, and the spec's visibility rules (spec 01 §5) are applied here once.
 */
const text = z
  .string()
  .nullish()
  .catch(null)
  .transform((v) => (v && v.trim() ? v.trim() : undefined))

const media = z
  .object({ url: z.string().min(1), alt: z.string().nullish(), width: z.number().nullish(), height: z.number().nullish() })
  .passthrough()
  .nullish()
  .catch(null)

const target = z.enum(['_self', '_blank']).nullish().catch(null)

const link = z.object({ href: text, text, target }).nullish().catch(null)

const message = z
  .object({
    hasMessage: z.boolean().nullish().catch(null),
    messageTitle: text,
    messageText: text,
    messageType: z.enum(['Warning', 'Dark', 'Light', 'Neutral']).nullish().catch(null),
    messageIcon: z.enum(['CampaignAlert', 'WarningAlert']).nullish().catch(null),
  })
  .nullish()
  .catch(null)

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .nullish()
    .catch(null)
    .transform((items) =>
      (items ?? []).flatMap((raw) => {
        const parsed = item.safeParse(raw)
        return parsed.success ? [parsed.data as z.output<T>] : []
      }),
    )

const number = (fallback: number) =>
  z
    .number()
    .positive()
    .nullish()
    .catch(null)
    .transform((v) => v ?? fallback)
const flag = (fallback: boolean) =>
  z
    .boolean()
    .nullish()
    .catch(null)
    .transform((v) => v ?? fallback)

const shellDocSchema = z.object({
  navigation: z
    .object({
      logo: media,
      logoWidth: number(150),
      logoHeight: number(55),
      isSticky: flag(true),
      slimNav: flag(false),
      hasDarkTheme: flag(false),
      showSeparator: flag(false),
      extraItems: list(z.object({ title: text, link })),
      iconLinks: list(
        z.object({
          icon: z.enum(['phone', 'mail', 'pin', 'calendar', 'user', 'heart', 'search', 'car']),
          label: text,
          href: text,
          target,
        }),
      ),
      messagePosition: z.enum(['above', 'below']).nullish().catch(null),
    })
    .nullish()
    .catch(null),
  alertBar: message,
  messageBanner: message,
  footer: z
    .object({
      infoField1Heading: text,
      infoField1Text: text,
      infoField2Heading: text,
      infoField2Text: text,
      infoFieldOneChildFullWidth: flag(false),
      showBrands: flag(false),
      brandsHeading: text,
      brands: list(z.object({ name: text, logo: media, logoBlackAndWhite: media })),
      columns: list(z.object({ title: text, description: text, items: list(z.object({ link })) })),
      highlightedLink: link,
      socialLinks: list(z.object({ name: text, url: text })),
    })
    .nullish()
    .catch(null),
})

type MediaValue = z.output<typeof media>
type LinkValue = z.output<typeof link>
type MessageValue = z.output<typeof message>

const toImage = (m: MediaValue, fallbackAlt: string): ShellImage | undefined =>
  m ? { url: m.url, alt: m.alt || fallbackAlt, width: m.width ?? undefined, height: m.height ?? undefined } : undefined

/** A link is shown only with both an href and a text (spec 01 §5). */
const toLink = (l: LinkValue): ShellLink | undefined =>
  l?.href && l.text ? { href: l.href, text: l.text, target: (l.target ?? '_self') as LinkTarget } : undefined

/** Alert bar / message banner: shown only when HasMessage is set and there is text (spec 01 §2.6). */
export function toSiteMessage(m: MessageValue): SiteMessage | undefined {
  if (!m?.hasMessage || !m.messageText) return undefined
  return {
    ...(m.messageTitle ? { title: m.messageTitle } : {}),
    text: m.messageText,
    type: m.messageType ?? 'Neutral',
    ...(m.messageIcon ? { icon: m.messageIcon } : {}),
  }
}

export type ShellSettings = {
  navigation: NavigationSettings
  alertBar?: SiteMessage
  messageBanner?: SiteMessage
  footer: FooterContent
}

type Context = { siteName: string; locale: Locale; siteDefault: Locale; carListPath: string }

/** The car list filtered on a brand (spec 01 §2.5: car_brand=<brand name>). */
export const brandCarListHref = (carListPath: string, brand: string, locale: Locale, siteDefault: Locale) =>
  `${localizedPath(carListPath, locale, siteDefault)}?car_brand=${encodeURIComponent(brand)}`

/**
 * An icon link's address on a page in `locale`. Its address is one for every language (only the
 * label is translated), and the site's pages have the same path in every language: one of them
 * ('/anlaggningar') gets the page language's prefix ('/en/anlaggningar'), so an English page's
 * icons lead to English pages. Other addresses (tel:, https:, a path already in that language) stay.
 */
export function iconHrefInLanguage(href: string, locale: Locale, siteDefault: Locale): string {
  if (locale === siteDefault || !href.startsWith('/') || href.startsWith('//')) return href
  if (href === `/${locale}` || href.startsWith(`/${locale}/`) || href.startsWith(`/${locale}?`)) return href
  return localizedPath(href, locale, siteDefault)
}

export function toShellSettings(doc: unknown, ctx: Context): ShellSettings {
  const parsed = shellDocSchema.safeParse(doc ?? {})
  const d = parsed.success ? parsed.data : shellDocSchema.parse({})
  const nav = d.navigation
  const footer = d.footer
  const infoFields = [
    { heading: footer?.infoField1Heading, text: footer?.infoField1Text },
    { heading: footer?.infoField2Heading, text: footer?.infoField2Text },
  ].filter((f) => f.heading || f.text)

  return {
    navigation: {
      ...(nav?.logo ? { logo: toImage(nav.logo, ctx.siteName) } : {}),
      logoWidth: nav?.logoWidth ?? 150,
      logoHeight: nav?.logoHeight ?? 55,
      isSticky: nav?.isSticky ?? true,
      slimNav: nav?.slimNav ?? false,
      hasDarkTheme: nav?.hasDarkTheme ?? false,
      showSeparator: nav?.showSeparator ?? false,
      // spec 01 §2.3: extra items lacking a title or link text are left out.
      extraItems: (nav?.extraItems ?? []).flatMap((item) => {
        const l = toLink(item.link)
        return item.title && l ? [{ title: item.title, link: l }] : []
      }),
      iconLinks: (nav?.iconLinks ?? []).flatMap((i) =>
        i.label && i.href
          ? [{ icon: i.icon, label: i.label, href: iconHrefInLanguage(i.href, ctx.locale, ctx.siteDefault), target: (i.target ?? '_self') as LinkTarget }]
          : [],
      ),
      messagePosition: nav?.messagePosition ?? 'above',
    },
    alertBar: toSiteMessage(d.alertBar),
    messageBanner: toSiteMessage(d.messageBanner),
    footer: {
      infoFields: infoFields.map((f) => ({ ...(f.heading ? { heading: f.heading } : {}), ...(f.text ? { text: f.text } : {}) })),
      infoFieldOneChildFullWidth: footer?.infoFieldOneChildFullWidth ?? false,
      ...(footer?.brandsHeading ? { brandsHeading: footer.brandsHeading } : {}),
      // spec 01 §5: brand logos show only with a src.
      brands: footer?.showBrands
        ? footer.brands.flatMap((b) => {
            const logo = toImage(b.logo, b.name ?? '')
            if (!b.name || !logo) return []
            const bw = toImage(b.logoBlackAndWhite, b.name)
            return [
              { name: b.name, logo, ...(bw ? { logoBlackAndWhite: bw } : {}), href: brandCarListHref(ctx.carListPath, b.name, ctx.locale, ctx.siteDefault) },
            ]
          })
        : [],
      // spec 01 §5: columns show only items with a link href; an empty column is left out.
      columns: (footer?.columns ?? []).flatMap((c) => {
        const items = c.items.flatMap((i) => {
          const l = i.link
          return l?.href ? [{ href: l.href, text: l.text ?? l.href, target: (l.target ?? '_self') as LinkTarget }] : []
        })
        return items.length ? [{ ...(c.title ? { title: c.title } : {}), ...(c.description ? { description: c.description } : {}), items }] : []
      }),
      ...(toLink(footer?.highlightedLink) ? { highlightedLink: toLink(footer?.highlightedLink) } : {}),
      socialLinks: (footer?.socialLinks ?? []).flatMap((s) => (s.name && s.url ? [{ name: s.name, url: s.url }] : [])),
    },
  }
}
