import type { Payload } from 'payload'

import { DICTIONARY_DEFAULTS } from '@/features/dictionary'
import type { Locale } from '@/lib/locales'

import type { DemoSite } from './demo-sites'
import { h1, p, richText } from './lexical'

type Id = number

/**
 * The privacy page the enquiry forms link to (issue 8 "Privacy: the consent text and link"). One
 * per site, at the path the dictionary's contactPrivacyPath gives for the site's language (page
 * slugs are the same in every language, so the seed points every language's key at it).
 */
const PRIVACY: Record<Locale, { title: string; paragraphs: string[] }> = {
  sv: {
    title: 'Integritetspolicy',
    paragraphs: [
      'När du skickar en förfrågan till oss – om en bil, en värdering eller en verkstadstid – sparar vi det du skriver: namn, telefonnummer, e-post, ditt meddelande och vilken bil det gäller.',
      'Vi använder uppgifterna för att besvara din förfrågan. De skickas till anläggningen som ska svara dig och till vårt kundsystem, och sparas så länge ärendet pågår, högst 24 månader. Vi säljer dem aldrig vidare.',
      'Du har rätt att få veta vilka uppgifter vi har om dig, att få dem rättade och att få dem raderade. Kontakta oss så hjälper vi dig.',
    ],
  },
  nb: {
    title: 'Personvernerklæring',
    paragraphs: [
      'Når du sender oss en henvendelse – om en bil, en verdivurdering eller en verkstedtime – lagrer vi det du skriver: navn, telefonnummer, e-post, meldingen din og hvilken bil det gjelder.',
      'Vi bruker opplysningene til å besvare henvendelsen. De sendes til forhandleren som skal svare deg og til kundesystemet vårt, og lagres så lenge saken pågår, høyst 24 måneder. Vi selger dem aldri videre.',
      'Du har rett til innsyn i opplysningene vi har om deg, og til å få dem rettet eller slettet. Kontakt oss, så hjelper vi deg.',
    ],
  },
  fi: {
    title: 'Tietosuojaseloste',
    paragraphs: [
      'Kun lähetät meille yhteydenoton – autosta, arviosta tai huoltoajasta – tallennamme kirjoittamasi tiedot: nimen, puhelinnumeron, sähköpostin, viestin ja auton, jota asia koskee.',
      'Käytämme tietoja yhteydenottoosi vastaamiseen. Ne välitetään sinulle vastaavalle toimipisteelle ja asiakasjärjestelmäämme, ja niitä säilytetään asian käsittelyn ajan, enintään 24 kuukautta. Emme koskaan myy niitä eteenpäin.',
      'Sinulla on oikeus tietää, mitä tietoja sinusta on tallennettu, sekä oikeus saada ne korjatuiksi ja poistetuiksi. Ota yhteyttä, niin autamme.',
    ],
  },
  sk: {
    title: 'Ochrana osobných údajov',
    paragraphs: [
      'Keď nám pošlete dopyt – o aute, ocenení alebo termíne v servise – uložíme to, čo napíšete: meno, telefónne číslo, e-mail, vašu správu a auto, ktorého sa týka.',
      'Údaje používame na odpoveď na váš dopyt. Posielame ich pobočke, ktorá vám odpovie, a do nášho zákazníckeho systému, a uchovávame ich počas vybavovania, najviac 24 mesiacov. Nikdy ich nepredávame ďalej.',
      'Máte právo vedieť, aké údaje o vás máme, a právo na ich opravu a vymazanie. Kontaktujte nás a pomôžeme vám.',
    ],
  },
  en: {
    title: 'Privacy policy',
    paragraphs: [
      'When you send us an enquiry – about a car, a valuation or a workshop appointment – we keep what you write: your name, phone number, e-mail, your message and the car it is about.',
      'We use these details to answer your enquiry. They go to the branch that answers you and to our customer system, and are kept while the matter is open, at most 24 months. We never sell them on.',
      'You have the right to know what we hold about you, and to have it corrected or erased. Contact us and we will help.',
    ],
  },
}

/** The privacy page's path for a site: the dictionary default for its language ('/integritetspolicy'). */
export function demoPrivacyPath(site: Pick<DemoSite, 'defaultLocale'>): string {
  const texts: { default: string } & Partial<Record<Locale, string>> = DICTIONARY_DEFAULTS.contactPrivacyPath
  return texts[site.defaultLocale] ?? texts.default
}

export async function createPrivacyPage(payload: Payload, site: DemoSite, siteId: Id, home: Id): Promise<void> {
  // The seed's lexical helpers build valid nodes without Payload's index-signature types (as in demo-forms.ts).
  const body = (locale: Locale) => richText(h1(PRIVACY[locale].title), ...PRIVACY[locale].paragraphs.map((text) => p(text))) as never
  const first = PRIVACY[site.defaultLocale]
  const doc = await payload.create({
    collection: 'pages',
    depth: 0,
    locale: site.defaultLocale,
    draft: false,
    data: {
      title: first.title,
      slug: demoPrivacyPath(site).replace(/^\//, ''),
      parent: home,
      site: siteId,
      hideInNavigation: true,
      main: [{ blockType: 'richText', content: body(site.defaultLocale), width: 'text' }],
      _status: 'published',
    },
  })
  for (const locale of site.extraLocales) {
    await payload.update({
      collection: 'pages',
      depth: 0,
      id: doc.id,
      locale,
      draft: false,
      data: { title: PRIVACY[locale].title, main: [{ blockType: 'richText', content: body(locale), width: 'text' }], _status: 'published' },
    })
  }
}
