import type { Payload } from 'payload'

import type { Locale } from '@/lib/locales'

import { sceneSvg, svgToWebp } from './artwork'
import type { DemoSite } from './demo-sites'
import { p, richText } from './lexical'

type Id = number

/** One demo story: address slug, publish date (fixed, so the demo is the same every time), author, tag keys, texts. */
type DemoStory = { slug: string; date: string; author: string; tags: string[]; title: string; preamble: string; body: [string, string, string] }
/** `tags`: key → name in the site's main language; `tagNames`: the names in its other languages (a missing one falls back to the main language). */
type DemoStories = { tags: Record<string, string>; tagNames?: Partial<Record<Locale, Record<string, string>>>; imageAlt: string; stories: DemoStory[] }

const at = (day: string) => `${day}T08:30:00.000Z`

/** Nordbil (Swedish): news of a Swedish car dealer group (issue 21 demo content). */
const NORDBIL: DemoStories = {
  tags: { elbil: 'Elbil', service: 'Service', kampanj: 'Kampanj', nyheter: 'Nya modeller', 'tips-rad': 'Tips & råd' },
  tagNames: { en: { elbil: 'Electric cars', service: 'Servicing', kampanj: 'Offers', nyheter: 'New models', 'tips-rad': 'Tips & advice' } },
  imageAlt: 'Illustration av en bil i ett landskap',
  stories: [
    {
      slug: 'vinterklar-bil-pa-30-minuter',
      date: at('2026-11-20'),
      author: 'Anna Lindqvist',
      tags: ['service', 'tips-rad'],
      title: 'Vinterklar bil på 30 minuter',
      preamble: 'Vår verkstad erbjuder en snabb vintercheck med däck, batteri, torkarblad och spolarvätska – medan du tar en kopp kaffe.',
      body: [
        'När temperaturen kryper under noll märks bilens svaga punkter först. Ett trött batteri eller slitna torkarblad kan göra morgonen onödigt krånglig.',
        'I vintercheckens fasta pris ingår mätning av mönsterdjup, batteritest, byte av torkarblad och påfyllning av spolarvätska med frostskydd.',
        'Boka en tid online eller kom förbi någon av våra anläggningar en vardagsmorgon – de flesta kontroller klarar vi utan att du behöver lämna bilen över dagen.',
      ],
    },
    {
      slug: 'nya-volvo-ex30-cross-country-i-lager',
      date: at('2026-11-12'),
      author: 'Johan Berg',
      tags: ['elbil', 'nyheter'],
      title: 'Volvo EX30 Cross Country finns nu i lager',
      preamble: 'Den kompakta elbilen med högre markfrigång och fyrhjulsdrift har landat hos oss. Boka en provkörning redan i dag.',
      body: [
        'EX30 Cross Country bygger på stadsbilen EX30 men har högre markfrigång, kraftigare skärmbågar och fyrhjulsdrift som standard.',
        'Räckvidden är upp till 427 kilometer enligt WLTP och bilen snabbladdas från 10 till 80 procent på drygt en halvtimme.',
        'Vi har flera färger i lager för omgående leverans. Kontakta våra säljare för en offert med privatleasing eller billån.',
      ],
    },
    {
      slug: 'privatleasing-fran-3-995-kronor',
      date: at('2026-11-03'),
      author: 'Sara Nyström',
      tags: ['kampanj'],
      title: 'Privatleasing från 3 995 kronor i månaden',
      preamble: 'Under november erbjuder vi privatleasing med service och vinterhjul inkluderat på utvalda modeller i lager.',
      body: [
        'Kampanjen gäller ett urval bilar i lager och avtal på 36 månader med 1 500 mil per år.',
        'I månadskostnaden ingår service enligt serviceprogrammet, vinterhjul och vägassistans under hela avtalstiden.',
        'Erbjudandet gäller så långt lagret räcker. Fråga våra säljare om vilka bilar som ingår.',
      ],
    },
    {
      slug: 'sa-laddar-du-elbilen-hemma',
      date: at('2026-10-22'),
      author: 'Anna Lindqvist',
      tags: ['elbil', 'tips-rad'],
      title: 'Så laddar du elbilen hemma – säkert och billigt',
      preamble: 'En laddbox är det säkraste sättet att ladda hemma. Vi reder ut vad som gäller för installation, effekt och skattereduktion.',
      body: [
        'Ett vanligt vägguttag klarar att ladda en elbil, men det är långsamt och inte byggt för hög belastning timme efter timme.',
        'En laddbox på 11 kW fyller de flesta bilar över natten. Installationen ska göras av en behörig elektriker och du kan få skattereduktion för grön teknik.',
        'Våra säljare hjälper dig att hitta en laddlösning som passar din bil och din elcentral.',
      ],
    },
    {
      slug: 'ny-verkstad-i-goteborg',
      date: at('2026-10-08'),
      author: 'Mikael Holm',
      tags: ['service'],
      title: 'Vi öppnar ny verkstad på Hisingen',
      preamble: 'Med tolv nya serviceplatser och en egen däckhall kortar vi väntetiderna för service och reparationer i Göteborg.',
      body: [
        'Den nya verkstaden ligger ett stenkast från vår bilhall och har öppet från klockan sju på vardagar.',
        'Här servar vi alla märken vi säljer och har utbildade tekniker för både elbilar och laddhybrider.',
        'Under öppningsveckan bjuder vi på kaffe och ger tio procent rabatt på tillbehör.',
      ],
    },
    {
      slug: 'dags-for-vinterdack',
      date: at('2026-09-29'),
      author: 'Johan Berg',
      tags: ['tips-rad', 'service'],
      title: 'Dags att boka byte till vinterdäck',
      preamble: 'Vinterdäckslagen gäller från den 1 december men kylan kommer ofta tidigare. Boka däckbytet i god tid.',
      body: [
        'Mönsterdjupet på vinterdäck ska vara minst 3 millimeter, men vi rekommenderar att byta redan vid 5 millimeter.',
        'Har du dina hjul i vårt däckhotell tvättar och kontrollerar vi dem innan de monteras.',
        'Boka tid online – de populäraste tiderna i oktober och november går fort.',
      ],
    },
    {
      slug: 'laddhybrid-eller-elbil',
      date: at('2026-09-15'),
      author: 'Sara Nyström',
      tags: ['elbil', 'tips-rad'],
      title: 'Laddhybrid eller elbil – vilken passar dig?',
      preamble: 'Kör du mest korta sträckor eller ofta långt? Vi jämför kostnad, räckvidd och vardagsnytta.',
      body: [
        'En laddhybrid klarar de flesta vardagsresor på el och har bensinmotorn som reserv på långa resor.',
        'En elbil har lägre driftkostnad och mindre underhåll, och laddnätet längs de stora vägarna växer varje år.',
        'Provkör båda hos oss så räknar vi på vad valet innebär för just din körning.',
      ],
    },
    {
      slug: 'hostens-begagnatkampanj',
      date: at('2026-09-02'),
      author: 'Mikael Holm',
      tags: ['kampanj'],
      title: 'Höstens begagnatkampanj: fri service i ett år',
      preamble: 'Köp en kontrollerad begagnad bil under september så ingår service i ett år.',
      body: [
        'Alla våra begagnade bilar genomgår en kontroll i över hundra punkter innan de säljs.',
        'Under kampanjen ingår en ordinarie service under det första året, oavsett märke.',
        'Se hela lagret på webben och boka en provkörning vid den anläggning som har bilen.',
      ],
    },
    {
      slug: 'nya-xc60-2027',
      date: at('2026-08-19'),
      author: 'Johan Berg',
      tags: ['nyheter'],
      title: 'Uppdaterade XC60 visas i våra bilhallar',
      preamble: 'Ny front, större skärm och ett tystare interiör – årsmodell 2027 av XC60 finns nu att se och provköra.',
      body: [
        'XC60 har fått en uppdaterad front och nya fälgar, och infotainmentskärmen har vuxit till 11,2 tum.',
        'Laddhybriden har en elektrisk räckvidd på upp till 80 kilometer enligt WLTP.',
        'Välkommen att provköra i någon av våra bilhallar eller boka en tid online.',
      ],
    },
    {
      slug: 'sommaroppettider-2026',
      date: at('2026-06-24'),
      author: 'Anna Lindqvist',
      tags: ['service'],
      title: 'Öppettider i sommar',
      preamble: 'Under juli har verkstäderna öppet som vanligt medan bilhallarna har kortare öppettider på lördagar.',
      body: [
        'Verkstäderna har öppet vardagar 07–17 hela sommaren, så du kan få bilen servad inför semesterresan.',
        'Bilhallarna har öppet vardagar 10–18 och lördagar 10–14 under veckorna 28–31.',
        'Vägassistansen nås dygnet runt på numret som står i din servicebok.',
      ],
    },
    {
      slug: 'elbilens-forsta-ar',
      date: at('2026-05-11'),
      author: 'Sara Nyström',
      tags: ['elbil'],
      title: 'Elbilens första år – fem kunder berättar',
      preamble: 'Hur blev det med räckvidden i vintras, laddningen på semestern och kostnaden i vardagen? Fem kunder delar med sig.',
      body: [
        'Alla fem laddar främst hemma och ser snabbladdning som något för långresor.',
        'Räckvidden sjönk märkbart i kylan men ingen har fått stå still – förvärmning med kabeln i gjorde stor skillnad.',
        'Den största överraskningen? Hur lite bilen behövt på verkstaden under det första året.',
      ],
    },
    {
      slug: 'varkampanj-sommardack',
      date: at('2026-03-30'),
      author: 'Mikael Holm',
      tags: ['kampanj', 'service'],
      title: 'Vårkampanj: 20 procent på sommardäck',
      preamble: 'Köp fyra sommardäck med montering före den 30 april så får du 20 procent rabatt.',
      body: [
        'Erbjudandet gäller däck från våra premiummärken i alla dimensioner vi har i lager.',
        'Montering, balansering och miljöavgift ingår i priset.',
        'Förvarar du hjulen i vårt däckhotell kontrollerar vi dem samtidigt.',
      ],
    },
    {
      slug: 'ny-webbplats',
      date: at('2026-02-16'),
      author: 'Anna Lindqvist',
      tags: ['nyheter'],
      title: 'Välkommen till vår nya webbplats',
      preamble: 'Sök bland alla bilar i lager, boka service och läs nyheter – nu på ett och samma ställe.',
      body: [
        'Den nya webbplatsen visar alla bilar i lager hos samtliga anläggningar, med filter för märke, modell och bränsle.',
        'Du kan boka service och däckbyte direkt, och följa vad som händer hos oss här under Nyheter.',
        'Saknar du något? Hör av dig till oss så förbättrar vi den löpande.',
      ],
    },
  ],
}

/** Thames Motors (English): news of a British car dealer (issue 21 demo content). */
const THAMES: DemoStories = {
  tags: { electric: 'Electric', servicing: 'Servicing', offers: 'Offers', 'new-models': 'New models', advice: 'Advice' },
  imageAlt: 'Illustration of a car in a landscape',
  stories: [
    {
      slug: 'winter-health-check',
      date: at('2026-11-18'),
      author: 'Emma Clarke',
      tags: ['servicing', 'advice'],
      title: 'Free winter health check this month',
      preamble: 'Our technicians will check your tyres, battery, lights and wipers free of charge throughout November.',
      body: [
        'Cold mornings are hard on batteries and tyres. A quick check now can save you a breakdown later.',
        'The free check takes about 30 minutes and you will receive a written report with anything that needs attention.',
        'Book online or call your nearest branch. Waiting areas with Wi-Fi and coffee are available at every site.',
      ],
    },
    {
      slug: 'new-ex90-arrives',
      date: at('2026-11-06'),
      author: 'Oliver Hughes',
      tags: ['electric', 'new-models'],
      title: 'The seven-seat electric EX90 arrives in our showrooms',
      preamble: 'Book a test drive of the new flagship SUV with up to 374 miles of range.',
      body: [
        'The EX90 combines seven full-size seats with a fully electric drivetrain and advanced safety sensors.',
        'Rapid charging takes the battery from 10 to 80 per cent in about half an hour on a 250 kW charger.',
        'Demonstrators are available at our London and Reading branches from this week.',
      ],
    },
    {
      slug: 'zero-percent-finance',
      date: at('2026-10-27'),
      author: 'Priya Shah',
      tags: ['offers'],
      title: '0% APR finance on selected models',
      preamble: 'Spread the cost of a new car over three years with 0% APR representative on selected stock models.',
      body: [
        'The offer applies to selected new cars ordered before 31 December and registered by 31 March.',
        'A minimum deposit of 20 per cent applies. Finance is subject to status; terms and conditions apply.',
        'Ask our sales team for a personalised quote or build your own in our finance calculator.',
      ],
    },
    {
      slug: 'charging-at-home',
      date: at('2026-10-14'),
      author: 'Emma Clarke',
      tags: ['electric', 'advice'],
      title: 'A practical guide to charging at home',
      preamble: 'What you need to know about wallboxes, smart tariffs and installation before you switch to electric.',
      body: [
        'A 7 kW wallbox will fully charge most electric cars overnight, which is where most charging happens.',
        'Smart tariffs with cheaper night-time electricity can reduce running costs to a few pence per mile.',
        'Our partner installers can survey your home and fit a charger within a couple of weeks of ordering.',
      ],
    },
    {
      slug: 'reading-service-centre',
      date: at('2026-09-30'),
      author: 'James Turner',
      tags: ['servicing'],
      title: 'Our new service centre in Reading is open',
      preamble: 'Fourteen service bays, an MOT lane and a dedicated electric vehicle workshop.',
      body: [
        'The new centre opens at 7.30 every weekday, with Saturday morning appointments for servicing and MOTs.',
        'Our technicians are trained for high-voltage systems on both electric and plug-in hybrid cars.',
        'Courtesy cars are available on request when you book.',
      ],
    },
    {
      slug: 'plug-in-hybrid-or-electric',
      date: at('2026-09-16'),
      author: 'Priya Shah',
      tags: ['electric', 'advice'],
      title: 'Plug-in hybrid or fully electric?',
      preamble: 'We compare running costs, range and everyday practicality to help you choose.',
      body: [
        'A plug-in hybrid covers most daily journeys on electricity and keeps a petrol engine for long trips.',
        'A fully electric car costs less to run and maintain, and the rapid charging network keeps growing.',
        'Test drive both back to back at any of our branches and we will help you work out the costs.',
      ],
    },
    {
      slug: 'approved-used-autumn-event',
      date: at('2026-09-03'),
      author: 'James Turner',
      tags: ['offers'],
      title: 'Approved used autumn event: a year of free servicing',
      preamble: 'Buy an approved used car in September and your first year of servicing is on us.',
      body: [
        'Every approved used car passes a multi-point inspection and comes with a 12-month warranty.',
        'During the event, your first scheduled service is included whichever model you choose.',
        'Browse the full stock online and reserve a car with a fully refundable deposit.',
      ],
    },
    {
      slug: 'xc60-model-year-2027',
      date: at('2026-08-20'),
      author: 'Oliver Hughes',
      tags: ['new-models'],
      title: 'The updated XC60 is here',
      preamble: 'A fresh look, a larger screen and a quieter cabin for the model year 2027 XC60.',
      body: [
        'The updated XC60 gets a redesigned front, new wheel designs and an 11.2-inch centre display.',
        'The plug-in hybrid offers up to 50 miles of electric range on the WLTP cycle.',
        'Visit any of our showrooms to see it, or book a test drive online.',
      ],
    },
    {
      slug: 'summer-opening-hours',
      date: at('2026-07-01'),
      author: 'Emma Clarke',
      tags: ['servicing'],
      title: 'Summer opening hours',
      preamble: 'Our workshops stay open as usual over the summer, while showrooms close earlier on Saturdays in August.',
      body: [
        'Workshops are open 7.30 to 18.00 on weekdays throughout the summer holidays.',
        'Showrooms are open 9.00 to 18.00 on weekdays and 9.00 to 13.00 on Saturdays in August.',
        'Roadside assistance is available around the clock on the number in your service book.',
      ],
    },
    {
      slug: 'first-year-electric',
      date: at('2026-05-12'),
      author: 'Priya Shah',
      tags: ['electric'],
      title: 'A year with an electric car: five owners share their experience',
      preamble: 'Range in winter, charging on holiday and the cost of everyday driving – five customers tell us how it went.',
      body: [
        'All five charge mostly at home and use rapid chargers only on long journeys.',
        'Range dropped noticeably in the cold, but pre-heating while plugged in made a clear difference.',
        'The biggest surprise? How little the car needed the workshop during its first year.',
      ],
    },
    {
      slug: 'spring-tyre-offer',
      date: at('2026-03-25'),
      author: 'James Turner',
      tags: ['offers', 'servicing'],
      title: 'Spring offer: 20% off premium tyres',
      preamble: 'Buy four premium tyres with fitting before 30 April and save 20 per cent.',
      body: [
        'The offer covers premium brands in every size we stock.',
        'Fitting, balancing and disposal of your old tyres are included in the price.',
        'Book online and we will check your alignment at the same time.',
      ],
    },
    {
      slug: 'welcome-to-our-new-website',
      date: at('2026-02-10'),
      author: 'Emma Clarke',
      tags: ['new-models', 'advice'],
      title: 'Welcome to our new website',
      preamble: 'Search every car in stock, book a service and read our news – all in one place.',
      body: [
        'The new website lists every car at every branch, with filters for make, model and fuel type.',
        'You can book servicing directly and follow what is happening at Thames Motors right here.',
        'Missing something? Let us know and we will keep improving it.',
      ],
    },
  ],
}

/** The demo sites that have stories, by key (demo data, not product code). */
const DEMO_STORIES: Partial<Record<string, DemoStories>> = { nordbil: NORDBIL, thames: THAMES }

export const hasDemoStories = (site: DemoSite) => DEMO_STORIES[site.key] !== undefined

/** The stories list block on the site's stories index page (layout two columns, dates shown, the latest story highlighted). */
export const demoStoriesListBlock = () => ({ blockType: 'storiesList', showDates: true, layout: 'default', highlightLatestStory: true })

/**
 * The site's tags and stories (issue 21: at least 12 stories with tags on Nordbil and Thames), each
 * with one of six drawn pictures in the site's colours. Deterministic: fixed dates and texts.
 */
export async function seedDemoStories(payload: Payload, site: DemoSite, siteId: Id, log: (message: string) => void = () => {}) {
  const demo = DEMO_STORIES[site.key]
  if (!demo) return
  log(`Seeding ${demo.stories.length} stories of ${site.name}`)
  const tagIds: Record<string, Id> = {}
  for (const [key, value] of Object.entries(demo.tags)) {
    tagIds[key] = (await payload.create({ collection: 'tags', depth: 0, locale: site.defaultLocale, data: { key, value, site: siteId } })).id
    // The tag's name in the site's other languages (the key, and so the list's address, stays the same).
    for (const locale of site.extraLocales) {
      const name = demo.tagNames?.[locale]?.[key]
      if (name) await payload.update({ collection: 'tags', depth: 0, id: tagIds[key], locale, data: { value: name } })
    }
  }
  const pictures: Id[] = []
  for (let variant = 0; variant < 6; variant++) {
    const data = await svgToWebp(sceneSvg(site.art.accent, site.art.sky, site.art.ground, variant + 3))
    const doc = await payload.create({
      collection: 'media',
      depth: 0,
      data: { alt: demo.imageAlt, site: siteId },
      file: { data, mimetype: 'image/webp', name: `${site.key}-story-${variant}.webp`, size: data.length },
      locale: site.defaultLocale,
    })
    pictures.push(doc.id)
  }
  for (const [i, story] of demo.stories.entries()) {
    await payload.create({
      collection: 'stories',
      depth: 0,
      locale: site.defaultLocale,
      draft: false,
      data: {
        title: story.title,
        slug: story.slug,
        date: story.date,
        author: story.author,
        preamble: story.preamble,
        image: pictures[i % pictures.length],
        tags: story.tags.map((t) => tagIds[t]!),
        body: richText(p(story.body[0]), p(story.body[1]), p(story.body[2])),
        site: siteId,
        _status: 'published',
      } as never,
    })
  }
}
