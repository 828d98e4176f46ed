import type { DealerRecord, Department } from '@/integrations/search/dealer-record'
import { MAKES, type Make } from './car-catalogue'
import { DEALER_GROUPS, type DealerGroupSpec, type DealerSiteSpec } from './dealer-sites'
import { MARKETS, STOCK_INDEXES, type Language, type StockIndex } from './markets'
import { openingSchedule, standingVacation, type DepartmentGroup } from './opening-hours'
import { phoneNumber, randomPerson } from './people'
import { hashSeed, hashString, Rng } from './prng'
import { emailLocalPart, slugify } from './slug'
import type { Localized } from './vocabulary'

/**
 * Dealer sites for the 'sites' indexes (spec 03 §3 Site, Department, Department user), plus what
 * car generation needs to know about each: which makes it sells new, who sells cars there and
 * the ERP ids a car record points at.
 */

export type Seller = { name: string; email: string; phone: string }

export type SalesDepartment = { sellers: Seller[]; email: string; erpIdByMake: ReadonlyMap<Make, string>; defaultErpId: string }

export type DealerProfile = {
  stockIndex: StockIndex
  record: DealerRecord
  /** 'Nordbil', 'Kilometra': the brand its finance offers carry. */
  groupName: string
  /** Makes sold new here (none at a car store). */
  makes: readonly Make[]
  /** Relative amount of stock. */
  size: number
  companyErpId: string
  newCarSales: SalesDepartment | null
  /** Null at a service centre (DealerSiteSpec.serviceOnly), which sells no cars. */
  usedCarSales: SalesDepartment | null
}

/**
 * Department names as the dealers' own systems name them. The UK group calls its sales 'Car sales'
 * (spec 03 §2.9: an old contact page pre-filters the departments by "the service name Car sales").
 */
const DEPARTMENT_NAME: Record<DepartmentGroup, Localized> = {
  'New cars': { sv: 'Nybilsförsäljning', nb: 'Nybilsalg', en: 'Car sales', fi: 'Uudet autot', sk: 'Predaj nových vozidiel' },
  'Used cars': { sv: 'Begagnade bilar', nb: 'Bruktbil', en: 'Used car sales', fi: 'Vaihtoautot', sk: 'Predaj jazdených vozidiel' },
  Workshop: { sv: 'Verkstad', nb: 'Verksted', en: 'Service', fi: 'Huolto', sk: 'Servis' },
  Parts: { sv: 'Reservdelar', nb: 'Deler', en: 'Parts', fi: 'Varaosat', sk: 'Náhradné diely' },
  'Body work': { sv: 'Skadeverkstad', nb: 'Skadesenter', en: 'Bodyshop', fi: 'Korikorjaamo', sk: 'Karosáreň' },
}

const DEPARTMENT_MAILBOX: Record<DepartmentGroup, Localized> = {
  'New cars': { sv: 'nybil', nb: 'nybil', en: 'sales', fi: 'myynti', sk: 'predaj' },
  'Used cars': { sv: 'begagnat', nb: 'bruktbil', en: 'usedcars', fi: 'vaihtoautot', sk: 'jazdene' },
  Workshop: { sv: 'verkstad', nb: 'verksted', en: 'service', fi: 'huolto', sk: 'servis' },
  Parts: { sv: 'reservdelar', nb: 'deler', en: 'parts', fi: 'varaosat', sk: 'diely' },
  'Body work': { sv: 'skadeverkstad', nb: 'skade', en: 'bodyshop', fi: 'korjaamo', sk: 'karosaren' },
}

/** Lead names per group (spec 03 §2.1: New cars = car sales, Parts = spare parts, Workshop = service, Body work = damage repair). */
const DEPARTMENT_TYPE: Record<DepartmentGroup, string> = {
  'New cars': 'car sales',
  'Used cars': 'car sales',
  Workshop: 'service',
  Parts: 'spare parts',
  'Body work': 'damage repair',
}

const JOB_TITLES: Record<DepartmentGroup, Record<Language, { lead: string; staff: string[] }>> = {
  'New cars': {
    sv: { lead: 'Försäljningschef', staff: ['Bilsäljare', 'Bilsäljare', 'Företagssäljare', 'Leveranskoordinator'] },
    nb: { lead: 'Salgssjef', staff: ['Bilselger', 'Bilselger', 'Bedriftsselger'] },
    en: { lead: 'Sales Manager', staff: ['Sales Executive', 'Sales Executive', 'Business Sales Executive'] },
    fi: { lead: 'Myyntipäällikkö', staff: ['Automyyjä', 'Automyyjä', 'Yritysmyyjä'] },
    sk: { lead: 'Vedúci predaja', staff: ['Predajca vozidiel', 'Predajca vozidiel', 'Predajca pre firmy'] },
  },
  'Used cars': {
    sv: { lead: 'Begagnatchef', staff: ['Bilsäljare', 'Bilsäljare', 'Inköpare'] },
    nb: { lead: 'Bruktbilsjef', staff: ['Bruktbilselger', 'Bruktbilselger', 'Innkjøper'] },
    en: { lead: 'Used Car Manager', staff: ['Sales Executive', 'Sales Executive', 'Vehicle Buyer'] },
    fi: { lead: 'Vaihtoautopäällikkö', staff: ['Automyyjä', 'Automyyjä', 'Autojen ostaja'] },
    sk: { lead: 'Vedúci predaja jazdených vozidiel', staff: ['Predajca vozidiel', 'Predajca vozidiel', 'Výkupca vozidiel'] },
  },
  Workshop: {
    sv: { lead: 'Servicechef', staff: ['Servicetekniker', 'Kundmottagare'] },
    nb: { lead: 'Servicesjef', staff: ['Servicekonsulent', 'Servicekonsulent'] },
    en: { lead: 'Aftersales Manager', staff: ['Service Advisor', 'Service Advisor'] },
    fi: { lead: 'Huoltopäällikkö', staff: ['Huoltoneuvoja', 'Huoltoneuvoja'] },
    sk: { lead: 'Vedúci servisu', staff: ['Servisný poradca', 'Servisný poradca'] },
  },
  Parts: {
    sv: { lead: 'Reservdelschef', staff: ['Reservdelssäljare'] },
    nb: { lead: 'Delesjef', staff: ['Delerådgiver'] },
    en: { lead: 'Parts Manager', staff: ['Parts Advisor'] },
    fi: { lead: 'Varaosapäällikkö', staff: ['Varaosamyyjä'] },
    sk: { lead: 'Vedúci skladu dielov', staff: ['Predajca náhradných dielov'] },
  },
  'Body work': {
    sv: { lead: 'Skadechef', staff: ['Skadekalkylator', 'Skadetekniker'] },
    nb: { lead: 'Skadesjef', staff: ['Skadekonsulent', 'Skadetekniker'] },
    en: { lead: 'Bodyshop Manager', staff: ['Bodyshop Estimator', 'Panel Technician'] },
    fi: { lead: 'Korikorjaamon esimies', staff: ['Vahinkotarkastaja', 'Korikorjaaja'] },
    sk: { lead: 'Vedúci karosárne', staff: ['Likvidátor škôd', 'Karosár'] },
  },
}

const ALL_MAKES: Localized = { sv: 'Alla märken', nb: 'Alle merker', en: 'All makes', fi: 'Kaikki merkit', sk: 'Všetky značky' }

/** The makes a car store's site lists: it sells every make, these are the ones it stocks most. */
const CAR_STORE_BRANDS: readonly Make[] = ['Volvo', 'Volkswagen', 'Toyota', 'Kia', 'BMW', 'Mercedes-Benz', 'Audi', 'Škoda', 'Tesla', 'Ford']

const DEPARTMENT_NUMBER: Record<DepartmentGroup, number> = { 'New cars': 1, 'Used cars': 2, Workshop: 3, Parts: 4, 'Body work': 5 }

export function generateDealerProfiles(seed: number, referenceDate: Date, closuresFrom: Date = referenceDate): DealerProfile[] {
  const profiles: DealerProfile[] = []
  const countPerIndex = new Map<string, number>()
  for (const group of DEALER_GROUPS) {
    const stockIndex = STOCK_INDEXES.find((index) => index.sites === group.sitesIndex)
    if (!stockIndex) throw new Error(`dealer group ${group.groupName} names an unknown sites index ${group.sitesIndex}`)
    for (const site of group.sites) {
      const number = (countPerIndex.get(group.sitesIndex) ?? 0) + 1
      countPerIndex.set(group.sitesIndex, number)
      const rng = new Rng(hashSeed(seed, hashString(group.sitesIndex), number))
      profiles.push(dealerProfile(group, site, stockIndex, number, { referenceDate, closuresFrom }, rng))
    }
  }
  return profiles
}

function dealerProfile(
  group: DealerGroupSpec,
  site: DealerSiteSpec,
  stockIndex: StockIndex,
  number: number,
  { referenceDate, closuresFrom }: { referenceDate: Date; closuresFrom: Date },
  rng: Rng,
): DealerProfile {
  const market = MARKETS[group.market]
  const language = market.language
  const siteId = String((stockIndex.ordinal + 1) * 1000 + number)
  const officialName = `${group.groupName} ${site.name}`
  const mailbox = emailLocalPart(group.groupName.split(' ')[0] ?? group.groupName, ...site.name.split(' '))
  const email = (local: string) => `${local}@${market.emailDomain}`
  const sitePhone = phoneNumber(group.market, site.phoneArea, rng)
  const isCarStore = stockIndex.kind === 'carStore'

  const groups: DepartmentGroup[] = isCarStore
    ? ['Used cars', ...(rng.chance(0.75) ? (['Workshop'] as const) : []), ...(rng.chance(0.25) ? (['Body work'] as const) : [])]
    : site.serviceOnly
      ? ['Workshop', 'Parts']
      : ['New cars', 'Used cars', 'Workshop', 'Parts', ...(rng.chance(0.7) ? (['Body work'] as const) : [])]

  const sales = new Map<DepartmentGroup, SalesDepartment>()
  const departments: Department[] = groups.map((departmentGroup) => {
    const departmentEmail = email(`${DEPARTMENT_MAILBOX[departmentGroup][language]}.${mailbox}`)
    const erpPrefix = `${siteId}${DEPARTMENT_NUMBER[departmentGroup]}`
    const brands = isCarStore
      ? [{ brand_code: 'ALL', name: ALL_MAKES[language], erp_id: `${erpPrefix}00`, email: departmentEmail }]
      : site.makes.map((make, i) => ({
          brand_code: MAKES[make].code,
          name: make,
          erp_id: `${erpPrefix}${String(i + 1).padStart(2, '0')}`,
          email: email(`${DEPARTMENT_MAILBOX[departmentGroup][language]}.${emailLocalPart(make)}.${mailbox}`),
        }))
    const titles = JOB_TITLES[departmentGroup][language]
    const isSales = departmentGroup === 'New cars' || departmentGroup === 'Used cars'
    const userCount = isSales ? rng.int(3, 6) : rng.int(1, 3)
    const users = Array.from({ length: userCount }, (_, i) => {
      const person = randomPerson(group.market, rng)
      return {
        first_name: person.firstName,
        last_name: person.lastName,
        title: i === 0 ? titles.lead : rng.pick(titles.staff),
        phone: phoneNumber(group.market, site.phoneArea, rng, true),
        email: email(emailLocalPart(person.firstName, person.lastName)),
      }
    })
    if (isSales) {
      sales.set(departmentGroup, {
        sellers: users.map((user) => ({ name: `${user.first_name} ${user.last_name}`, email: user.email, phone: user.phone })),
        email: departmentEmail,
        erpIdByMake: new Map(site.makes.map((make, i) => [make, brands[i]?.erp_id ?? `${erpPrefix}00`])),
        defaultErpId: brands[0]?.erp_id ?? `${erpPrefix}00`,
      })
    }
    return {
      name: DEPARTMENT_NAME[departmentGroup][language],
      official_name: group.legalName,
      department_type: DEPARTMENT_TYPE[departmentGroup],
      phone: sitePhone,
      email: departmentEmail,
      group: departmentGroup,
      brands,
      users,
      openingschedule: openingSchedule(departmentGroup, group.market, language, referenceDate, rng),
    }
  })

  // The first site of each index has a department closed for a long while, so a facility page
  // shows a current vacation for a year after the day the demo was loaded (closuresFrom).
  const closedForLong = number === 1 ? (departments.find((d) => d.group === 'Parts') ?? departments.find((d) => d.group === 'Workshop')) : undefined
  if (closedForLong?.openingschedule) closedForLong.openingschedule.vacationdays = standingVacation(language, closuresFrom)

  const usedCarSales = sales.get('Used cars')
  if (!usedCarSales && !site.serviceOnly) throw new Error(`${officialName} has no used-car department`)

  const record: DealerRecord = {
    site_id: siteId,
    slug: slugify(officialName),
    site_official_name: officialName,
    site_city: site.city,
    site_street: site.street,
    site_zip: site.zip,
    site_phone: sitePhone,
    site_email: email(mailbox),
    site_geocoord: `${site.lat.toFixed(4)},${site.lng.toFixed(4)}`,
    website_city: site.city,
    country_code: group.market,
    site_region: site.region,
    website_sort_order: number,
    site_brands: isCarStore ? [...CAR_STORE_BRANDS] : [...site.makes],
    site_departments: departments,
  }
  return {
    stockIndex,
    record,
    groupName: group.groupName,
    // A service centre stocks nothing, and a dealer whose cars the demo leaves out gets none:
    // no makes to sell new, no share of the stock.
    makes: site.serviceOnly || site.noStock ? [] : site.makes,
    size: site.serviceOnly || site.noStock ? 0 : site.size,
    companyErpId: group.companyErpId,
    newCarSales: sales.get('New cars') ?? null,
    usedCarSales: usedCarSales ?? null,
  }
}
