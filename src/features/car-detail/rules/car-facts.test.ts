import { describe, expect, it } from 'vitest'

import {
  DESCRIPTION_CLAMP_PX,
  EQUIPMENT_CLAMP_CAR_STORE_PX,
  EQUIPMENT_CLAMP_PX,
  equipmentClampPx,
  firstRegistrationText,
  overviewVisible,
  SAMPLE_EQUIPMENT_VISIBLE,
  sampleEquipmentExpandable,
  sampleEquipmentVisible,
  TECHNICAL_ROWS_VISIBLE,
  type TechnicalDataLabels,
  technicalDataRows,
  visibleTechnicalRows,
} from './car-facts'
import { sampleXc40, ukVan, usedVolvo, withChanges } from '@/integrations/search/testing/test-cars'

const labels: TechnicalDataLabels = {
  year: 'Årsmodell',
  mileage: 'Miltal',
  fuel: 'Drivmedel',
  gearbox: 'Växellåda',
  drive: 'Drivning',
  body: 'Kaross',
  colour: 'Färg',
  seats: 'Säten',
  doors: 'Dörrar',
  regno: 'Regnr',
  firstRegistration: 'I trafik',
  acceleration: '0–100 km/h',
  cargoVolume: 'Bagageutrymme',
  serviceWeight: 'Tjänstevikt',
  fuelTankCapacity: 'Tankvolym',
  height: 'Höjd',
  width: 'Bredd',
  length: 'Längd',
  power: 'Effekt',
  emissionMixed: 'CO₂ blandad körning',
  fuelCombined: 'Förbrukning blandad',
  electricRange: 'Räckvidd el',
  ncapStars: 'Euro NCAP',
  wltpElectricRange: 'Räckvidd el (WLTP)',
  wltpElectricConsumption: 'Elförbrukning (WLTP)',
  chargingSpeedDc: 'Laddeffekt DC',
  chargingSpeedAc: 'Laddeffekt AC',
  batterySize: 'Batteri',
}
const sv = { locale: 'sv' as const, languageTag: 'sv-SE', mileageUnit: 'mil' }
const en = { locale: 'en' as const, languageTag: 'en-GB', mileageUnit: 'miles' }

/** Intl uses no-break and narrow no-break spaces; compare with plain spaces. */
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ')

describe('firstRegistrationText', () => {
  it('shows DD/MM/YYYY in English and YYYY-MM-DD otherwise', () => {
    expect(firstRegistrationText('2021-03-15', 'en')).toBe('15/03/2021')
    expect(firstRegistrationText('2021-03-15', 'sv')).toBe('2021-03-15')
    expect(firstRegistrationText('2021-03-15', 'nb')).toBe('2021-03-15')
  })

  it('shows only the part before the first space', () => {
    expect(firstRegistrationText('2021-03-15 00:00:00', 'sv')).toBe('2021-03-15')
    expect(firstRegistrationText('2021-03-15 00:00:00', 'en')).toBe('15/03/2021')
    expect(firstRegistrationText('2021-03-15T00:00:00Z', 'en')).toBe('15/03/2021')
  })

  it('shows other date forms as they come, and nothing for no date', () => {
    expect(firstRegistrationText('15.03.2021 12:00', 'en')).toBe('15.03.2021')
    expect(firstRegistrationText('2021-13-40', 'en')).toBe('2021-13-40')
    expect(firstRegistrationText('  ', 'sv')).toBeNull()
    expect(firstRegistrationText(null, 'sv')).toBeNull()
    expect(firstRegistrationText(undefined, 'en')).toBeNull()
  })
})

describe('technicalDataRows', () => {
  it('lists the basic facts, then the spec texts, each with its label', () => {
    const rows = technicalDataRows(usedVolvo, labels, sv).map((row) => [row.label, plain(row.value)])
    expect(rows).toEqual([
      ['Årsmodell', '2021'],
      ['Miltal', '4 500 mil'],
      ['Drivmedel', 'Laddhybrid'],
      ['Växellåda', 'Automat'],
      ['Drivning', 'Fyrhjulsdrift'],
      ['Kaross', 'SUV'],
      ['Färg', 'Svart'],
      ['Säten', '5'],
      ['Dörrar', '5'],
      ['Regnr', 'ABC123'],
      ['I trafik', '2021-03-15'],
      ['0–100 km/h', '5,9 s'],
      ['Bagageutrymme', '468 l'],
      ['Tjänstevikt', '2 115 kg'],
      ['Tankvolym', '71'],
      ['Höjd', '1 658 mm'],
      ['Bredd', '1 902 mm'],
      ['Längd', '4 708 mm'],
      ['Effekt', '350 hk'],
      ['CO₂ blandad körning', '22 g/km'],
      ['Förbrukning blandad', '1,0 l/100 km'],
      ['Räckvidd el', '77 km'],
      ['Euro NCAP', '5 stjärnor'],
      ['Räckvidd el (WLTP)', '77 km'],
      ['Elförbrukning (WLTP)', '21,2 kWh/100 km'],
      ['Laddeffekt AC', '3,7 kW'],
      ['Batteri', '18,8 kWh'],
    ])
  })

  it('prefers the _text variant and falls back to the number in the page format', () => {
    const rows = technicalDataRows(withChanges(usedVolvo, { car_power_text: null, car_power: 1250.5 }), labels, sv)
    expect(plain(rows.find((row) => row.key === 'power')!.value)).toBe('1 250,5')
    expect(rows.find((row) => row.key === 'fuelTankCapacity')!.value).toBe('71')
  })

  it('leaves out facts and spec texts without a value (a sample has no mileage, plate or registration)', () => {
    const keys = technicalDataRows(sampleXc40, labels, sv).map((row) => row.key)
    expect(keys).toEqual(['year', 'fuel', 'gearbox', 'body'])
  })

  it('shows an English first registration as DD/MM/YYYY and the mileage in miles', () => {
    const rows = technicalDataRows(ukVan, labels, en)
    expect(rows.find((row) => row.key === 'firstRegistration')!.value).toBe('01/09/2022')
    expect(rows.find((row) => row.key === 'mileage')!.value).toBe('31,250 miles')
  })
})

describe('visibleTechnicalRows', () => {
  const rows = technicalDataRows(usedVolvo, labels, sv)

  it('shows 5 rows, then all once expanded', () => {
    expect(TECHNICAL_ROWS_VISIBLE).toBe(5)
    expect(visibleTechnicalRows(rows, false)).toEqual({ rows: rows.slice(0, 5), expandable: true })
    expect(visibleTechnicalRows(rows, true).rows).toHaveLength(rows.length)
  })

  it('needs no button for 5 rows or fewer', () => {
    expect(visibleTechnicalRows(rows.slice(0, 5), false)).toEqual({ rows: rows.slice(0, 5), expandable: false })
  })
})

describe('clamps', () => {
  it('clamps the description at 300 px and the equipment at 50 px (190 px on the car-store layout)', () => {
    expect(DESCRIPTION_CLAMP_PX).toBe(300)
    expect(EQUIPMENT_CLAMP_PX).toBe(50)
    expect(EQUIPMENT_CLAMP_CAR_STORE_PX).toBe(190)
    expect(equipmentClampPx(false)).toBe(50)
    expect(equipmentClampPx(true)).toBe(190)
  })

  it('shows 3 sample equipment items and a button only with more than 4', () => {
    expect(SAMPLE_EQUIPMENT_VISIBLE).toBe(3)
    expect([3, 4, 5, 12].map(sampleEquipmentExpandable)).toEqual([false, false, true, true])
    const five = sampleXc40.car_equipment ?? []
    expect(sampleEquipmentVisible(five, false)).toEqual(['Adaptiv farthållare', 'Backkamera', 'Harman Kardon'])
    expect(sampleEquipmentVisible(five, true)).toHaveLength(5)
    expect(sampleEquipmentVisible(five.slice(0, 4), false)).toHaveLength(4)
  })
})

describe('overviewVisible', () => {
  it('shows the overview for cars in stock, not for samples', () => {
    expect(overviewVisible(usedVolvo)).toBe(true)
    expect(overviewVisible(sampleXc40)).toBe(false)
  })
})
