import type { FuelKind, Language } from './markets'
import { itemAt, type Rng } from './prng'
import type { CarBody, Localized } from './vocabulary'

/**
 * Equipment lists (car_equipment, spec 02 §3): 10 to 40 items in the market's language, more on
 * higher trims and premium makes, only items that fit the car (no heat pump on a diesel, no
 * third seat row on a five-seater).
 */

export type EquipmentContext = {
  fuel: FuelKind
  body: CarBody
  premium: boolean
  /** 0 (base) to 2 (top trim). */
  level: number
  seats: number
  used: boolean
  /** Nordic markets: engine heaters and winter wheels are a selling point. */
  nordic: boolean
  dcKw: number | null
  wheelInches: number
}

type Item = {
  text: (context: EquipmentContext) => Localized
  level: 0 | 1 | 2
  fits?: (context: EquipmentContext) => boolean
  /** Too ordinary to mention in a description. */
  plain?: true
}

const fixed = (text: Localized) => () => text
const words = (sv: string, nb: string, en: string, fi: string, sk: string): Localized => ({ sv, nb, en, fi, sk })

const isPassengerCar = (c: EquipmentContext) => c.body !== 'van' && c.body !== 'pickup'
const isElectric = (c: EquipmentContext) => c.fuel === 'electric'
const pluggable = (c: EquipmentContext) => c.fuel === 'electric' || c.fuel === 'plugInHybrid'
const burnsFuel = (c: EquipmentContext) => c.fuel !== 'electric'

const ITEMS: readonly Item[] = [
  { plain: true, level: 0, text: fixed(words('Bluetooth', 'Bluetooth', 'Bluetooth', 'Bluetooth', 'Bluetooth')) },
  { plain: true, level: 0, text: fixed(words('Apple CarPlay', 'Apple CarPlay', 'Apple CarPlay', 'Apple CarPlay', 'Apple CarPlay')) },
  { plain: true, level: 0, text: fixed(words('Android Auto', 'Android Auto', 'Android Auto', 'Android Auto', 'Android Auto')) },
  { plain: true, level: 0, text: fixed(words('DAB+ radio', 'DAB+ radio', 'DAB+ radio', 'DAB+ radio', 'DAB+ rádio')) },
  {
    plain: true,
    level: 0,
    text: fixed(words('Klimatanläggning', 'Klimaanlegg', 'Air conditioning', 'Ilmastointi', 'Klimatizácia')),
    fits: (c) => c.level === 0 && !c.premium,
  },
  {
    level: 1,
    text: fixed(words('Klimatanläggning 2-zons', 'Klimaanlegg 2-soner', 'Dual-zone climate control', '2-vyöhykeilmastointi', 'Dvojzónová klimatizácia')),
    fits: (c) => c.level > 0 || c.premium,
  },
  { level: 0, text: fixed(words('Backkamera', 'Ryggekamera', 'Reversing camera', 'Peruutuskamera', 'Cúvacia kamera')) },
  { level: 2, text: fixed(words('360° kamera', '360° kamera', '360° camera', '360° kamera', '360° kamera')), fits: isPassengerCar },
  {
    level: 0,
    text: fixed(
      words(
        'Parkeringssensorer fram och bak',
        'Parkeringssensorer foran og bak',
        'Front and rear parking sensors',
        'Pysäköintitutkat edessä ja takana',
        'Parkovacie senzory vpredu a vzadu',
      ),
    ),
  },
  {
    level: 2,
    text: fixed(words('Parkeringsassistent', 'Parkeringsassistent', 'Park assist', 'Pysäköintiavustin', 'Parkovací asistent')),
    fits: isPassengerCar,
  },
  { level: 0, text: fixed(words('Navigationssystem', 'Navigasjonssystem', 'Satellite navigation', 'Navigointijärjestelmä', 'Navigačný systém')) },
  {
    level: 0,
    text: fixed(
      words('Digital instrumentpanel', 'Digitalt instrumentpanel', 'Digital instrument cluster', 'Digitaalinen mittaristo', 'Digitálny prístrojový panel'),
    ),
  },
  { level: 2, text: fixed(words('Head-up display', 'Head-up display', 'Head-up display', 'Tuulilasinäyttö', 'Head-up displej')), fits: isPassengerCar },
  {
    level: 1,
    text: fixed(
      words('Trådlös laddning för mobil', 'Trådløs lading for mobil', 'Wireless phone charging', 'Langaton puhelimen lataus', 'Bezdrôtové nabíjanie telefónu'),
    ),
  },
  {
    level: 1,
    text: fixed(words('Adaptiv farthållare', 'Adaptiv cruisekontroll', 'Adaptive cruise control', 'Mukautuva vakionopeudensäädin', 'Adaptívny tempomat')),
  },
  {
    level: 0,
    text: fixed(words('Filhållningsassistans', 'Filholdingsassistent', 'Lane keeping assist', 'Kaistavahti', 'Asistent udržiavania v jazdnom pruhu')),
  },
  {
    level: 1,
    text: fixed(words('Döda vinkeln-varnare', 'Dødvinkelvarsler', 'Blind spot monitoring', 'Kuolleen kulman varoitin', 'Monitorovanie mŕtveho uhla')),
  },
  {
    plain: true,
    level: 0,
    text: fixed(
      words(
        'Trafikskyltsinformation',
        'Trafikkskiltgjenkjenning',
        'Traffic sign recognition',
        'Liikennemerkkien tunnistus',
        'Rozpoznávanie dopravných značiek',
      ),
    ),
  },
  {
    level: 0,
    text: fixed(
      words(
        'Autobroms med fotgängardetektion',
        'Nødbrems med fotgjengergjenkjenning',
        'Autonomous emergency braking',
        'Automaattinen hätäjarrutus',
        'Núdzové brzdenie s detekciou chodcov',
      ),
    ),
  },
  { plain: true, level: 0, text: fixed(words('Trötthetsvarnare', 'Tretthetsvarsler', 'Driver attention alert', 'Väsymysvaroitin', 'Detekcia únavy vodiča')) },
  { level: 0, text: fixed(words('LED-strålkastare', 'LED-lykter', 'LED headlights', 'LED-ajovalot', 'LED svetlomety')) },
  {
    level: 2,
    text: fixed(words('Matrix LED-strålkastare', 'Matrix LED-lykter', 'Matrix LED headlights', 'Matrix LED -ajovalot', 'Matrix LED svetlomety')),
    fits: isPassengerCar,
  },
  { plain: true, level: 0, text: fixed(words('Regnsensor', 'Regnsensor', 'Rain-sensing wipers', 'Sadetunnistin', 'Dažďový senzor')) },
  {
    level: 1,
    text: fixed(
      words(
        'Automatiskt avbländande backspeglar',
        'Automatisk nedblendende speil',
        'Auto-dimming mirrors',
        'Automaattisesti himmenevät peilit',
        'Automaticky stmievateľné zrkadlá',
      ),
    ),
  },
  {
    level: 1,
    text: fixed(
      words('Elinfällbara backspeglar', 'Elektrisk innfellbare speil', 'Power-folding mirrors', 'Sähköisesti taittuvat peilit', 'Elektricky sklopné zrkadlá'),
    ),
  },
  {
    level: 1,
    text: fixed(
      words(
        'Nyckelfritt lås- och startsystem',
        'Nøkkelfri adgang og start',
        'Keyless entry and start',
        'Avaimeton lukitus ja käynnistys',
        'Bezkľúčové odomykanie a štartovanie',
      ),
    ),
  },
  { level: 0, text: fixed(words('Stolsvärme fram', 'Setevarme foran', 'Heated front seats', 'Etuistuinten lämmitys', 'Vyhrievané predné sedadlá')) },
  {
    level: 2,
    text: fixed(words('Stolsvärme bak', 'Setevarme bak', 'Heated rear seats', 'Takaistuinten lämmitys', 'Vyhrievané zadné sedadlá')),
    fits: (c) => isPassengerCar(c) && c.body !== 'convertible',
  },
  { level: 1, text: fixed(words('Rattvärme', 'Oppvarmet ratt', 'Heated steering wheel', 'Ohjauspyörän lämmitys', 'Vyhrievaný volant')) },
  {
    level: 1,
    text: fixed(words('Eluppvärmd vindruta', 'Oppvarmet frontrute', 'Heated windscreen', 'Lämmitettävä tuulilasi', 'Vyhrievané čelné sklo')),
    fits: (c) => c.nordic,
  },
  {
    level: 1,
    text: fixed(
      words(
        'Elektrisk förarstol med minne',
        'Elektrisk førersete med minne',
        "Electric driver's seat with memory",
        'Sähkösäätöinen muistillinen kuljettajan istuin',
        'Elektricky nastaviteľné sedadlo vodiča s pamäťou',
      ),
    ),
    fits: isPassengerCar,
  },
  {
    level: 2,
    text: fixed(words('Ventilerade framstolar', 'Ventilerte forseter', 'Ventilated front seats', 'Tuuletetut etuistuimet', 'Ventilované predné sedadlá')),
    fits: (c) => isPassengerCar(c) && c.premium,
  },
  { level: 2, text: fixed(words('Skinnklädsel', 'Skinnseter', 'Leather upholstery', 'Nahkaverhoilu', 'Kožené čalúnenie')), fits: isPassengerCar },
  {
    level: 1,
    text: fixed(words('Sportstolar', 'Sportsseter', 'Sports seats', 'Urheiluistuimet', 'Športové sedadlá')),
    fits: (c) => isPassengerCar(c) && c.level >= 1,
  },
  { level: 1, text: fixed(words('Ambient belysning', 'Ambientlys', 'Ambient lighting', 'Tunnelmavalaistus', 'Ambientné osvetlenie')), fits: isPassengerCar },
  {
    level: 2,
    text: fixed(words('Panoramaglastak', 'Panoramatak', 'Panoramic roof', 'Panoraamakatto', 'Panoramatická strecha')),
    fits: (c) => isPassengerCar(c) && c.body !== 'convertible',
  },
  {
    level: 2,
    text: fixed(words('Premium ljudsystem', 'Premium lydanlegg', 'Premium sound system', 'Premium-äänentoisto', 'Prémiový audiosystém')),
    fits: isPassengerCar,
  },
  {
    level: 2,
    text: fixed(words('Luftfjädring', 'Luftfjæring', 'Air suspension', 'Ilmajousitus', 'Vzduchové odpruženie')),
    fits: (c) => c.premium && (c.body === 'suv' || c.body === 'estate' || c.body === 'sedan'),
  },
  {
    level: 1,
    text: fixed(words('Tonade rutor bak', 'Mørke ruter bak', 'Privacy glass', 'Tummennetut takalasit', 'Tónované zadné sklá')),
    fits: (c) => c.body === 'suv' || c.body === 'estate' || c.body === 'hatchback',
  },
  {
    level: 1,
    text: fixed(words('Elmanövrerad baklucka', 'Elektrisk bakluke', 'Powered tailgate', 'Sähkötoiminen takaluukku', 'Elektricky ovládané veko kufra')),
    fits: (c) => c.body === 'suv' || c.body === 'estate',
  },
  { level: 0, text: fixed(words('Takrails', 'Takrails', 'Roof rails', 'Kattokiskot', 'Strešné lišty')), fits: (c) => c.body === 'suv' || c.body === 'estate' },
  {
    level: 0,
    text: fixed(
      words('Delbart baksäte 40/20/40', 'Delbart baksete 40/20/40', '40/20/40 split rear seats', '40/20/40 jaettu takaistuin', 'Delené zadné sedadlá 40/20/40'),
    ),
    fits: (c) => c.body === 'suv' || c.body === 'estate',
  },
  {
    level: 0,
    text: fixed(words('Dragkrok', 'Hengerfeste', 'Tow bar', 'Vetokoukku', 'Ťažné zariadenie')),
    fits: (c) => c.body !== 'convertible' && c.level < 2,
  },
  {
    level: 2,
    text: fixed(
      words(
        'Elektriskt infällbar dragkrok',
        'Elektrisk sammenleggbart hengerfeste',
        'Electrically folding tow bar',
        'Sähkötoiminen vetokoukku',
        'Elektricky sklopné ťažné zariadenie',
      ),
    ),
    fits: (c) => (c.body === 'suv' || c.body === 'estate') && c.level >= 2,
  },
  {
    level: 0,
    text: (c) =>
      words(
        `${c.wheelInches}" lättmetallfälgar`,
        `${c.wheelInches}" lettmetallfelger`,
        `${c.wheelInches}" alloy wheels`,
        `${c.wheelInches}" kevytmetallivanteet`,
        `${c.wheelInches}" disky z ľahkej zliatiny`,
      ),
    fits: isPassengerCar,
  },
  {
    plain: true,
    level: 0,
    text: fixed(words('Vinterhjul ingår', 'Vinterhjul medfølger', 'Winter tyres included', 'Talvirenkaat mukana', 'Zimné pneumatiky v cene')),
    fits: (c) => c.nordic && c.used,
  },
  {
    level: 0,
    text: fixed(words('Motorvärmare', 'Motorvarmer', 'Engine pre-heater', 'Moottorinlämmitin', 'Predhrev motora')),
    fits: (c) => c.nordic && burnsFuel(c) && c.fuel !== 'plugInHybrid',
  },
  {
    level: 1,
    text: fixed(words('Bränsledriven kupévärmare', 'Drivstoffvarmer', 'Fuel-fired cabin heater', 'Polttoainekäyttöinen lisälämmitin', 'Nezávislé kúrenie')),
    fits: (c) => c.nordic && (c.fuel === 'diesel' || c.fuel === 'petrol'),
  },
  {
    level: 0,
    text: fixed(
      words('Förvärmning via app', 'Forvarming via app', 'Remote pre-conditioning via app', 'Esilämmitys sovelluksella', 'Predklimatizácia cez aplikáciu'),
    ),
    fits: pluggable,
  },
  { level: 1, text: fixed(words('Värmepump', 'Varmepumpe', 'Heat pump', 'Lämpöpumppu', 'Tepelné čerpadlo')), fits: isElectric },
  {
    plain: true,
    level: 0,
    text: fixed(words('Laddkabel typ 2', 'Ladekabel type 2', 'Type 2 charging cable', 'Type 2 -latauskaapeli', 'Nabíjací kábel Typ 2')),
    fits: pluggable,
  },
  {
    level: 0,
    text: (c) =>
      words(
        `Snabbladdning DC ${c.dcKw} kW`,
        `Hurtiglading DC ${c.dcKw} kW`,
        `${c.dcKw} kW DC rapid charging`,
        `DC-pikalataus ${c.dcKw} kW`,
        `Rýchlonabíjanie DC ${c.dcKw} kW`,
      ),
    fits: (c) => c.dcKw !== null,
  },
  {
    level: 1,
    text: fixed(words('Uppkopplad bil med app', 'Tilkoblet bil med app', 'Connected car app', 'Etäkäyttö sovelluksella', 'Ovládanie auta cez aplikáciu')),
  },
  {
    level: 0,
    text: fixed(words('Tredje sätesraden', 'Tredje seterad', 'Third-row seats', 'Kolmas istuinrivi', 'Tretí rad sedadiel')),
    fits: (c) => c.seats >= 7,
  },
  {
    level: 0,
    text: fixed(words('Elmanövrerad sufflett', 'Elektrisk kalesje', 'Electric soft top', 'Sähkötoiminen kangaskatto', 'Elektricky ovládaná strecha')),
    fits: (c) => c.body === 'convertible',
  },
  { level: 1, text: fixed(words('Vindskydd', 'Vindavviser', 'Wind deflector', 'Tuulisuoja', 'Deflektor vetra')), fits: (c) => c.body === 'convertible' },
  {
    level: 0,
    text: fixed(words('Skiljevägg med fönster', 'Skillevegg med vindu', 'Full bulkhead with window', 'Väliseinä ikkunalla', 'Deliaca stena s oknom')),
    fits: (c) => c.body === 'van',
  },
  {
    level: 0,
    text: fixed(words('Skjutdörr höger', 'Skyvedør høyre', 'Nearside sliding door', 'Liukuovi oikealla', 'Posuvné dvere vpravo')),
    fits: (c) => c.body === 'van',
  },
  {
    level: 1,
    text: fixed(
      words('Skjutdörrar båda sidor', 'Skyvedører begge sider', 'Twin sliding doors', 'Liukuovet molemmin puolin', 'Posuvné dvere na oboch stranách'),
    ),
    fits: (c) => c.body === 'van',
  },
  {
    level: 0,
    text: fixed(
      words(
        'Skyddsgolv i lastutrymmet',
        'Beskyttelsesgulv i lasterom',
        'Plylined load area',
        'Vanerisisustus tavaratilassa',
        'Ochranná podlaha nákladového priestoru',
      ),
    ),
    fits: (c) => c.body === 'van',
  },
  {
    level: 0,
    text: fixed(words('Lastförankringsöglor', 'Surringsøyer', 'Load lashing points', 'Kiinnityslenkit', 'Upevňovacie oká')),
    fits: (c) => c.body === 'van' || c.body === 'pickup',
  },
  { level: 1, text: fixed(words('Flakkåpa', 'Lasteplanstrekk', 'Load bed cover', 'Lavakate', 'Kryt nákladnej plochy')), fits: (c) => c.body === 'pickup' },
  { plain: true, level: 0, text: fixed(words('Servicebok', 'Servicehefte', 'Full service history', 'Huoltokirja', 'Servisná knižka')), fits: (c) => c.used },
  { plain: true, level: 0, text: fixed(words('Två nycklar', 'To nøkler', 'Two keys', 'Kaksi avainta', 'Dva kľúče')), fits: (c) => c.used },
]

export type PickedEquipment = { items: string[]; /** A few notable items for the description. */ highlights: string[] }

type Candidates = { fitting: Item[]; /** Included at this trim level (the rest are options, taken now and then). */ standard: boolean[] }

/** Which items fit depends on a few facts only; cars share the filtered lists. */
const candidateCache = new Map<string, Candidates>()

function candidates(context: EquipmentContext): Candidates {
  const key = `${context.fuel}|${context.body}|${context.premium}|${context.level}|${context.seats}|${context.used}|${context.nordic}|${context.dcKw !== null}`
  let found = candidateCache.get(key)
  if (!found) {
    const fitting = ITEMS.filter((item) => !item.fits || item.fits(context))
    found = { fitting, standard: fitting.map((item) => item.level <= context.level + (context.premium ? 1 : 0)) }
    candidateCache.set(key, found)
  }
  return found
}

export function pickEquipment(context: EquipmentContext, language: Language, rng: Rng): PickedEquipment {
  const target = Math.min(40, Math.max(10, 14 + context.level * 8 + (context.premium ? 4 : 0) + rng.int(0, 8)))
  const { fitting, standard } = candidates(context)
  const chosen: Item[] = []
  const extras: Item[] = []
  // A car has what its trim level includes, and now and then an option from the level above.
  for (let i = 0; i < fitting.length; i++) {
    const item = itemAt(fitting, i)
    if (standard[i] || rng.chance(0.2)) chosen.push(item)
    else extras.push(item)
  }
  // Lists keep catalogue order, so they read the same way from car to car.
  const list =
    chosen.length > target
      ? rng.sample(chosen, target)
      : chosen.length < 10
        ? [...chosen, ...rng.sample(extras, 10 - chosen.length)].sort((a, b) => ITEMS.indexOf(a) - ITEMS.indexOf(b))
        : chosen
  const items: string[] = []
  const special: string[] = []
  const ordinary: string[] = []
  for (const item of list) {
    const text = item.text(context)[language]
    items.push(text)
    if (!item.plain) (item.level > 0 ? special : ordinary).push(text)
  }
  // Descriptions mention the better things first.
  return { items, highlights: rng.sample(special.length >= 3 ? special : [...special, ...ordinary], 3) }
}
