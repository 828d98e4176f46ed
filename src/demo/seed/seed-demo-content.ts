import type { Payload } from 'payload'

import type { Locale } from '@/lib/locales'

import { brandMarkSvg, faviconSvg, logoSvg, pngToIco, sceneSvg, svgToPng, svgToWebp } from './artwork'
import { seedDemoBlockPages } from './demo-block-catalogue'
import { DEMO_COPY, type PageKind } from './demo-copy'
import { seedDemoDictionary } from './demo-dictionary'
import { createFavouritesPage, favouritesPageLink } from './demo-favourites'
import { createSavedSearchesPage, savedSearchesPath } from './demo-saved-searches'
import { seedDemoForms } from './demo-forms'
import { seedDemoRedirects } from './demo-redirects'
import { seedDemoServiceBooking } from './demo-service-booking'
import { DEMO_TIRE_WORKSHOPS } from './demo-tire-hotel'
import { createPrivacyPage } from './demo-privacy'
import { FOOTER_BRANDS, MENU_PAGES, menuTitle, SHELL_COPY } from './demo-shell'
import { type DemoSite, DEMO_SITES } from './demo-sites'
import { seedDemoStoreLocator } from './demo-store-locator'
import { demoStoriesListBlock, hasDemoStories, seedDemoStories } from './demo-stories'
import { h1, link, p, richText, withMainHeading } from './lexical'

type Log = (message: string) => void
type Id = number

const fill = (template: string, site: DemoSite) => template.replace('{name}', site.name).replace('{city}', site.city)

async function upload(payload: Payload, name: string, mimetype: string, data: Buffer, alt: string): Promise<Id> {
  const doc = await payload.create({ collection: 'media', depth: 0, data: { alt }, file: { data, mimetype, name, size: data.length }, locale: 'sv' })
  return doc.id
}

async function createArtwork(payload: Payload, site: DemoSite) {
  const { accent, ink, sky, ground } = site.art
  const logo = await upload(
    payload,
    `${site.key}-logo.svg`,
    'image/svg+xml',
    Buffer.from(logoSvg(site.name, accent, ink === '#ffffff' ? '#ffffff' : '#16191f')),
    site.name,
  )
  const iconSvg = faviconSvg(site.name.charAt(0), accent, accent === '#ffcc00' ? '#111111' : '#ffffff')
  let favicon: Id
  if (site.favicon === 'svg') favicon = await upload(payload, `${site.key}-favicon.svg`, 'image/svg+xml', Buffer.from(iconSvg), site.name)
  else if (site.favicon === 'png') favicon = await upload(payload, `${site.key}-favicon.png`, 'image/png', await svgToPng(iconSvg, 64), site.name)
  else favicon = await upload(payload, `${site.key}-favicon.ico`, 'image/x-icon', pngToIco(await svgToPng(iconSvg, 48), 48), site.name)
  const alt = DEMO_COPY[site.defaultLocale].imageAlt
  const scenes: Id[] = []
  for (const variant of [0, 1, 2]) {
    scenes.push(
      await upload(payload, `${site.key}-scene-${variant}.webp`, 'image/webp', await svgToWebp(sceneSvg(accent, sky, ground, variant + site.key.length)), alt),
    )
  }
  return { logo, favicon, scenes }
}

/** Start page banner and car blocks, per language. */
const HOME_HERO: Record<Locale, { title: string; text: string; carOfTheWeek: string; latest: string }> = {
  sv: {
    title: 'Hitta din nästa bil',
    text: 'Tusentals nya och begagnade bilar – sök på märke, modell eller utrustning.',
    carOfTheWeek: 'Veckans bilar',
    latest: 'Senast inkomna',
  },
  nb: {
    title: 'Finn din neste bil',
    text: 'Tusenvis av nye og brukte biler – søk på merke, modell eller utstyr.',
    carOfTheWeek: 'Ukens biler',
    latest: 'Sist innkommet',
  },
  fi: {
    title: 'Löydä seuraava autosi',
    text: 'Tuhansia uusia ja käytettyjä autoja – hae merkillä, mallilla tai varusteella.',
    carOfTheWeek: 'Viikon autot',
    latest: 'Uusimmat autot',
  },
  sk: {
    title: 'Nájdite svoje ďalšie auto',
    text: 'Tisíce nových a jazdených áut – hľadajte značku, model alebo výbavu.',
    carOfTheWeek: 'Autá týždňa',
    latest: 'Najnovšie autá',
  },
  en: {
    title: 'Find your next car',
    text: 'Thousands of new and used cars – search by make, model or equipment.',
    carOfTheWeek: 'Cars of the week',
    latest: 'Just arrived',
  },
}

type PageData = { title?: string } & Record<string, unknown>

function pageContent(site: DemoSite, kind: PageKind, locale: Locale, image: Id | undefined): PageData & { title: string } {
  const copy = DEMO_COPY[locale]
  const contactHref = (locale === site.defaultLocale ? '' : `/${locale}`) + `/${DEMO_COPY[site.defaultLocale].slugs.contact}`
  const dealerGroup = site.features.navigationVariant === 'dealerGroup'
  return {
    title: copy.title[kind],
    navTitle: copy.nav[kind],
    metaDescription: fill(copy.description[kind], site),
    ogDescription: fill(copy.description[kind], site),
    ogImage: image,
    // The start page opens with the hero banner with car search in its header zone; the menu floats over it (spec 01 §2.3, §2.7).
    header:
      kind === 'home' && image !== undefined
        ? [
            {
              blockType: 'heroSearch',
              variant: 'default',
              content: 'image',
              image,
              title: HOME_HERO[locale].title,
              text: HOME_HERO[locale].text,
              titleTag: 'h2',
              showSearchBar: true,
              contentPlacement: 'left',
            },
          ]
        : [],
    main: [
      { blockType: 'richText', content: withMainHeading(copy.body[kind](site.name, site.city, contactHref), copy.title[kind]), width: 'text' },
      ...(image !== undefined && kind !== 'home' ? [{ blockType: 'imageWithCaption', image, caption: copy.caption[kind], width: 'wide' }] : []),
      ...(kind === 'home'
        ? [
            { blockType: 'carOfTheWeek', title: HOME_HERO[locale].carOfTheWeek },
            { blockType: 'carTeasers', title: HOME_HERO[locale].latest, mode: 'query', sortName: 'newest', numberOfCars: 8 },
          ]
        : []),
      // The dealer-group sites show their dealers: four on the start page (site teaser), the
      // workshops on the service page with a button to the whole list (site selection, spec 03 §2.8).
      ...(dealerGroup && kind === 'home' ? [{ blockType: 'siteTeaser', title: DEALER_BLOCKS[locale].teaser }] : []),
      // The latest stories on the start page of the sites that have them (issue 21).
      ...(kind === 'home' && hasDemoStories(site) ? [{ blockType: 'storiesTeaser' }] : []),
      ...(dealerGroup && kind === 'service'
        ? [{ blockType: 'siteSelection', title: DEALER_BLOCKS[locale].workshops, linkLabel: DEALER_BLOCKS[locale].allDealers, linkUrl: site.paths.siteList }]
        : []),
    ],
    footer: [],
  }
}

/** Same blocks (ids kept), texts of another language: Payload stores them as that locale. */
function translate(created: PageData, translated: PageData): PageData {
  const zone = (name: 'header' | 'main' | 'footer') =>
    ((created[name] as { id?: string }[] | undefined) ?? []).map((block, i) => ({ ...block, ...((translated[name] as PageData[])[i] ?? {}), id: block.id }))
  return { ...translated, header: zone('header'), main: zone('main'), footer: zone('footer') }
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
    depth: 0,
    locale: site.defaultLocale,
    draft: false,
    data: { ...pageContent(site, kind, site.defaultLocale, image), ...extra, slug, parent, site: siteId, _status: 'published' as const },
  })
  for (const locale of translated ? site.extraLocales : []) {
    await payload.update({
      collection: 'pages',
      depth: 0,
      id: doc.id,
      locale,
      draft: false,
      data: { ...translate(doc as unknown as PageData, pageContent(site, kind, locale, image)), _status: 'published' },
    })
  }
  return doc.id
}

const CAR_LIST_TITLES: Record<Locale, string> = { sv: 'Bilar i lager', nb: 'Biler på lager', fi: 'Autot varastossa', sk: 'Autá na sklade', en: 'Cars in stock' }

/**
 * The car list page at the site's car-list path (spec 02 'Car list page'): one car-list block;
 * its facets and sort options are the built-in set until an editor lists their own.
 */
async function createCarListPage(payload: Payload, site: DemoSite, siteId: Id, home: Id) {
  const slug = site.paths.carList.replace(/^\//, '')
  const content = (locale: Locale) => ({ title: CAR_LIST_TITLES[locale], metaDescription: CAR_LIST_TITLES[locale] })
  const doc = await payload.create({
    collection: 'pages',
    depth: 0,
    locale: site.defaultLocale,
    draft: false,
    data: {
      ...content(site.defaultLocale),
      slug,
      parent: home,
      site: siteId,
      navOrder: 5,
      main: [{ blockType: 'carList', title: CAR_LIST_TITLES[site.defaultLocale], filterLayout: site.features.carStoreDetailLayout ? 'Sticky' : 'Toggle' }],
      _status: 'published' as const,
    },
  })
  for (const locale of site.extraLocales) {
    const main = ((doc as unknown as PageData).main as { id?: string }[]).map((b) => ({ ...b, title: CAR_LIST_TITLES[locale] }))
    await payload.update({ collection: 'pages', depth: 0, id: doc.id, locale, draft: false, data: { ...content(locale), main, _status: 'published' } })
  }
}

/** Texts of the dealer blocks on the demo pages (the blocks' own defaults come from the dictionary). */
const DEALER_BLOCKS: Record<Locale, { list: string; teaser: string; workshops: string; allDealers: string }> = {
  sv: { list: 'Våra anläggningar', teaser: 'Besök oss', workshops: 'Våra verkstäder', allDealers: 'Alla anläggningar' },
  nb: { list: 'Våre forhandlere', teaser: 'Besøk oss', workshops: 'Våre verksteder', allDealers: 'Alle forhandlere' },
  fi: { list: 'Toimipisteemme', teaser: 'Tervetuloa käymään', workshops: 'Korjaamomme', allDealers: 'Kaikki toimipisteet' },
  sk: { list: 'Naše pobočky', teaser: 'Navštívte nás', workshops: 'Naše servisy', allDealers: 'Všetky pobočky' },
  en: { list: 'Our dealers', teaser: 'Visit us', workshops: 'Our workshops', allDealers: 'All dealers' },
}

/** Whether the site's contact page sits at its site-list path (the list then goes on that page). */
const contactIsSiteList = (site: DemoSite) => `/${DEMO_COPY[site.defaultLocale].slugs.contact}` === site.paths.siteList

/**
 * The dealer list page at the site's site-list path (spec 03 §2.2): one list block. It is reached
 * from the menu (the location icon of the dealer-group menu, an extra item in the brand menu), so
 * it stays out of the menu's page items. A site whose contact page already has that path gets the
 * list on its contact page instead (see seedSite).
 */
async function createDealerListPage(payload: Payload, site: DemoSite, siteId: Id, home: Id) {
  const content = (locale: Locale) => ({ title: DEALER_BLOCKS[locale].list, metaDescription: DEALER_BLOCKS[locale].list })
  const doc = await payload.create({
    collection: 'pages',
    depth: 0,
    locale: site.defaultLocale,
    draft: false,
    data: {
      ...content(site.defaultLocale),
      slug: site.paths.siteList.replace(/^\//, ''),
      parent: home,
      site: siteId,
      hideInNavigation: true,
      main: [{ blockType: 'siteList', title: DEALER_BLOCKS[site.defaultLocale].list }],
      _status: 'published' as const,
    },
  })
  for (const locale of site.extraLocales) {
    const main = ((doc as unknown as PageData).main as { id?: string }[]).map((b) => ({ ...b, title: DEALER_BLOCKS[locale].list }))
    await payload.update({ collection: 'pages', depth: 0, id: doc.id, locale, draft: false, data: { ...content(locale), main, _status: 'published' } })
  }
}

type BrandLogos = { name: string; logo: Id; logoBlackAndWhite: Id }[]

/** Footer brand word marks, colour and black-and-white (media is shared by all sites). */
async function createBrandLogos(payload: Payload): Promise<BrandLogos> {
  const logos: BrandLogos = []
  for (const [i, name] of FOOTER_BRANDS.entries()) {
    const file = name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')
    const colour = ['#1c5fcc', '#c8102e', '#2e7d32', '#d32f2f', '#222222', '#1a4f9c'][i % 6]!
    logos.push({
      name,
      logo: await upload(payload, `brand-${file}.svg`, 'image/svg+xml', Buffer.from(brandMarkSvg(name, colour)), name),
      logoBlackAndWhite: await upload(payload, `brand-${file}-bw.svg`, 'image/svg+xml', Buffer.from(brandMarkSvg(name, '#5f6368')), name),
    })
  }
  return logos
}

type MenuPaths = Record<string, string>

/** The menu's extra pages (three levels, spec 01 §2.3), translated into every site language. */
async function createMenuPages(payload: Payload, site: DemoSite, siteId: Id, roots: { home: Id; about: Id; service: Id }, scenes: Id[]): Promise<MenuPaths> {
  const ids: Record<string, Id> = { ...roots }
  const paths: MenuPaths = {}
  // The tyre-storage page runs the tyre-hotel flow where the demo site has one (issue 20).
  const tireHotel = (page: (typeof MENU_PAGES)[number]) =>
    page.key === 'tyres' && site.tireHotel
      ? [
          {
            blockType: 'tireHotel',
            contactEmail: site.tireHotel.contactEmail,
            contactPath: `/${DEMO_COPY[site.defaultLocale].slugs.contact}`,
            bookServicePath: paths.booking,
          },
        ]
      : []
  const content = (page: (typeof MENU_PAGES)[number], locale: Locale): PageData & { title: string } => ({
    title: page.title[locale],
    metaDescription: page.intro[locale],
    main: [{ blockType: 'richText', content: richText(h1(page.title[locale]), p(page.intro[locale])), width: 'text' }, ...tireHotel(page)],
  })
  for (const page of MENU_PAGES) {
    const parent = page.parent ? ids[page.parent] : roots.home
    const doc = await payload.create({
      collection: 'pages',
      depth: 0,
      locale: site.defaultLocale,
      draft: false,
      data: {
        ...content(page, site.defaultLocale),
        slug: page.slug[site.defaultLocale],
        parent,
        site: siteId,
        navOrder: page.navOrder,
        navImage: page.image !== undefined ? scenes[page.image] : undefined,
        _status: 'published' as const,
      },
    })
    ids[page.key] = doc.id
    paths[page.key] = doc.path ?? '/'
    for (const locale of site.extraLocales) {
      const created = doc as unknown as PageData
      const main = (created.main as { id?: string }[]).map((b, i) => ({ ...b, ...(content(page, locale).main as PageData[])[i], id: b.id }))
      await payload.update({ collection: 'pages', depth: 0, id: doc.id, locale, draft: false, data: { ...content(page, locale), main, _status: 'published' } })
    }
  }
  return paths
}

/** Navigation settings, alert bar, message banner and footer of a site in each of its languages. */
async function createSiteShell(payload: Payload, site: DemoSite, siteId: Id, paths: MenuPaths, brands: BrandLogos) {
  const dealerGroup = site.features.navigationVariant === 'dealerGroup'
  const slugs = DEMO_COPY[site.defaultLocale].slugs
  const localized = (locale: Locale) => {
    const c = SHELL_COPY[locale]
    // Phone and e-mail belong to the site, not the language: the English pages of a Swedish site show Swedish numbers.
    const contact = SHELL_COPY[site.defaultLocale].columns
    const tel = `tel:${contact.callUs.replace(/[^0-9+]/g, '')}`
    const at = (path: string) => (locale === site.defaultLocale ? path : path === '/' ? `/${locale}` : `/${locale}${path}`)
    const link = (href: string, text: string, target: '_self' | '_blank' = '_self') => ({ href, text, target })
    const favourites = favouritesPageLink(site, locale)
    return {
      navigation: {
        extraItems: [
          { title: c.extraItem.title, link: link(at(`/${slugs.contact}`), c.extraItem.text) },
          // The dealer list (spec 03 §2.2); the dealer-group menu has it as its location icon below.
          ...(dealerGroup || contactIsSiteList(site) ? [] : [{ title: c.iconLabels.pin, link: link(at(site.paths.siteList), c.iconLabels.pin) }]),
          // The favourites page (issue 41 item 2); the dealer-group menu has it as its heart icon below.
          ...(dealerGroup ? [] : [{ title: favourites.title, link: link(at(favourites.path), favourites.title) }]),
        ],
        iconLinks: [
          { icon: 'phone', label: c.iconLabels.phone, href: tel },
          { icon: 'pin', label: c.iconLabels.pin, href: at(site.paths.siteList) },
          { icon: 'calendar', label: c.iconLabels.calendar, href: at(paths.booking!) },
          { icon: 'heart', label: favourites.title, href: at(favourites.path) },
        ],
      },
      alertBar: { messageTitle: c.alertTitle, messageText: c.alertText },
      messageBanner: { messageTitle: c.bannerTitle, messageText: c.bannerText },
      footer: {
        infoField1Heading: c.info1.heading,
        infoField1Text: c.info1.text(site.city),
        infoField2Heading: c.info2.heading,
        infoField2Text: c.info2.text,
        brandsHeading: c.brandsHeading,
        columns: [
          {
            title: c.columns.buy,
            description: c.columns.buyText,
            items: [
              { link: link(at(site.paths.carList), c.columns.allCars) },
              { link: link(at(paths.new!), menuTitle('new', locale)) },
              { link: link(at(paths.used!), menuTitle('used', locale)) },
              { link: link(at(paths.finance!), menuTitle('finance', locale)) },
            ],
          },
          {
            title: c.columns.service,
            items: [{ link: link(at(paths.booking!), menuTitle('booking', locale)) }, { link: link(at(paths.tyres!), menuTitle('tyres', locale)) }],
          },
          {
            title: c.columns.company,
            items: [
              { link: link(at(`/${slugs.about}`), DEMO_COPY[locale].title.about) },
              { link: link(at(paths.careers!), menuTitle('careers', locale)) },
              { link: link(tel, contact.callUs) },
              { link: link(`mailto:${contact.mailUs}`, contact.mailUs) },
            ],
          },
        ],
        highlightedLink: link(at(paths.booking!), c.highlighted),
      },
    }
  }
  const first = localized(site.defaultLocale)
  const doc = await payload.create({
    collection: 'site-shell',
    depth: 0,
    locale: site.defaultLocale,
    data: {
      site: siteId,
      navigation: {
        // Word marks are wide: give long names room (editors tune LogoWidth per logo).
        logoWidth: Math.min(240, 40 + site.name.length * 14),
        logoHeight: 55,
        isSticky: true,
        // Car stores get the slim dark bar, the importer a separator line: the settings in use.
        slimNav: site.features.carStoreDetailLayout === true,
        hasDarkTheme: site.features.carStoreDetailLayout === true,
        showSeparator: !site.features.carStoreDetailLayout,
        messagePosition: dealerGroup ? 'below' : 'above',
        extraItems: first.navigation.extraItems,
        iconLinks: first.navigation.iconLinks.map((l) => ({ ...l, icon: l.icon as 'phone' | 'pin' | 'calendar' | 'heart' })),
      },
      alertBar: { hasMessage: true, messageType: site.alert.type, messageIcon: site.alert.icon, ...first.alertBar },
      messageBanner: {
        hasMessage: dealerGroup,
        messageType: site.alert.type === 'Warning' ? 'Neutral' : 'Warning',
        messageIcon: 'WarningAlert',
        ...first.messageBanner,
      },
      footer: {
        ...first.footer,
        infoFieldOneChildFullWidth: false,
        showBrands: true,
        brands: brands.map((b) => ({ name: b.name, logo: b.logo, logoBlackAndWhite: b.logoBlackAndWhite })),
        socialLinks: [
          { name: 'facebook', url: `https://www.facebook.com/${site.key}` },
          { name: 'instagram', url: `https://www.instagram.com/${site.key}` },
          { name: 'youtube', url: `https://www.youtube.com/@${site.key}` },
          { name: 'linkedin', url: `https://www.linkedin.com/company/${site.key}` },
        ],
      },
    },
  })
  for (const locale of site.extraLocales) {
    const c = localized(locale)
    // Array rows keep their ids so the translation lands on the same rows.
    const rows = doc as unknown as {
      navigation: { extraItems: { id: string }[]; iconLinks: { id: string }[] }
      footer: { columns: { id: string; items: { id: string }[] }[] }
    }
    await payload.update({
      collection: 'site-shell',
      depth: 0,
      id: doc.id,
      locale,
      data: {
        navigation: {
          extraItems: c.navigation.extraItems.map((item, i) => ({ ...item, id: rows.navigation.extraItems[i]?.id })),
          // Only the label is per language; sending href/icon again would overwrite them for every language.
          iconLinks: c.navigation.iconLinks.map((item, i) => ({ label: item.label, id: rows.navigation.iconLinks[i]?.id })),
        },
        alertBar: c.alertBar,
        messageBanner: c.messageBanner,
        footer: {
          ...c.footer,
          columns: c.footer.columns.map((col, i) => ({
            ...col,
            id: rows.footer.columns[i]?.id,
            items: col.items.map((item, j) => ({ ...item, id: rows.footer.columns[i]?.items[j]?.id })),
          })),
        },
      },
    })
  }
}

async function seedSite(payload: Payload, site: DemoSite, brands: BrandLogos) {
  const art = await createArtwork(payload, site)
  const siteDoc = await payload.create({
    collection: 'sites',
    depth: 0,
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
      paths: { ...site.paths, savedSearches: savedSearchesPath(site) },
      searchIndexes: site.searchIndexes,
      // The site whose tyre-storage page runs the tyre hotel serves the demo's tyre-hotel workshops.
      tireHotelWorkshops: site.tireHotel ? DEMO_TIRE_WORKSHOPS.map((w) => w.erpId) : [],
      features: site.features,
    },
  })
  // The site's own pictures belong to it (its editors manage them); brand logos stay shared.
  for (const id of [art.logo, art.favicon, ...art.scenes]) {
    await payload.update({ collection: 'media', id, data: { site: siteDoc.id }, depth: 0 })
  }
  const slugs = DEMO_COPY[site.defaultLocale].slugs
  const home = await createPage(payload, site, siteDoc.id, 'home', 'home', undefined, art.scenes[0])
  const about = await createPage(payload, site, siteDoc.id, 'about', slugs.about, home, art.scenes[1], { navOrder: 40 })
  const service = await createPage(payload, site, siteDoc.id, 'service', slugs.service, home, art.scenes[2], { navOrder: 20 })
  // The contact page at the site-list path (Thames' /find-us) is the dealer list as well.
  const contactExtra = contactIsSiteList(site)
    ? { main: [...(pageContent(site, 'contact', site.defaultLocale, undefined).main as PageData[]), { blockType: 'siteList', headingLevel: 'h2' }] }
    : {}
  await createPage(payload, site, siteDoc.id, 'contact', slugs.contact, home, undefined, { navOrder: 50, ...contactExtra })
  // The sites with demo stories have their news page as the stories index (issue 21).
  const newsExtra = hasDemoStories(site)
    ? { main: [...(pageContent(site, 'news', site.defaultLocale, undefined).main as PageData[]), demoStoriesListBlock()] }
    : {}
  const news = await createPage(payload, site, siteDoc.id, 'news', slugs.news, home, undefined, { navOrder: 30, ...newsExtra })
  await seedDemoStories(payload, site, siteDoc.id)
  await createPage(payload, site, siteDoc.id, 'article', slugs.article, news, art.scenes[1], { hideInNavigation: true })
  const paths = await createMenuPages(payload, site, siteDoc.id, { home, about, service }, art.scenes)
  await createCarListPage(payload, site, siteDoc.id, home)
  await createFavouritesPage(payload, site, siteDoc.id, home)
  await createSavedSearchesPage(payload, site, siteDoc.id, home)
  if (!contactIsSiteList(site)) await createDealerListPage(payload, site, siteDoc.id, home)
  await seedDemoStoreLocator(payload, site, siteDoc.id, about)
  await seedDemoForms(payload, site, siteDoc.id, { home, contactPath: `/${slugs.contact}`, bookingPath: paths.booking })
  await createPrivacyPage(payload, site, siteDoc.id, home)
  // The content blocks on show (issue 21): the block catalogue, or a campaign page built from them.
  if (site.blockPages) await seedDemoBlockPages(payload, site, siteDoc.id, home, art.scenes, site.blockPages)
  if (site.campaignTheme) {
    await createPage(
      payload,
      site,
      siteDoc.id,
      'news',
      'kampanj',
      home,
      art.scenes[2],
      {
        title: 'Höstkampanj',
        brandDesign: site.campaignTheme,
        main: [
          {
            blockType: 'richText',
            content: richText(
              h1('Höstkampanj'),
              p('Kampanjsidan har sin egen BrandDesign. ', link('Kontakta oss', `/${DEMO_COPY.sv.slugs.contact}`), ' för ett erbjudande.'),
            ),
            width: 'text',
          },
        ],
      },
      false,
    )
  }

  await createSiteShell(payload, site, siteDoc.id, paths, brands)

  // The dictionary keys the shell uses, in every language of the site (editable in the CMS).
  await seedDemoDictionary(payload, site, siteDoc.id)
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
    await payload.create({ collection: 'users', depth: 0, data: { email: admin.email, password: admin.password, name: 'Administrator', role: 'admin' } })
  }
  const brands = await createBrandLogos(payload)
  const siteIds: Record<string, Id> = {}
  for (const site of DEMO_SITES) {
    log(`Seeding ${site.name} (${site.key})`)
    siteIds[site.key] = await seedSite(payload, site, brands)
  }
  // The old addresses of spec 03 §2.9, after every site's pages exist (issue 18).
  await seedDemoRedirects(payload, siteIds, log)
  // Nordbil's booking page runs the service booking flow (issue 19).
  await seedDemoServiceBooking(payload, siteIds, log)
  const editorEmail = admin.email.replace(/^[^@]+/, 'editor.nordbil')
  await payload.create({
    collection: 'users',
    depth: 0,
    data: { email: editorEmail, password: admin.password, name: 'Nordbil editor', role: 'editor', sites: [{ site: siteIds.nordbil! }] },
  })
  return true
}
