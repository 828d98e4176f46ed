import type { FuelKind, Language } from './markets'
import type { Rng } from './prng'
import type { CarCondition } from './vocabulary'

/**
 * car_description (spec 02 §3): a few sentences a salesperson would write, in the market's
 * language: what the car is, two or three selling points, and an invitation.
 */

export type DescriptionContext = {
  condition: CarCondition
  carStore: boolean
  title: string
  year: number
  mileageText: string
  siteName: string
  fuel: FuelKind
  rangeKm: number | null
  highlights: string[]
  trim: string | null
}

type Phrases = {
  intro: Record<CarCondition, (c: DescriptionContext) => string>
  electric: (range: number) => string
  pluginHybrid: (range: number) => string
  highlights: (items: string[]) => string
  used: string[]
  carStore: string[]
  new: string[]
  outro: (c: DescriptionContext) => string[]
}

const list = (items: string[], and: string) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`)
/** Lower-cases an item's first letter inside a sentence, but not a name ('Apple CarPlay', 'Bluetooth'). */
const KEEP_CAPITAL = /^(Apple|Android|Bluetooth|Matrix|Head-up|DAB|LED|Type)\b/
const lower = (text: string) => (!KEEP_CAPITAL.test(text) && /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text)

const PHRASES: Record<Language, Phrases> = {
  sv: {
    intro: {
      used: (c) => `Välvårdad ${c.title} från ${c.year} med ${c.mileageText} på mätaren.`,
      new: (c) => `Ny ${c.title} i lager för snabb leverans.`,
      demo: (c) => `Demobil i nyskick – ${c.title} från ${c.year}, endast ${c.mileageText} körda.`,
      sample: (c) => `Beställ din nya ${c.title} med utrustningspaketet ${c.trim ?? ''} och välj färg och tillval som passar dig.`,
    },
    electric: (r) => `Räckvidd upp till ${r} km enligt WLTP.`,
    pluginHybrid: (r) => `Kör upp till ${r} km på el enligt WLTP och tanka för längre resor.`,
    highlights: (items) => `Bilen är bland annat utrustad med ${list(items.map(lower), 'och')}.`,
    used: [
      'Servad enligt tillverkarens serviceprogram med fullständig servicehistorik.',
      'Bilen är genomgången i vår verkstad inför försäljning.',
      'Vi tar gärna din nuvarande bil i inbyte.',
      'Nybesiktigad och klar för leverans.',
    ],
    carStore: [
      'Alla våra bilar levereras med 12 månaders garanti och 14 dagars öppet köp.',
      'Vi har gått igenom bilen i 110 kontrollpunkter.',
      'Hemleverans i hela Sverige.',
    ],
    new: ['Nybilsgaranti och vägassistans ingår.', 'Fråga oss om billån, privatleasing eller företagsleasing.', 'Vi tar gärna din nuvarande bil i inbyte.'],
    outro: (c) => [`Välkommen till ${c.siteName} för en provkörning!`, `Hör av dig till oss på ${c.siteName} så berättar vi mer.`],
  },
  nb: {
    intro: {
      used: (c) => `Velholdt ${c.title} fra ${c.year} med ${c.mileageText} på telleren.`,
      new: (c) => `Ny ${c.title} på lager for rask levering.`,
      demo: (c) => `Demobil i nyskick – ${c.title} fra ${c.year}, kun ${c.mileageText} kjørt.`,
      sample: (c) => `Bestill din nye ${c.title} med utstyrspakken ${c.trim ?? ''} og velg farge og ekstrautstyr som passer deg.`,
    },
    electric: (r) => `Rekkevidde opptil ${r} km etter WLTP.`,
    pluginHybrid: (r) => `Kjør opptil ${r} km på strøm etter WLTP, og bruk bensinmotoren på langtur.`,
    highlights: (items) => `Bilen er blant annet utstyrt med ${list(items.map(lower), 'og')}.`,
    used: [
      'Fulgt service etter fabrikkens serviceprogram.',
      'Bilen er gjennomgått på vårt verksted før salg.',
      'Vi tar gjerne din nåværende bil i innbytte.',
      'Nylig EU-godkjent.',
    ],
    carStore: [
      'Alle våre biler leveres med 12 måneders garanti og 14 dagers angrerett.',
      'Bilen er kontrollert på 110 punkter.',
      'Levering hjem til deg i hele Norge.',
    ],
    new: ['Nybilgaranti og veihjelp er inkludert.', 'Spør oss om billån eller privatleasing.', 'Vi tar gjerne din nåværende bil i innbytte.'],
    outro: (c) => [`Velkommen til ${c.siteName} for en prøvetur!`, `Ta kontakt med oss på ${c.siteName} for mer informasjon.`],
  },
  en: {
    intro: {
      used: (c) => `A well-kept ${c.title} from ${c.year} with ${c.mileageText} on the clock.`,
      new: (c) => `A brand-new ${c.title} in stock and ready for quick delivery.`,
      demo: (c) => `Ex-demonstrator in as-new condition: ${c.title} from ${c.year} with only ${c.mileageText}.`,
      sample: (c) => `Order your new ${c.title} in ${c.trim ?? ''} specification and choose the colour and options that suit you.`,
    },
    electric: (r) => `Up to ${Math.round(r / 1.609344)} miles of range (WLTP).`,
    pluginHybrid: (r) => `Up to ${Math.round(r / 1.609344)} miles on electric power (WLTP), with a petrol engine for longer trips.`,
    highlights: (items) => `Highlights include ${list(items.map(lower), 'and')}.`,
    used: ['Full manufacturer service history.', 'Inspected by our own technicians before sale.', 'Part exchange welcome.', 'Supplied with a fresh MOT.'],
    carStore: ['Every car comes with a 12-month warranty and a 14-day money-back guarantee.', 'Checked on 110 points.', 'Home delivery available.'],
    new: ["Manufacturer's warranty and roadside assistance included.", 'Ask us about PCP and hire purchase.', 'Part exchange welcome.'],
    outro: (c) => [`Book a test drive at ${c.siteName} today.`, `Contact the team at ${c.siteName} for more details.`],
  },
  fi: {
    intro: {
      used: (c) => `Hyväkuntoinen ${c.title} vuodelta ${c.year}, ajettu ${c.mileageText}.`,
      new: (c) => `Uusi ${c.title} varastossa nopeaan toimitukseen.`,
      demo: (c) => `Esittelyauto uudenveroisessa kunnossa – ${c.title} vuodelta ${c.year}, ajettu vain ${c.mileageText}.`,
      sample: (c) => `Tilaa uusi ${c.title} ${c.trim ?? ''} -varustepaketilla ja valitse väri ja lisävarusteet.`,
    },
    electric: (r) => `Toimintamatka jopa ${r} km (WLTP).`,
    pluginHybrid: (r) => `Sähköllä jopa ${r} km (WLTP), pidemmille matkoille bensiinimoottori.`,
    highlights: (items) => `Varusteisiin kuuluvat muun muassa ${list(items.map(lower), 'ja')}.`,
    used: [
      'Merkkihuollettu, huoltokirja mukana.',
      'Tarkastettu omassa korjaamossamme ennen myyntiä.',
      'Vaihtoauto käy maksuksi.',
      'Katsastettu ja valmis luovutukseen.',
    ],
    carStore: [
      'Kaikilla autoillamme on 12 kuukauden takuu ja 14 päivän palautusoikeus.',
      'Auto on tarkastettu 110 kohdan listalla.',
      'Kotiinkuljetus koko Suomeen.',
    ],
    new: ['Uuden auton takuu ja tiepalvelu sisältyvät.', 'Kysy rahoitusvaihtoehdoista.', 'Vaihtoauto käy maksuksi.'],
    outro: (c) => [`Tervetuloa koeajolle: ${c.siteName}!`, `Ota yhteyttä: ${c.siteName}, kerromme lisää.`],
  },
  sk: {
    intro: {
      used: (c) => `Udržiavané vozidlo ${c.title} z roku ${c.year} s nájazdom ${c.mileageText}.`,
      new: (c) => `Nové vozidlo ${c.title} skladom na rýchle dodanie.`,
      demo: (c) => `Predvádzacie vozidlo v stave nového – ${c.title} z roku ${c.year}, najazdené iba ${c.mileageText}.`,
      sample: (c) => `Objednajte si nové vozidlo ${c.title} vo výbave ${c.trim ?? ''} a vyberte si farbu a doplnky podľa seba.`,
    },
    electric: (r) => `Dojazd až ${r} km podľa WLTP.`,
    pluginHybrid: (r) => `Na elektrinu až ${r} km podľa WLTP, na dlhšie cesty benzínový motor.`,
    highlights: (items) => `Výbava zahŕňa okrem iného ${list(items.map(lower), 'a')}.`,
    used: [
      'Pravidelný servis v autorizovanom servise, servisná knižka.',
      'Vozidlo prešlo kontrolou v našom servise.',
      'Vaše vozidlo radi vykúpime na protiúčet.',
      'Platná STK a EK.',
    ],
    carStore: ['Na všetky vozidlá poskytujeme záruku 12 mesiacov a 14 dní na vrátenie.', 'Vozidlo prešlo kontrolou v 110 bodoch.', 'Doručenie až k vám domov.'],
    new: ['Záruka výrobcu a asistenčné služby v cene.', 'Opýtajte sa nás na financovanie.', 'Vaše vozidlo radi vykúpime na protiúčet.'],
    outro: (c) => [`Príďte si auto vyskúšať do ${c.siteName}!`, `Kontaktujte nás v ${c.siteName} pre viac informácií.`],
  },
}

export function carDescription(context: DescriptionContext, language: Language, rng: Rng): string {
  const phrases = PHRASES[language]
  const sentences = [phrases.intro[context.condition](context)]
  if (context.rangeKm !== null && context.fuel === 'electric') sentences.push(phrases.electric(context.rangeKm))
  if (context.rangeKm !== null && context.fuel === 'plugInHybrid') sentences.push(phrases.pluginHybrid(context.rangeKm))
  if (context.highlights.length > 0) sentences.push(phrases.highlights(context.highlights))
  const pool = context.condition === 'used' ? (context.carStore ? phrases.carStore : phrases.used) : phrases.new
  sentences.push(...rng.sample(pool, rng.int(1, 2)))
  if (context.condition !== 'sample') sentences.push(rng.pick(phrases.outro(context)))
  return sentences.join(' ')
}
