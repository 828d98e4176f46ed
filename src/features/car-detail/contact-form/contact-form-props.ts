import { carDetailTitle } from '../rules/detail-head'
import type { Dictionary } from '@/features/dictionary'
import { localizedPath } from '@/lib/page-path'
import type { SiteRecord } from '@/features/sites'
import type { CarRecord } from '@/integrations/search/car-record'
import type { DealerRecord } from '@/integrations/search/dealer-record'
import type { CarContactValuesInput } from '@/features/leads'
import type { Locale } from '@/lib/locales'

import { carContactFormTexts } from './contact-form-texts'
import type { CarContactFormProps } from './CarContactForm'
import { sellerOptionsFor, stockCarRecipient } from './seller-options'

/** spec 02 §7 "formName (site name plus CarContactForm)"; the server knows the form by this ending (lead-schema LEAD_FORMS). */
export const CAR_CONTACT_FORM_SUFFIX = 'CarContactForm'

export type CarContactFormInput = {
  car: CarRecord
  site: Pick<SiteRecord, 'name' | 'defaultLocale'>
  locale: Locale
  dictionary: Dictionary
  /** The car's dealer (a car in stock). */
  dealer?: DealerRecord
  /** A sample car: every dealer site of its brand (car-detail dealerRequest, up to 100); the sellers come from these. */
  dealers?: readonly DealerRecord[]
}

/** The client form's props, and whether a sample found no seller (spec 02 §8 'Department not found', logged by the caller). */
export type CarContactFormData = { props: CarContactFormProps; departmentMissing: boolean }

const cut = (text: string | null | undefined, max: number) => {
  const value = text?.replace(/\s+/gu, ' ').trim()
  return value ? value.slice(0, max) : undefined
}

/** The car object of the values (lead-schema leadCarSchema and its length limits). */
export function contactCar(car: CarRecord): CarContactValuesInput['car'] {
  const fields = {
    brand: cut(car.car_brand, 100),
    model: cut(car.car_model, 100),
    version: cut(car.car_version, 200),
    regNo: cut(car.car_regno, 20),
    title: cut(carDetailTitle(car), 300),
  }
  return {
    id: car.car_id,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    year: car.car_year,
    isSample: car.car_is_sample,
  }
}

/**
 * The privacy link under the submit button (issue 8 item 7): the dictionary's contactPrivacyPath,
 * a site path (the page language's prefix added, as every page path) or an https address;
 * anything else, or an empty text, gives no link.
 */
export function privacyHrefFrom(value: string, locale: Locale, siteDefault: Locale): string | undefined {
  const path = value.trim()
  if (path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')) return localizedPath(path, locale, siteDefault)
  try {
    return new URL(path).protocol === 'https:' ? path : undefined
  } catch {
    return undefined
  }
}

/** Everything the client form needs, built on the server from the car, site, dictionary and dealers. */
export function carContactFormData({ car, site, locale, dictionary, dealer, dealers }: CarContactFormInput): CarContactFormData {
  const sellers = car.car_is_sample ? sellerOptionsFor(car, dealers ?? (dealer ? [dealer] : [])) : []
  const privacyHref = privacyHrefFrom(dictionary.t('contactPrivacyPath'), locale, site.defaultLocale)
  return {
    props: {
      formName: `${site.name}${CAR_CONTACT_FORM_SUFFIX}`,
      car: contactCar(car),
      // A sample goes to the chosen seller; the page's dealer is not its addressee.
      recipient: car.car_is_sample ? {} : stockCarRecipient(car, dealer),
      sellers,
      texts: carContactFormTexts(dictionary),
      ...(privacyHref ? { privacyHref } : {}),
    },
    departmentMissing: car.car_is_sample && sellers.length === 0,
  }
}
