import { saveTireHotelData, type TireHotelWorkshop } from '@/integrations/tire-hotel/built-in-tire-hotel'
import type { Tire, TireHotelAgreement } from '@/integrations/tire-hotel/tire-hotel-contract'
import type { SqlDatabase } from '@/lib/sql-database'
import { swedishHolidays } from '@/lib/holidays'

/**
 * The demo's tyre-hotel agreements (issue 20), for Nordbil's "Däckhotell" page:
 * - ABC123: worn tyres (two at 2.5 mm, status 1: the replacement warning) at the Göteborg workshop;
 * - GOD456: good tyres at the same workshop;
 * - FUL789: a workshop with no free dates (the spec's "no times" message);
 * - any other plate, e.g. XYZ999: no agreement (the spec's 404 text and its link).
 * The code goes to the phone number here; without an SMS gateway it is written to
 * `<data dir>/sms-outbox/`.
 */
export const DEMO_TIRE_PLATES = { worn: 'ABC123', good: 'GOD456', fullWorkshop: 'FUL789', none: 'XYZ999' } as const

const tyre = (equipmentPosition: string, depth: number): Tire => ({
  equipmentPosition,
  wheel: {
    name: 'Nokian Hakkapeliitta R5',
    rimDiameter: 17,
    sectionWidth: 225,
    aspectRatio: 55,
    threadPattern: 'Vinter, dubbfritt',
    threadDepth: depth,
    threadStatusId: depth < 3 ? 1 : depth < 5 ? 2 : 0,
    threadStatusMessage: depth < 3 ? 'Bör bytas' : depth < 5 ? 'Slitna, byt snart' : 'Bra',
  },
})

const goteborg = {
  erpId: 'NB-GBG-01',
  locationName: 'Nordbil Göteborg',
  departmentName: 'Däckverkstad',
  phone: '031-123 45 00',
  email: 'dack.goteborg@nordbil.example',
}

const molndal = {
  erpId: 'NB-MLN-02',
  locationName: 'Nordbil Mölndal',
  departmentName: 'Däckverkstad',
  phone: '031-765 43 00',
  email: 'dack.molndal@nordbil.example',
}

export const DEMO_TIRE_AGREEMENTS: TireHotelAgreement[] = [
  {
    regNo: DEMO_TIRE_PLATES.worn,
    phone: '+46701234567',
    vehicle: {
      regNo: DEMO_TIRE_PLATES.worn,
      name: 'Volvo XC60 B4 AWD',
      brandCode: 'V',
      brand: 'Volvo',
      model: 'XC60',
      productId: 'TH-STD',
      packageLevel: 'Däckhotell Standard',
      packageInfoUrl: '/service',
      location: goteborg,
      tires: [tyre('Vänster fram', 2.5), tyre('Höger fram', 2.5), tyre('Vänster bak', 4.2), tyre('Höger bak', 6.1)],
    },
  },
  {
    regNo: DEMO_TIRE_PLATES.good,
    phone: '+46709876543',
    vehicle: {
      regNo: DEMO_TIRE_PLATES.good,
      name: 'Volkswagen ID.4 Pro',
      brandCode: 'VW',
      brand: 'Volkswagen',
      model: 'ID.4',
      productId: 'TH-PLUS',
      packageLevel: 'Däckhotell Plus',
      location: goteborg,
      tires: [tyre('Vänster fram', 7.5), tyre('Höger fram', 7.4), tyre('Vänster bak', 7.8), tyre('Höger bak', 7.9)],
    },
  },
  {
    regNo: DEMO_TIRE_PLATES.fullWorkshop,
    phone: '+46705550123',
    vehicle: {
      regNo: DEMO_TIRE_PLATES.fullWorkshop,
      name: 'Kia Niro EV',
      brandCode: 'KI',
      brand: 'Kia',
      model: 'Niro',
      productId: 'TH-STD',
      packageLevel: 'Däckhotell Standard',
      location: molndal,
      tires: [tyre('Vänster fram', 6.0), tyre('Höger fram', 6.0), tyre('Vänster bak', 6.5), tyre('Höger bak', 6.5)],
    },
  },
]

const weekdays = { open: '07:00', close: '16:00' }

/** How many years of holidays the demo workshops' closed days hold, from the year the demo is loaded. */
const DEMO_CLOSED_DAY_YEARS = 10

/**
 * The demo workshops close on Swedish public holidays and on midsommar-, jul- and nyårsafton
 * (lib/holidays), for ten years from the year the demo content is loaded: the data holds
 * the days, as a tyre-hotel system's workshop calendar would.
 */
function demoClosedDays(fromYear = new Date().getUTCFullYear()): string[] {
  return Array.from({ length: DEMO_CLOSED_DAY_YEARS }, (_, i) => swedishHolidays(fromYear + i).map((h) => h.date)).flat()
}
const closedDays = demoClosedDays()

export const DEMO_TIRE_WORKSHOPS: TireHotelWorkshop[] = [
  {
    erpId: goteborg.erpId,
    name: goteborg.locationName,
    address: 'Importgatan 12, 422 46 Hisings Backa',
    phone: goteborg.phone,
    email: goteborg.email,
    // Saturdays take cars for the day without a time (booking without a time).
    openingHours: [weekdays, weekdays, weekdays, weekdays, weekdays, { open: '09:00', close: '13:00' }, null],
    slotMinutes: 60,
    capacityPerSlot: 2,
    dropOffWeekdays: [5],
    dropOffCapacity: 6,
    closedDays,
  },
  {
    erpId: molndal.erpId,
    name: molndal.locationName,
    address: 'Argongatan 4, 431 53 Mölndal',
    phone: molndal.phone,
    email: molndal.email,
    openingHours: [weekdays, weekdays, weekdays, weekdays, weekdays, null, null],
    slotMinutes: 60,
    capacityPerSlot: 0, // fully booked: no free dates
    closedDays,
  },
]

/** Loads the demo agreements and workshops when none are there yet. */
export async function loadDemoTireHotel(db: SqlDatabase): Promise<boolean> {
  const rows = await db.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM tire_hotel_agreements')
  if (Number(rows[0]?.n ?? 0) > 0) return false
  await saveTireHotelData(db, { agreements: DEMO_TIRE_AGREEMENTS, workshops: DEMO_TIRE_WORKSHOPS })
  return true
}
