import type { Locale } from '@/lib/locales'

import { bold, h2, link, p, richText, ul } from './lexical'

/**
 * Demo page texts per language. Group and dealer names are fictional; `{name}` is the site name,
 * `{city}` its home town.
 */
export type PageKind = 'home' | 'about' | 'service' | 'contact' | 'news' | 'article'

type Copy = {
  slugs: Record<Exclude<PageKind, 'home' | 'article'>, string> & { article: string }
  title: Record<PageKind, string>
  nav: Partial<Record<PageKind, string>>
  description: Record<PageKind, string>
  body: Record<PageKind, (name: string, city: string, contactHref: string) => ReturnType<typeof richText>>
  caption: Record<PageKind, string>
  imageAlt: string
}

const sv: Copy = {
  slugs: { about: 'om-oss', service: 'service-och-verkstad', contact: 'kontakt', news: 'nyheter', article: 'vinterdack-i-tid' },
  title: {
    home: 'Välkommen',
    about: 'Om oss',
    service: 'Service och verkstad',
    contact: 'Kontakta oss',
    news: 'Nyheter',
    article: 'Byt till vinterdäck i tid',
  },
  nav: { home: 'Start', service: 'Service', contact: 'Kontakt' },
  description: {
    home: 'Nya och begagnade bilar, service och finansiering hos {name}.',
    about: 'Lär känna {name} – bilhandlare i {city} sedan 1987.',
    service: 'Boka service, däckbyte och verkstad hos {name}.',
    contact: 'Telefon, e-post och öppettider till {name}.',
    news: 'Nyheter och tips från {name}.',
    article: 'Så vet du när det är dags att byta till vinterdäck.',
  },
  body: {
    home: (n, c, contact) =>
      richText(
        h2(`Bilar för hela livet – ${n}`),
        p('Hos oss hittar du nya och begagnade bilar från flera märken, service i egen verkstad och finansiering som passar din vardag.'),
        ul(['Över 3 000 bilar i lager'], ['Auktoriserade verkstäder'], [`Personlig rådgivning i ${c}`]),
        p('Välkommen in till oss – eller ', link('kontakta oss', contact), ' så hjälper vi dig.'),
      ),
    about: (n, c) =>
      richText(
        h2('Ett familjeföretag med bilar i blodet'),
        p(`${n} grundades i ${c} 1987. I dag har vi anläggningar på flera orter och över 400 medarbetare.`),
        p('Vi tror på långsiktiga relationer: du ska kunna lita på oss från provkörningen till den sista servicen.'),
      ),
    service: () =>
      richText(
        h2('Vi tar hand om din bil'),
        p('Våra tekniker servar alla märken enligt tillverkarens serviceprogram, och din nybilsgaranti gäller alltid.'),
        ul(['Service och reparationer'], ['Däckbyte och däckhotell'], ['Skadeverkstad och lack']),
      ),
    contact: (n, c) =>
      richText(
        h2('Här finns vi'),
        p(`${n}, Industrivägen 12, ${c}`),
        p(bold('Öppettider: '), 'Mån–fre 9–18, lör 10–15'),
        p('Telefon: ', link('010-123 45 00', 'tel:+46101234500'), ' · E-post: ', link('info@example.se', 'mailto:info@example.se')),
      ),
    news: (n) => richText(p(`Här samlar vi nyheter, kampanjer och tips från ${n}.`)),
    article: () =>
      richText(
        p('När temperaturen närmar sig noll grader är det dags att boka däckbyte. Vinterdäck ger bättre grepp på kall asfalt, snö och is.'),
        h2('Kontrollera mönsterdjupet'),
        p('Lagkravet är 3 mm på vinterdäck, men vi rekommenderar minst 4 mm.'),
      ),
  },
  caption: {
    home: 'Vi finns nära dig – med bilar, verkstad och rådgivning.',
    about: 'Vår första anläggning, i dag helt ombyggd.',
    service: 'Modern verkstad med plats för alla bilmodeller.',
    contact: 'Välkommen in!',
    news: 'Senaste nytt.',
    article: 'Vinterväglag kräver bra däck.',
  },
  imageAlt: 'Illustration av en bil på en landsväg',
}

const nb: Copy = {
  slugs: { about: 'om-oss', service: 'service-og-verksted', contact: 'kontakt-oss', news: 'aktuelt', article: 'bytt-til-vinterdekk' },
  title: {
    home: 'Velkommen',
    about: 'Om oss',
    service: 'Service og verksted',
    contact: 'Kontakt oss',
    news: 'Aktuelt',
    article: 'Bytt til vinterdekk i tide',
  },
  nav: { home: 'Hjem', service: 'Service', contact: 'Kontakt' },
  description: {
    home: 'Nye og brukte biler, service og finansiering hos {name}.',
    about: 'Bli kjent med {name} – bilforhandler i {city} siden 1987.',
    service: 'Bestill service, hjulskift og verksted hos {name}.',
    contact: 'Telefon, e-post og åpningstider for {name}.',
    news: 'Nyheter og tips fra {name}.',
    article: 'Slik vet du når det er på tide å bytte til vinterdekk.',
  },
  body: {
    home: (n, c, contact) =>
      richText(
        h2(`Biler for hele livet – ${n}`),
        p('Hos oss finner du nye og brukte biler fra flere merker, service på eget verksted og finansiering som passer din hverdag.'),
        ul(['Over 1 500 biler på lager'], ['Autoriserte verksteder'], [`Personlig rådgivning i ${c}`]),
        p('Velkommen innom – eller ', link('kontakt oss', contact), ', så hjelper vi deg.'),
      ),
    about: (n, c) => richText(h2('Et familieselskap med bil i blodet'), p(`${n} ble grunnlagt i ${c} i 1987 og har i dag over 200 ansatte.`)),
    service: () => richText(h2('Vi tar vare på bilen din'), p('Våre teknikere utfører service på alle merker etter produsentens program.')),
    contact: (n, c) => richText(h2('Her finner du oss'), p(`${n}, Industriveien 4, ${c}`), p(bold('Åpningstider: '), 'Man–fre 9–17, lør 10–14')),
    news: (n) => richText(p(`Her samler vi nyheter, kampanjer og tips fra ${n}.`)),
    article: () =>
      richText(
        p('Når temperaturen nærmer seg null grader er det på tide å bestille hjulskift.'),
        h2('Sjekk mønsterdybden'),
        p('Vi anbefaler minst 4 mm på vinterdekk.'),
      ),
  },
  caption: {
    home: 'Vi er der du er – med biler, verksted og rådgivning.',
    about: 'Vår første forretning.',
    service: 'Moderne verksted.',
    contact: 'Velkommen innom!',
    news: 'Siste nytt.',
    article: 'Vinterføre krever gode dekk.',
  },
  imageAlt: 'Illustrasjon av en bil på en landevei',
}

const fi: Copy = {
  slugs: { about: 'meista', service: 'huolto', contact: 'yhteystiedot', news: 'ajankohtaista', article: 'talvirenkaat-ajoissa' },
  title: {
    home: 'Tervetuloa',
    about: 'Meistä',
    service: 'Huolto ja korjaamo',
    contact: 'Ota yhteyttä',
    news: 'Ajankohtaista',
    article: 'Vaihda talvirenkaat ajoissa',
  },
  nav: { home: 'Etusivu', service: 'Huolto', contact: 'Yhteystiedot' },
  description: {
    home: 'Käytettyjä autoja, huoltoa ja rahoitusta – {name}.',
    about: 'Tutustu {name}:een – autokauppaa {city}ssa.',
    service: 'Varaa huolto ja rengasvaihto.',
    contact: 'Puhelin, sähköposti ja aukioloajat.',
    news: 'Uutisia ja vinkkejä.',
    article: 'Näin tiedät, milloin talvirenkaat kannattaa vaihtaa.',
  },
  body: {
    home: (n) =>
      richText(
        h2(`Laadukkaita käytettyjä autoja – ${n}`),
        p('Kaikki automme on tarkastettu, ja jokaiselle autolle saat selkeän hinnan ja rahoitusvaihtoehdot.'),
        ul(['Yli 800 autoa varastossa'], ['14 päivän vaihto-oikeus'], ['Kotiinkuljetus koko Suomeen']),
      ),
    about: (n, c) => richText(h2('Meistä'), p(`${n} avasi ensimmäisen autotalonsa ${c}ssa vuonna 2015.`)),
    service: () => richText(h2('Huolto'), p('Huollamme kaikki automerkit valmistajan ohjelman mukaisesti.')),
    contact: (n, c) => richText(h2('Löydät meidät täältä'), p(`${n}, Teollisuustie 7, ${c}`), p(bold('Aukioloajat: '), 'Ma–pe 10–18, la 10–15')),
    news: (n) => richText(p(`Uutisia ja vinkkejä – ${n}.`)),
    article: () =>
      richText(p('Kun lämpötila laskee lähelle nollaa, on aika varata rengasvaihto.'), h2('Tarkista urasyvyys'), p('Suosittelemme vähintään 4 mm.')),
  },
  caption: {
    home: 'Autoja joka makuun.',
    about: 'Ensimmäinen autotalomme.',
    service: 'Nykyaikainen korjaamo.',
    contact: 'Tervetuloa!',
    news: 'Uusimmat uutiset.',
    article: 'Talvikeli vaatii hyvät renkaat.',
  },
  imageAlt: 'Piirros autosta maantiellä',
}

const sk: Copy = {
  slugs: { about: 'o-nas', service: 'servis', contact: 'kontakty', news: 'novinky', article: 'zimne-pneumatiky-vcas' },
  title: {
    home: 'Vitajte',
    about: 'O nás',
    service: 'Servis',
    contact: 'Kontakty',
    news: 'Novinky',
    article: 'Prezujte na zimné pneumatiky včas',
  },
  nav: { home: 'Domov', contact: 'Kontakt' },
  description: {
    home: 'Kvalitné jazdené autá, servis a financovanie – {name}.',
    about: 'Spoznajte {name}.',
    service: 'Objednajte si servis a prezutie pneumatík.',
    contact: 'Telefón, e-mail a otváracie hodiny.',
    news: 'Novinky a tipy.',
    article: 'Kedy je čas prezuť na zimné pneumatiky.',
  },
  body: {
    home: (n) =>
      richText(
        h2(`Overené jazdené autá – ${n}`),
        p('Každé auto prešlo technickou kontrolou. Ponúkame jasné ceny, výhodné financovanie a záruku.'),
        ul(['Viac ako 500 áut na sklade'], ['14-dňová možnosť vrátenia'], ['Doručenie po celom Slovensku']),
      ),
    about: (n, c) => richText(h2('O nás'), p(`${n} otvoril svoju prvú predajňu v meste ${c} v roku 2019.`)),
    service: () => richText(h2('Servis'), p('Servisujeme všetky značky podľa programu výrobcu.')),
    contact: (n, c) => richText(h2('Kde nás nájdete'), p(`${n}, Priemyselná 15, ${c}`), p(bold('Otváracie hodiny: '), 'Po–pia 9–18, so 9–13')),
    news: (n) => richText(p(`Novinky a tipy – ${n}.`)),
    article: () => richText(p('Keď teploty klesajú k nule, je čas objednať si prezutie.'), h2('Skontrolujte hĺbku dezénu'), p('Odporúčame aspoň 4 mm.')),
  },
  caption: {
    home: 'Autá pre každého.',
    about: 'Naša prvá predajňa.',
    service: 'Moderný servis.',
    contact: 'Tešíme sa na vás!',
    news: 'Najnovšie správy.',
    article: 'Zima si žiada dobré pneumatiky.',
  },
  imageAlt: 'Ilustrácia auta na ceste',
}

const en: Copy = {
  slugs: { about: 'about-us', service: 'service-and-parts', contact: 'find-us', news: 'news-and-events', article: 'winter-tyres-in-time' },
  title: {
    home: 'Welcome',
    about: 'About us',
    service: 'Service and parts',
    contact: 'Find us',
    news: 'News and events',
    article: 'Switch to winter tyres in time',
  },
  nav: { home: 'Home', service: 'Service', contact: 'Contact' },
  description: {
    home: 'New and used cars, servicing and finance at {name}.',
    about: 'Get to know {name}, a family-run dealer group since 1987.',
    service: 'Book a service, MOT or tyre change at {name}.',
    contact: 'Phone, e-mail and opening hours of {name}.',
    news: 'News and offers from {name}.',
    article: 'How to tell when it is time for winter tyres.',
  },
  body: {
    home: (n, c, contact) =>
      richText(
        h2(`Cars for every stage of life – ${n}`),
        p('Find new and approved used cars from many makes, servicing in our own workshops and finance that fits your budget.'),
        ul(['More than 2,000 cars in stock'], ['Manufacturer-approved workshops'], [`Friendly advice in ${c}`]),
        p('Come and see us, or ', link('get in touch', contact), ' and we will help.'),
      ),
    about: (n, c) => richText(h2('A family business with cars at heart'), p(`${n} opened its first showroom in ${c} in 1987.`)),
    service: () =>
      richText(h2('We look after your car'), p('Our technicians service every make to the manufacturer’s schedule, so your warranty stays intact.')),
    contact: (n, c) => richText(h2('Where to find us'), p(`${n}, 12 Riverside Way, ${c}`), p(bold('Opening hours: '), 'Mon–Fri 9am–6pm, Sat 10am–4pm')),
    news: (n) => richText(p(`News, offers and events from ${n}.`)),
    article: () =>
      richText(
        p('When temperatures approach freezing it is time to book a tyre change.'),
        h2('Check the tread depth'),
        p('We recommend at least 4 mm on winter tyres.'),
      ),
  },
  caption: {
    home: 'Close to you – cars, servicing and advice.',
    about: 'Our first showroom.',
    service: 'A modern workshop for every make.',
    contact: 'Come and see us!',
    news: 'Latest news.',
    article: 'Winter roads need good tyres.',
  },
  imageAlt: 'Illustration of a car on a country road',
}

export const DEMO_COPY: Record<Locale, Copy> = { sv, nb, fi, sk, en }
