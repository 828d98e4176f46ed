import type { Locale } from '@/lib/locales'

/**
 * Demo menu pages and site-shell texts (navigation, alert bar, message banner, footer) per
 * language. Everything here is ordinary CMS data an editor can change afterwards.
 */

type Texts = Record<Locale, string>

/** A menu page: slug in each site language (slugs are per site, taken from its default language). */
export type MenuPage = {
  key: string
  parent: 'buy' | 'service' | 'about' | 'new' | 'electric' | null
  slug: Texts
  title: Texts
  intro: Texts
  navOrder: number
  /** Index into the site's scene pictures, for the mega menu. */
  image?: number
}

const t = (sv: string, nb: string, fi: string, sk: string, en: string): Texts => ({ sv, nb, fi, sk, en })

/**
 * A "buy a car" section with five sub-sections (more than 4 children: the mega menu shows their
 * pictures only above 1500 px, spec 01 §2.4) and a third level, plus sub-pages of service and about.
 */
export const MENU_PAGES: MenuPage[] = [
  {
    key: 'buy',
    parent: null,
    slug: t('kopa-bil', 'kjope-bil', 'auton-osto', 'kupa-auta', 'buying-a-car'),
    title: t('Köpa bil', 'Kjøpe bil', 'Auton osto', 'Kúpa auta', 'Buying a car'),
    intro: t(
      'Allt du behöver veta inför ditt bilköp – från provkörning till finansiering.',
      'Alt du trenger å vite før du kjøper bil – fra prøvekjøring til finansiering.',
      'Kaikki mitä tarvitset autokauppaa varten – koeajosta rahoitukseen.',
      'Všetko, čo potrebujete pred kúpou auta – od testovacej jazdy po financovanie.',
      'Everything you need before buying a car – from the test drive to finance.',
    ),
    navOrder: 10,
  },
  {
    key: 'new',
    parent: 'buy',
    slug: t('nya-bilar', 'nye-biler', 'uudet-autot', 'nove-auta', 'new-cars'),
    title: t('Nya bilar', 'Nye biler', 'Uudet autot', 'Nové autá', 'New cars'),
    intro: t(
      'Beställ din nya bil hos oss.',
      'Bestill din nye bil hos oss.',
      'Tilaa uusi autosi meiltä.',
      'Objednajte si nové auto u nás.',
      'Order your new car from us.',
    ),
    navOrder: 1,
    image: 0,
  },
  {
    key: 'used',
    parent: 'buy',
    slug: t('begagnade-bilar', 'bruktbiler', 'vaihtoautot', 'jazdene-auta', 'used-cars'),
    title: t('Begagnade bilar', 'Bruktbiler', 'Vaihtoautot', 'Jazdené autá', 'Used cars'),
    intro: t(
      'Testade och garanterade begagnade bilar.',
      'Testede bruktbiler med garanti.',
      'Tarkastetut vaihtoautot takuulla.',
      'Preverené jazdené autá so zárukou.',
      'Checked used cars with a warranty.',
    ),
    navOrder: 2,
    image: 1,
  },
  {
    key: 'electric',
    parent: 'buy',
    slug: t('elbilar', 'elbiler', 'sahkoautot', 'elektromobily', 'electric-cars'),
    title: t('Elbilar', 'Elbiler', 'Sähköautot', 'Elektromobily', 'Electric cars'),
    intro: t(
      'Kör elektriskt – vi hjälper dig hela vägen.',
      'Kjør elektrisk – vi hjelper deg hele veien.',
      'Aja sähköllä – autamme koko matkan.',
      'Jazdite elektricky – pomôžeme vám.',
      'Go electric – we help you all the way.',
    ),
    navOrder: 3,
    image: 2,
  },
  {
    key: 'business',
    parent: 'buy',
    slug: t('foretag', 'bedrift', 'yrityksille', 'firmy', 'business'),
    title: t('Företag', 'Bedrift', 'Yrityksille', 'Pre firmy', 'Business'),
    intro: t(
      'Tjänstebilar och leasing för företag.',
      'Firmabiler og leasing for bedrifter.',
      'Työsuhdeautot ja leasing yrityksille.',
      'Služobné autá a lízing pre firmy.',
      'Company cars and leasing for businesses.',
    ),
    navOrder: 4,
    image: 0,
  },
  {
    key: 'finance',
    parent: 'buy',
    slug: t('finansiering', 'finansiering', 'rahoitus', 'financovanie', 'finance'),
    title: t('Finansiering', 'Finansiering', 'Rahoitus', 'Financovanie', 'Finance'),
    intro: t(
      'Billån, leasing och försäkring.',
      'Billån, leasing og forsikring.',
      'Autolaina, leasing ja vakuutus.',
      'Úver, lízing a poistenie.',
      'Car loans, leasing and insurance.',
    ),
    navOrder: 5,
    image: 1,
  },
  {
    key: 'campaigns',
    parent: 'new',
    slug: t('kampanjer', 'kampanjer', 'kampanjat', 'akcie', 'offers'),
    title: t('Kampanjer', 'Kampanjer', 'Kampanjat', 'Akcie', 'Latest offers'),
    intro: t(
      'Aktuella erbjudanden på nya bilar.',
      'Aktuelle tilbud på nye biler.',
      'Ajankohtaiset uusien autojen tarjoukset.',
      'Aktuálne ponuky nových áut.',
      'Current offers on new cars.',
    ),
    navOrder: 1,
  },
  {
    key: 'charging',
    parent: 'electric',
    slug: t('laddning', 'lading', 'lataus', 'nabijanie', 'charging'),
    title: t('Laddning hemma', 'Lading hjemme', 'Kotilataus', 'Nabíjanie doma', 'Charging at home'),
    intro: t(
      'Laddbox och installation.',
      'Ladeboks og installasjon.',
      'Latausasema ja asennus.',
      'Nabíjacia stanica a inštalácia.',
      'Wallbox and installation.',
    ),
    navOrder: 1,
  },
  {
    key: 'booking',
    parent: 'service',
    slug: t('boka-service', 'bestill-service', 'varaa-huolto', 'objednat-servis', 'book-a-service'),
    title: t('Boka service', 'Bestill service', 'Varaa huolto', 'Objednať servis', 'Book a service'),
    intro: t(
      'Boka verkstadstid direkt.',
      'Bestill verkstedtime direkte.',
      'Varaa huoltoaika suoraan.',
      'Objednajte si termín servisu.',
      'Book a workshop slot online.',
    ),
    navOrder: 1,
  },
  {
    key: 'tyres',
    parent: 'service',
    slug: t('dackhotell', 'dekkhotell', 'rengashotelli', 'uskladnenie-pneumatik', 'tyre-storage'),
    title: t('Däckhotell', 'Dekkhotell', 'Rengashotelli', 'Uskladnenie pneumatík', 'Tyre storage'),
    intro: t(
      'Vi byter och förvarar dina däck.',
      'Vi skifter og lagrer dekkene dine.',
      'Vaihdamme ja säilytämme renkaasi.',
      'Vymeníme a uskladníme vaše pneumatiky.',
      'We change and store your tyres.',
    ),
    navOrder: 2,
  },
  {
    key: 'bodyshop',
    parent: 'service',
    slug: t('skadeverkstad', 'skadeverksted', 'korikorjaamo', 'karosaren', 'bodyshop'),
    title: t('Skadeverkstad', 'Skadeverksted', 'Korikorjaamo', 'Karosáreň', 'Bodyshop'),
    intro: t(
      'Plåt och lack av certifierade tekniker.',
      'Karosseri og lakk av sertifiserte teknikere.',
      'Peltikorjaukset ja maalaus.',
      'Klampiarske a lakovacie práce.',
      'Body and paint by certified technicians.',
    ),
    navOrder: 3,
  },
  {
    key: 'careers',
    parent: 'about',
    slug: t('jobba-hos-oss', 'jobb-hos-oss', 'toihin', 'kariera', 'careers'),
    title: t('Jobba hos oss', 'Jobb hos oss', 'Tule meille töihin', 'Kariéra', 'Careers'),
    intro: t(
      'Lediga tjänster i hela koncernen.',
      'Ledige stillinger i hele konsernet.',
      'Avoimet työpaikat.',
      'Voľné pracovné miesta.',
      'Open positions across the group.',
    ),
    navOrder: 1,
  },
]

export function menuTitle(key: string, locale: Locale): string {
  const page = MENU_PAGES.find((p) => p.key === key)
  if (!page) throw new Error(`No demo menu page ${key}`)
  return page.title[locale]
}

export type ShellCopy = {
  alertTitle: string
  alertText: string
  bannerTitle: string
  bannerText: string
  extraItem: { title: string; text: string }
  iconLabels: { phone: string; pin: string; calendar: string }
  info1: { heading: string; text: (city: string) => string }
  info2: { heading: string; text: string }
  brandsHeading: string
  columns: { buy: string; buyText: string; service: string; company: string; allCars: string; callUs: string; mailUs: string }
  highlighted: string
}

export const SHELL_COPY: Record<Locale, ShellCopy> = {
  sv: {
    alertTitle: 'Vinterkampanj',
    alertText: 'Däckbyte och däckhotell till halva priset hela november.',
    bannerTitle: 'Nya öppettider',
    bannerText: 'Från 1 december har verkstaden öppet lördagar 10–14.',
    extraItem: { title: 'Boka provkörning', text: 'Boka provkörning' },
    iconLabels: { phone: 'Ring oss', pin: 'Hitta till oss', calendar: 'Boka service' },
    info1: { heading: 'Besöksadress', text: (city) => `Industrivägen 12, ${city}\nMån–fre 9–18, lör 10–15` },
    info2: { heading: 'Kundservice', text: 'Vi svarar inom en arbetsdag.' },
    brandsHeading: 'Våra märken',
    columns: {
      buy: 'Köpa bil',
      buyText: 'Nya och begagnade bilar från flera märken.',
      service: 'Service',
      company: 'Företaget',
      allCars: 'Alla bilar i lager',
      callUs: '010-123 45 00',
      mailUs: 'info@example.se',
    },
    highlighted: 'Boka service',
  },
  nb: {
    alertTitle: 'Vinterkampanje',
    alertText: 'Dekkskift og dekkhotell til halv pris hele november.',
    bannerTitle: 'Viktig informasjon',
    bannerText: 'Verkstedet i Bergen er stengt fredag 28. november på grunn av ombygging.',
    extraItem: { title: 'Bestill prøvekjøring', text: 'Bestill prøvekjøring' },
    iconLabels: { phone: 'Ring oss', pin: 'Finn oss', calendar: 'Bestill service' },
    info1: { heading: 'Besøksadresse', text: (city) => `Industriveien 12, ${city}\nMan–fre 9–18, lør 10–15` },
    info2: { heading: 'Kundeservice', text: 'Vi svarer innen én arbeidsdag.' },
    brandsHeading: 'Våre merker',
    columns: {
      buy: 'Kjøpe bil',
      buyText: 'Nye og brukte biler fra flere merker.',
      service: 'Service',
      company: 'Selskapet',
      allCars: 'Alle biler på lager',
      callUs: '55 12 34 00',
      mailUs: 'post@example.no',
    },
    highlighted: 'Bestill service',
  },
  fi: {
    alertTitle: 'Talvikampanja',
    alertText: 'Renkaanvaihto ja rengashotelli puoleen hintaan koko marraskuun.',
    bannerTitle: 'Uudet aukioloajat',
    bannerText: 'Joulukuun alusta huolto palvelee myös lauantaisin 10–14.',
    extraItem: { title: 'Varaa koeajo', text: 'Varaa koeajo' },
    iconLabels: { phone: 'Soita meille', pin: 'Löydä meidät', calendar: 'Varaa huolto' },
    info1: { heading: 'Käyntiosoite', text: (city) => `Teollisuustie 12, ${city}\nMa–pe 9–18, la 10–15` },
    info2: { heading: 'Asiakaspalvelu', text: 'Vastaamme yhden arkipäivän kuluessa.' },
    brandsHeading: 'Merkkimme',
    columns: {
      buy: 'Auton osto',
      buyText: 'Uudet ja käytetyt autot.',
      service: 'Huolto',
      company: 'Yritys',
      allCars: 'Kaikki autot',
      callUs: '010 123 4500',
      mailUs: 'info@example.fi',
    },
    highlighted: 'Varaa huolto',
  },
  sk: {
    alertTitle: 'Zimná akcia',
    alertText: 'Prezutie a uskladnenie pneumatík za polovičnú cenu celý november.',
    bannerTitle: 'Nové otváracie hodiny',
    bannerText: 'Od 1. decembra je servis otvorený aj v sobotu 10–14.',
    extraItem: { title: 'Testovacia jazda', text: 'Objednať testovaciu jazdu' },
    iconLabels: { phone: 'Zavolajte nám', pin: 'Kde nás nájdete', calendar: 'Objednať servis' },
    info1: { heading: 'Adresa', text: (city) => `Priemyselná 12, ${city}\nPo–pi 9–18, so 10–15` },
    info2: { heading: 'Zákaznícky servis', text: 'Odpovieme do jedného pracovného dňa.' },
    brandsHeading: 'Naše značky',
    columns: {
      buy: 'Kúpa auta',
      buyText: 'Nové a jazdené autá viacerých značiek.',
      service: 'Servis',
      company: 'Spoločnosť',
      allCars: 'Všetky autá',
      callUs: '02 123 456 00',
      mailUs: 'info@example.sk',
    },
    highlighted: 'Objednať servis',
  },
  en: {
    alertTitle: 'Winter offer',
    alertText: 'Tyre change and tyre storage at half price all November.',
    bannerTitle: 'New opening hours',
    bannerText: 'From 1 December our workshop is also open on Saturdays 10–14.',
    extraItem: { title: 'Book a test drive', text: 'Book a test drive' },
    iconLabels: { phone: 'Call us', pin: 'Find us', calendar: 'Book a service' },
    info1: { heading: 'Visit us', text: (city) => `12 Industrial Road, ${city}\nMon–Fri 9–18, Sat 10–15` },
    info2: { heading: 'Customer service', text: 'We answer within one working day.' },
    brandsHeading: 'Our brands',
    columns: {
      buy: 'Buying a car',
      buyText: 'New and used cars from many brands.',
      service: 'Service',
      company: 'The company',
      allCars: 'All cars in stock',
      callUs: '0161 496 0000',
      mailUs: 'hello@example.co.uk',
    },
    highlighted: 'Book a service',
  },
}

/** Brands each demo market's footer shows (drawn word marks, no trademarked logos). */
export const FOOTER_BRANDS = ['Volvo', 'Kia', 'Škoda', 'Toyota', 'Polestar', 'Ford']
