import type { Payload } from 'payload'

import { DICTIONARY_DEFAULTS, DICTIONARY_KEYS } from '@/features/dictionary/dictionary-defaults'
import type { Locale } from '@/lib/locales'

import { faviconSvg, logoSvg, pngToIco, sceneSvg, svgToPng, svgToWebp } from './artwork'
import { DEMO_COPY, type PageKind } from './demo-copy'
import { type DemoSite, DEMO_SITES } from './demo-sites'
import { h1, link, p, richText, withMainHeading } from './lexical'

type Log = (message: string) => void
type Id = number

const fill = (template: string, site: DemoSite) => template.replace('{name}', site.name).replace('{city}', site.city)

async function upload(payload: Payload, name: string, mimetype: string, data: Buffer, alt: string): Promise<Id> {
  const doc = await payload.create({ collection: 'media', data: { alt }, file: { data, mimetype, name, size: data.length }, locale: 'sv' })
  return doc.id
}

async function createArtwork(payload: Payload, site: DemoSite) {
  const { accent, ink, sky, ground } = site.art
  const logo = await upload(payload, `${site.key}-logo.svg`, 'image/svg+xml', Buffer.from(logoSvg(site.name, accent, ink === '#ffffff' ? '#ffffff' : '#16191f')), site.name)
  const iconSvg = faviconSvg(site.name.charAt(0), accent, accent === '#ffcc00' ? '#111111' : '#ffffff')
  let favicon: Id
  if (site.favicon === 'svg') favicon = await upload(payload, `${site.key}-favicon.svg`, 'image/svg+xml', Buffer.from(iconSvg), site.name)
  else if (site.favicon === 'png') favicon = await upload(payload, `${site.key}-favicon.png`, 'image/png', await svgToPng(iconSvg, 64), site.name)
  else favicon = await upload(payload, `${site.key}-favicon.ico`, 'image/x-icon', pngToIco(await svgToPng(iconSvg, 48), 48), site.name)
  const alt = DEMO_COPY[site.defaultLocale].imageAlt
  const scenes: Id[] = []
  for (const variant of [0, 1, 2]) {
    scenes.push(await upload(payload, `${site.key}-scene-${variant}.webp`, 'image/webp', await svgToWebp(sceneSvg(accent, sky, ground, variant + site.key.length)), alt))
  }
  return { logo, favicon, scenes }
}

type PageData = { title?: string } & Record<string, unknown>

function pageContent(site: DemoSite, kind: PageKind, locale: Locale, image: Id | undefined): PageData & { title: string } {
  const copy = DEMO_COPY[locale]
  const contactHref = (locale === site.defaultLocale ? '' : `/${locale}`) + `/${DEMO_COPY[site.defaultLocale].slugs.contact}`
  return {
    title: copy.title[kind],
    navTitle: copy.nav[kind],
    metaDescription: fill(copy.description[kind], site),
    ogDescription: fill(copy.description[kind], site),
    ogImage: image,
    main: [
      { blockType: 'richText', content: withMainHeading(copy.body[kind](site.name, site.city, contactHref), copy.title[kind]), width: 'text' },
      ...(image !== undefined ? [{ blockType: 'imageWithCaption', image, caption: copy.caption[kind], width: 'wide' }] : []),
    ],
    footer: [{ blockType: 'richText', content: copy.footer(site.name, site.city), width: 'wide' }],
  }
}

/** Same blocks (ids kept), texts of another language: Payload stores them as that locale. */
function translate(created: PageData, translated: PageData): PageData {
  const zone = (name: 'main' | 'footer') =>
    ((created[name] as { id?: string }[] | undefined) ?? []).map((block, i) => ({ ...block, ...((translated[name] as PageData[])[i] ?? {}), id: block.id }))
  return { ...translated, main: zone('main'), footer: zone('footer') }
}

async function createPage(
  payload: Payload,
  site: DemoSite,
  siteId: Id,
  kind: PageKind,
  slug: string,
  parent: Id | undefined,
  image: Id | undefined,
  extra: PageData = {},
  translated = true,
) {
  const doc = await payload.create({
    collection: 'pages',
    locale: site.defaultLocale,
    draft: false,
    data: { ...pageContent(site, kind, site.defaultLocale, image), ...extra, slug, parent, site: siteId, _status: 'published' as const },
  })
  for (const locale of translated ? site.extraLocales : []) {
    await payload.update({
      collection: 'pages',
      id: doc.id,
      locale,
      draft: false,
      data: { ...translate(doc as unknown as PageData, pageContent(site, kind, locale, image)), _status: 'published' },
    })
  }
  return doc.id
}

async function seedSite(payload: Payload, site: DemoSite) {
  const art = await createArtwork(payload, site)
  const siteDoc = await payload.create({
    collection: 'sites',
    data: {
      key: site.key,
      name: site.name,
      hostnames: site.hostnames,
      redirectWwwToBare: site.redirectWwwToBare ?? false,
      country: site.country,
      currency: site.currency,
      defaultLocale: site.defaultLocale,
      extraLocales: site.extraLocales,
      theme: site.theme,
      titleTemplate: site.titleTemplate,
      gtmId: site.gtmId,
      favicon: art.favicon,
      logo: art.logo,
      paths: site.paths,
      searchIndexes: site.searchIndexes,
      features: site.features,
    },
  })
  const slugs = DEMO_COPY[site.defaultLocale].slugs
  const home = await createPage(payload, site, siteDoc.id, 'home', 'home', undefined, art.scenes[0])
  await createPage(payload, site, siteDoc.id, 'about', slugs.about, home, art.scenes[1])
  await createPage(payload, site, siteDoc.id, 'service', slugs.service, home, art.scenes[2])
  await createPage(payload, site, siteDoc.id, 'contact', slugs.contact, home, undefined)
  const news = await createPage(payload, site, siteDoc.id, 'news', slugs.news, home, undefined)
  await createPage(payload, site, siteDoc.id, 'article', slugs.article, news, art.scenes[1], { hideInNavigation: true })
  if (site.campaignTheme) {
    await createPage(payload, site, siteDoc.id, 'news', 'kampanj', home, art.scenes[2], {
      title: 'Höstkampanj',
      brandDesign: site.campaignTheme,
      main: [
        {
          blockType: 'richText',
          content: richText(h1('Höstkampanj'), p('Kampanjsidan har sin egen BrandDesign. ', link('Kontakta oss', `/${DEMO_COPY.sv.slugs.contact}`), ' för ett erbjudande.')),
          width: 'text',
        },
      ],
    }, false)
  }

  // The dictionary keys the shell uses, in every language of the site (editable in the CMS).
  for (const key of DICTIONARY_KEYS) {
    const texts: { default: string } & Partial<Record<Locale, string>> = DICTIONARY_DEFAULTS[key]
    const entry = await payload.create({ collection: 'dictionary', locale: site.defaultLocale, data: { key, site: siteDoc.id, value: texts[site.defaultLocale] ?? texts.default } })
    for (const locale of site.extraLocales) {
      await payload.update({ collection: 'dictionary', id: entry.id, locale, data: { value: texts[locale] ?? texts.default } })
    }
  }
  return siteDoc.id
}

/**
 * Demo content for an empty database (ARCHITECTURE; issue "demo content"): the sites, their pages
 * in every language, drawn logos, favicons and pictures, the dictionary, an administrator and an
 * editor limited to one site. Does nothing when any site exists.
 */
export async function seedDemoContent(payload: Payload, admin: { email: string; password: string }, log: Log = () => {}): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'sites', overrideAccess: true })
  if (totalDocs > 0) return false

  const users = await payload.find({ collection: 'users', where: { email: { equals: admin.email } }, limit: 1 })
  if (users.docs.length === 0) {
    await payload.create({ collection: 'users', data: { email: admin.email, password: admin.password, name: 'Administrator', role: 'admin' } })
  }
  const siteIds: Record<string, Id> = {}
  for (const site of DEMO_SITES) {
    log(`Seeding ${site.name} (${site.key})`)
    siteIds[site.key] = await seedSite(payload, site)
  }
  const editorEmail = admin.email.replace(/^[^@]+/, 'editor.nordbil')
  await payload.create({
    collection: 'users',
    data: { email: editorEmail, password: admin.password, name: 'Nordbil editor', role: 'editor', sites: [{ site: siteIds.nordbil! }] },
  })
  return true
}
