import type { Payload } from 'payload'

import type { Locale } from '@/lib/locales'

import { createDemoForm, SURVEY_FORM } from './demo-marketing-forms'
import type { DemoSite } from './demo-sites'
import { p, richText } from './lexical'

type Id = number

/**
 * Demo forms (issue 8): which site shows which, as data by site key (site differences are data,
 * never a name compared in code).
 * - sellCar: a 'Sälj din bil' page at /salj-bil (the Swedish dealer group's sell path, spec 03
 *   §2.9) with the sell-car form; left out of the menus, whose demo contents are fixed;
 * - contactForm: a CMS-built form 'Kontakta oss' (name, e-mail, message) on the contact page;
 * - serviceBooking: the Norwegian service booking form on the 'Bestill service' page
 *   (/service-og-verksted/bestill-service, spec 03 §2.9), its newsletter box marked required as
 *   the spec's form definition has it (spec 03 §5);
 * - survey: a 'Kundundersökning' page at /kundundersokning with the survey block (issue 36), out
 *   of the menus, as a link in a mail to customers would reach it.
 */
export const DEMO_FORMS: Readonly<Record<string, { sellCar?: boolean; contactForm?: boolean; serviceBooking?: boolean; survey?: boolean }>> = {
  nordbil: { sellCar: true, contactForm: true, survey: true },
  fjordbil: { serviceBooking: true },
}

type SellCarCopy = { title: string; intro: string; optionSell: string; optionTradeIn: string; successText: string }

const SELL_CAR: Partial<Record<Locale, SellCarCopy>> = {
  sv: {
    title: 'Sälj din bil',
    intro: 'Berätta om din bil så återkommer vi med ett erbjudande – oavsett om du vill sälja den eller byta in den mot en ny.',
    optionSell: 'Sälja bil',
    optionTradeIn: 'Byta in bil',
    successText: 'Tack! Vi värderar din bil och hör av oss inom två arbetsdagar.',
  },
  en: {
    title: 'Sell your car',
    intro: 'Tell us about your car and we will come back with an offer – whether you want to sell it or part-exchange it for a new one.',
    optionSell: 'Sell my car',
    optionTradeIn: 'Part-exchange my car',
    successText: 'Thank you! We will value your car and get back to you within two working days.',
  },
}

type ContactCopy = { title: string; name: string; email: string; message: string; submit: string; thanks: string }

const CONTACT_FORM: Partial<Record<Locale, ContactCopy>> = {
  sv: {
    title: 'Skriv till oss',
    name: 'Namn',
    email: 'E-post',
    message: 'Meddelande',
    submit: 'Skicka',
    thanks: 'Tack för ditt meddelande! Vi svarar så snart vi kan, oftast samma dag.',
  },
  en: {
    title: 'Write to us',
    name: 'Name',
    email: 'E-mail',
    message: 'Message',
    submit: 'Send',
    thanks: 'Thank you for your message! We answer as soon as we can, usually the same day.',
  },
}

type SurveyPageCopy = { title: string; heading: string; intro: string }

const SURVEY_PAGE: Partial<Record<Locale, SurveyPageCopy>> = {
  sv: {
    title: 'Kundundersökning',
    heading: 'Hur var ditt besök?',
    intro: 'Tack för att du besökte oss! Svara på tre korta frågor så blir vi bättre – det tar under en minut.',
  },
  en: {
    title: 'Customer survey',
    heading: 'How was your visit?',
    intro: 'Thank you for visiting us! Answer three short questions and help us get better – it takes less than a minute.',
  },
}

const withId = <T extends object>(rows: unknown, i: number, data: T) => ({ ...data, id: (rows as { id?: string }[] | undefined)?.[i]?.id })

type PageCopy = { title: string; intro: string }

/**
 * A published page under the start page, hidden from the menus, holding one form block: created in
 * the site's first language, then its texts in the others (the block keeps its row id).
 */
async function createFormPage<C extends PageCopy>(
  payload: Payload,
  site: DemoSite,
  siteId: Id,
  home: Id,
  page: { slug: string; navOrder: number; copyOf: (locale: Locale) => C; block: (copy: C) => Record<string, unknown> },
) {
  const first = page.copyOf(site.defaultLocale)
  const doc = await payload.create({
    collection: 'pages',
    depth: 0,
    locale: site.defaultLocale,
    draft: false,
    data: {
      title: first.title,
      slug: page.slug,
      parent: home,
      site: siteId,
      hideInNavigation: true,
      navOrder: page.navOrder,
      metaDescription: first.intro,
      main: [page.block(first)] as never,
      _status: 'published',
    },
  })
  for (const locale of site.extraLocales) {
    const c = page.copyOf(locale)
    await payload.update({
      collection: 'pages',
      depth: 0,
      id: doc.id,
      locale,
      draft: false,
      data: { title: c.title, metaDescription: c.intro, main: [withId(doc.main, 0, page.block(c))] as never, _status: 'published' },
    })
  }
}

async function createSellCarPage(payload: Payload, site: DemoSite, siteId: Id, home: Id) {
  await createFormPage(payload, site, siteId, home, {
    slug: 'salj-bil',
    navOrder: 45,
    copyOf: (locale: Locale) => SELL_CAR[locale] ?? SELL_CAR.sv!,
    block: (c: SellCarCopy) => ({
      blockType: 'sellCarForm',
      title: c.title,
      titleTag: 'h1',
      intro: c.intro,
      optionSell: c.optionSell,
      optionTradeIn: c.optionTradeIn,
      successText: c.successText,
    }),
  })
}

async function createSurveyPage(payload: Payload, site: DemoSite, siteId: Id, home: Id) {
  const form = await createDemoForm(payload, site, siteId, SURVEY_FORM)
  await createFormPage(payload, site, siteId, home, {
    slug: 'kundundersokning',
    navOrder: 90,
    copyOf: (locale: Locale) => SURVEY_PAGE[locale] ?? SURVEY_PAGE.sv!,
    block: (c: SurveyPageCopy) => ({ blockType: 'surveyForm', title: c.heading, titleTag: 'h1', intro: c.intro, form }),
  })
}

async function createContactForm(payload: Payload, site: DemoSite, siteId: Id): Promise<Id> {
  const copyOf = (locale: Locale) => CONTACT_FORM[locale] ?? CONTACT_FORM.sv!
  const fields = (c: ContactCopy) => [
    { blockType: 'text' as const, name: 'name', label: c.name, required: true, width: 50 },
    { blockType: 'email' as const, name: 'email', label: c.email, required: true, width: 50 },
    { blockType: 'textarea' as const, name: 'message', label: c.message, required: true, width: 100 },
  ]
  const first = copyOf(site.defaultLocale)
  const form = await payload.create({
    collection: 'forms',
    depth: 0,
    locale: site.defaultLocale,
    data: {
      title: 'Kontakta oss',
      site: siteId,
      fields: fields(first),
      submitButtonLabel: first.submit,
      confirmationType: 'message',
      confirmationMessage: richText(p(first.thanks)) as never,
    },
  })
  for (const locale of site.extraLocales) {
    const c = copyOf(locale)
    await payload.update({
      collection: 'forms',
      depth: 0,
      id: form.id,
      locale,
      data: { fields: fields(c).map((f, i) => withId(form.fields, i, f)), submitButtonLabel: c.submit, confirmationMessage: richText(p(c.thanks)) as never },
    })
  }
  return form.id
}

/**
 * Adds a block at the end of a published page's main zone (the other blocks and their languages
 * kept), then its texts in the page's other languages.
 */
async function appendMainBlock(
  payload: Payload,
  site: DemoSite,
  siteId: Id,
  path: string,
  block: Record<string, unknown>,
  translations: Partial<Record<Locale, Record<string, unknown>>> = {},
) {
  const read = async (locale: Locale) => {
    const found = await payload.find({
      collection: 'pages',
      where: { and: [{ site: { equals: siteId } }, { path: { equals: path } }] },
      locale,
      depth: 0,
      limit: 1,
      draft: false,
    })
    const page = found.docs[0]
    if (!page) throw new Error(`Demo forms: no page ${path}`)
    return page
  }
  const page = await read(site.defaultLocale)
  await payload.update({
    collection: 'pages',
    depth: 0,
    id: page.id,
    locale: site.defaultLocale,
    draft: false,
    data: { main: [...(page.main ?? []), block] as never, _status: 'published' },
  })
  for (const locale of site.extraLocales) {
    const texts = translations[locale]
    if (!texts) continue
    const translated = await read(locale)
    const main = (translated.main ?? []).map((b, i, all) => (i === all.length - 1 ? { ...b, ...texts } : b))
    await payload.update({ collection: 'pages', depth: 0, id: page.id, locale, draft: false, data: { main: main as never, _status: 'published' } })
  }
}

/** The demo forms of one site (DEMO_FORMS); nothing for sites without any. */
export async function seedDemoForms(payload: Payload, site: DemoSite, siteId: Id, pages: { home: Id; contactPath: string; bookingPath?: string }) {
  const forms = DEMO_FORMS[site.key]
  if (!forms) return
  if (forms.sellCar) await createSellCarPage(payload, site, siteId, pages.home)
  if (forms.contactForm) {
    const form = await createContactForm(payload, site, siteId)
    const title = (locale: Locale) => (CONTACT_FORM[locale] ?? CONTACT_FORM.sv!).title
    await appendMainBlock(
      payload,
      site,
      siteId,
      pages.contactPath,
      { blockType: 'cmsForm', title: title(site.defaultLocale), form },
      Object.fromEntries(site.extraLocales.map((l) => [l, { title: title(l) }])),
    )
  }
  if (forms.serviceBooking && pages.bookingPath) {
    await appendMainBlock(payload, site, siteId, pages.bookingPath, {
      blockType: 'serviceBookingNo',
      title: 'Send oss en bestilling',
      titleTag: 'h2',
      intro: 'Velg verksted og ønsket dato, så tar vi kontakt for å bekrefte timen.',
      motorcycle: false,
      newsletterRequired: true,
    })
  }
  if (forms.survey) await createSurveyPage(payload, site, siteId, pages.home)
}
