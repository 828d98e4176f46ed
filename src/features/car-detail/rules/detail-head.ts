import { type CarCardContext, carMileageText, carPriceDisplay, type CarSummary } from '@/features/car-card'
import { carDetailHref } from '@/features/routing'
import type { CarRecord } from '@/integrations/search/car-record'

/**
 * The detail page's <head>: title, meta description and canonical URL (spec 02 'Car detail page';
 * the path is {car-detail path}/{car_id}/{slug}).
 */

/** Search engines cut meta descriptions at about 160 characters. */
export const DESCRIPTION_MAX_LENGTH = 160

const collapse = (text: string): string => text.replace(/\s+/gu, ' ').trim()

/**
 * The car's name as title: brand, model, version and year ('Volvo XC60 T6 Recharge Inscription
 * 2021'). A version that repeats the model ('XC60 T6') does not say it twice.
 */
export function carDetailTitle(car: Pick<CarRecord, 'car_brand' | 'car_model' | 'car_version' | 'car_year'>): string {
  const model = collapse(car.car_model)
  let version = collapse(car.car_version ?? '')
  if (model !== '' && version.toLowerCase().startsWith(`${model.toLowerCase()} `)) version = version.slice(model.length + 1)
  return collapse([car.car_brand, model, version, String(car.car_year)].join(' '))
}

/** The texts the description needs, in the page language (the card's texts and language). */
export type CarDescriptionTexts = Pick<CarCardContext, 'languageTag'> & {
  texts: Pick<CarCardContext['texts'], 'from' | 'withVat' | 'withoutVat' | 'perMonth' | 'mileageUnit'>
}

type DescriptionInput = CarSummary & Partial<Pick<CarRecord, 'car_retail_price_exkl_vat' | 'car_campaign_price_exkl_vat' | 'car_site_city'>>

/** Cuts at a word boundary and adds '…' so the result has at most `max` characters. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text
  const room = text.slice(0, max - 1)
  const space = room.lastIndexOf(' ')
  return `${(space > 0 ? room.slice(0, space) : room).replace(/[\s,.–-]+$/u, '')}…`
}

/**
 * The meta description: title, the price the page shows ('från' for samples, the without-VAT
 * label for LCV vehicles) and key facts (mileage, fuel, gearbox, the dealer's city), at most 160
 * characters. Facts are dropped from the end until it fits; only a title and price longer than
 * that are cut, at a word.
 *   'Volvo XC60 T6 Recharge Inscription 2021 – 419 900 kr. 4 500 mil, Laddhybrid, Automat, Göteborg.'
 */
export function carDetailDescription(car: DescriptionInput, { languageTag, texts }: CarDescriptionTexts): string {
  const price = carPriceDisplay(car, { languageTag, texts })
  const priceText = collapse([price.fromPrefix ? texts.from : '', price.main, price.vatLabel === 'withoutVat' ? price.vatText : ''].join(' '))
  const head = `${carDetailTitle(car)} – ${priceText}.`
  const facts = [car.car_is_sample ? null : carMileageText(car, languageTag, texts.mileageUnit), car.car_fuel, car.car_gearbox, car.car_site_city]
    .map((fact) => collapse(fact ?? ''))
    .filter((fact) => fact !== '')
  for (let count = facts.length; count > 0; count--) {
    const description = `${head} ${facts.slice(0, count).join(', ')}.`
    if (description.length <= DESCRIPTION_MAX_LENGTH) return description
  }
  return cutAtWord(head, DESCRIPTION_MAX_LENGTH)
}

/**
 * The canonical path of a car's page, whatever URL it was reached by (an old ',-w-,' link, a
 * changed slug): {car-detail path}/{car_id}/{slug}, the href the cards link to.
 */
export function carDetailCanonicalPath(detailBasePath: string, car: Pick<CarRecord, 'car_id' | 'slug'>): string {
  return carDetailHref(detailBasePath, car)
}

/** The canonical URL: the site's public origin plus the canonical path. */
export function carDetailCanonicalUrl(origin: string, detailBasePath: string, car: Pick<CarRecord, 'car_id' | 'slug'>): string {
  return `${origin.replace(/\/+$/u, '')}${carDetailCanonicalPath(detailBasePath, car)}`
}
