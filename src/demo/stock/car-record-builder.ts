import type { CarRecord } from '@/integrations/search/car-record'
import { benefitValuePerMonth, priceBaseAmountRatio } from './benefit-value'
import { MAKES, type Powertrain } from './car-catalogue'
import { carImageBlurDataUrl, STOCK_IMAGE_VARIANTS, stockImagePath } from './car-artwork'
import { trimName, type CarPlan } from './car-plan'
import { carDescription } from './descriptions'
import { DEMO_VIDEO_PATH, interiorPanoramaPath, SPIN_FRAMES, spinFramePath } from './extra-media-paths'
import { pickEquipment } from './equipment'
import { carFinance, type FinanceChoices } from './finance'
import { formatMoney, formatOdometer, isoDate } from './format'
import type { IndexContext } from './index-context'
import type { Currency } from './markets'
import { chassisNumber } from './plates'
import { campaignPrice, dealerRound, newCarPrice, usedCarPrice, withoutVat } from './pricing'
import { itemAt, type Rng } from './prng'
import { slugify } from './slug'
import { technicalData } from './technical-data'
import {
  BODY_LABEL,
  CAMPAIGN_NAMES,
  COLOUR_LABEL,
  CONDITION_LABEL,
  DRIVE_LABEL,
  FUEL_LABEL,
  GEARBOX_LABEL,
  PRICE_TITLE,
  type CarBody,
  type CarColour,
} from './vocabulary'

/** Turns a car plan into the search index record of spec 02 §3. */

const DAY_MS = 86_400_000
const YEAR_MS = 365.25 * DAY_MS
/** indexed_at lies within this many days before the reference date. */
const INDEXED_WITHIN_DAYS = 120

type StockImage = { original: string; blur_data_url: string }
const imageCache = new Map<string, StockImage[]>()

/** A car's pictures: the first `count` variants. The strings are built once (there are a few hundred pictures in all); each record gets its own objects. */
function stockImages(body: CarBody, colour: CarColour, count: number): StockImage[] {
  const key = `${body}-${colour}`
  let variants = imageCache.get(key)
  if (!variants) {
    variants = []
    for (let variant = 1; variant <= STOCK_IMAGE_VARIANTS; variant++)
      variants.push({ original: stockImagePath(body, colour, variant), blur_data_url: carImageBlurDataUrl(colour, variant) })
    imageCache.set(key, variants)
  }
  return variants.slice(0, count).map((image) => ({ ...image }))
}

/** Folded make-model-version per engine, language and trim: many cars share one, and folding text is not free. */
const versionSlugCache = new WeakMap<Powertrain, Map<string, string>>()

function versionSlug(powertrain: Powertrain, language: string, trimIndex: number | null, title: string): string {
  let byTrim = versionSlugCache.get(powertrain)
  if (!byTrim) {
    byTrim = new Map()
    versionSlugCache.set(powertrain, byTrim)
  }
  const key = language + (trimIndex ?? '')
  let slug = byTrim.get(key)
  if (slug === undefined) {
    slug = slugify(title)
    byTrim.set(key, slug)
  }
  return slug
}

/** Slugs are unique per index: a repeat gets '-2', '-3' (a base slug always ends in the year, so no clash). */
function uniqueSlug(context: IndexContext, base: string): string {
  const seen = context.slugs.get(base) ?? 0
  context.slugs.set(base, seen + 1)
  return seen === 0 ? base : `${base}-${seen + 1}`
}

type Prices = { retail: number; retailExVat: number; campaign: number | null; campaignExVat: number | null }

function carPrices(retail: number, hasCampaign: boolean, vatRate: number, currency: Currency, rng: Rng): Prices {
  const campaign = hasCampaign ? campaignPrice(retail, currency, rng) : null
  return { retail, retailExVat: withoutVat(retail, vatRate), campaign, campaignExVat: campaign === null ? null : withoutVat(campaign, vatRate) }
}

function vanPrices(retail: number, hasCampaign: boolean, vatRate: number, currency: Currency, rng: Rng): Prices {
  const retailExVat = dealerRound(withoutVat(retail, vatRate), currency)
  const campaignExVat = hasCampaign ? campaignPrice(retailExVat, currency, rng) : null
  const withVat = (price: number) => Math.round(price * (1 + vatRate))
  return { retail: withVat(retailExVat), retailExVat, campaign: campaignExVat === null ? null : withVat(campaignExVat), campaignExVat }
}

const WHEEL_INCHES: Record<CarBody, number> = { hatchback: 16, sedan: 17, estate: 17, suv: 18, convertible: 17, van: 16, pickup: 17 }

export function buildCarRecord(context: IndexContext, plan: CarPlan, rng: Rng): CarRecord {
  const { market, stockIndex } = context
  const { language, currency } = market
  const { model, powertrain, condition, dealer } = plan
  const make = MAKES[model.make]
  const modelName = model.name[language]
  const variant = model.variant?.[language] ?? null
  const trim = trimName(plan)
  const version = [powertrain.name, variant, trim].filter((part) => part !== null).join(' ')
  const asNew = condition !== 'used'
  const isSample = condition === 'sample'
  const electric = powertrain.fuel === 'electric'
  const lcv = model.lcv === true
  const reference = context.referenceDate.getTime()
  const ageYears = plan.firstRegistration ? Math.max(0, (reference - plan.firstRegistration.getTime()) / YEAR_MS) : 0

  // Odometer: kilometres driven, shown in the market's unit.
  const km =
    condition === 'used'
      ? Math.max(800, ageYears * market.yearlyKm * rng.between(0.45, 1.6))
      : condition === 'demo'
        ? rng.int(1_500, 12_000)
        : condition === 'new'
          ? rng.int(0, 30)
          : 0
  const odometer = Math.round(km / market.kmPerUnit)

  // Prices (spec 02 §3): the shown price is the campaign price when there is one; LCVs show it without VAT.
  const listPrice = newCarPrice(powertrain, plan.trimIndex ?? 1, market)
  // A demonstrator sells 8-16 % under its list price.
  const retail =
    condition === 'used'
      ? usedCarPrice(listPrice, ageYears, km, market.yearlyKm, electric, rng, currency)
      : condition === 'demo'
        ? dealerRound(listPrice * rng.between(0.84, 0.92), currency)
        : listPrice
  const campaignChance = { new: 0.22, demo: 0.3, sample: 0.15, used: 0.1 }[condition]
  const hasCampaign = rng.chance(campaignChance)
  const vatEligible = lcv || (condition === 'used' ? rng.chance(0.3) : false)
  // Vans are priced without VAT (spec 02 §3 'LCV means prices shown without VAT'): the price points are set there.
  const prices = lcv ? vanPrices(retail, hasCampaign, market.vatRate, currency, rng) : carPrices(retail, hasCampaign, market.vatRate, currency, rng)
  const { retailExVat, campaign, campaignExVat } = prices
  const sellingPrice = campaign ?? prices.retail
  const shownPrice = lcv ? (campaignExVat ?? retailExVat) : sellingPrice
  const campaignNames = CAMPAIGN_NAMES[language]
  const campaigns = [...(hasCampaign ? [rng.pick(campaignNames.price)] : []), ...(rng.chance(hasCampaign ? 0.3 : 0.06) ? [rng.pick(campaignNames.extras)] : [])]

  const site = dealer.record
  const sales = asNew ? (dealer.newCarSales ?? dealer.usedCarSales) : dealer.usedCarSales
  if (!sales) throw new Error(`${site.site_official_name} sells no cars but was given one`)
  // A sample's description names its package separately.
  const title = isSample ? [model.make, modelName, powertrain.name, variant].filter((part) => part !== null).join(' ') : `${model.make} ${modelName} ${version}`

  const equipment = pickEquipment(
    {
      fuel: powertrain.fuel,
      body: model.body,
      premium: make.premium,
      level: trim === null ? 1 : Math.round((Math.max(0, plan.trimIndex ?? 0) / Math.max(1, model.trims.length - 1)) * 2),
      seats: model.seats,
      used: condition === 'used',
      nordic: market.code === 'SE' || market.code === 'NO' || market.code === 'FI',
      dcKw: electric ? (powertrain.dcKw ?? null) : null,
      wheelInches: Math.min(22, WHEEL_INCHES[model.body] + (plan.trimIndex ?? 1) + (make.premium ? 1 : 0)),
    },
    language,
    rng,
  )

  const imageCount = isSample ? rng.int(4, 6) : rng.int(3, 8)
  const images = stockImages(model.body, plan.colour, imageCount)
  const primary = itemAt(images, 0)

  const offersLeasing = (share: number) =>
    rng.chance(stockIndex.kind === 'dealerGroup' && asNew ? share : condition === 'used' && ageYears <= 3 ? share / 3 : 0)
  const choices: FinanceChoices = {
    loan: market.loan !== null && sellingPrice / market.currencyPerEur >= 4_000 && rng.chance(0.92),
    privateLeasing: !lcv && offersLeasing(0.7),
    companyLeasing: lcv ? asNew || rng.chance(0.5) : offersLeasing(0.45),
    campaignLoan: asNew && rng.chance(0.15),
    campaignPrivate: rng.chance(0.25),
    campaignCompany: rng.chance(0.15),
  }

  const regno =
    isSample || (condition === 'new' && (market.code === 'GB' || rng.chance(0.3)))
      ? null
      : context.plate(plan.position, {
          electric,
          firstRegistration: plan.firstRegistration,
          modernFormat: (plan.firstRegistration?.getUTCFullYear() ?? context.referenceYear) >= 2019 && rng.chance(0.5),
        })
  const mileageText = formatOdometer(odometer, market.odometerUnit, language)
  // Swedish company-car benefit for recent passenger cars (car_beneficial_value, car_pbbratio).
  const benefit = market.code === 'SE' && !lcv && (asNew || ageYears <= 3)

  const finance = carFinance(
    {
      market,
      price: sellingPrice,
      priceExVat: withoutVat(sellingPrice, market.vatRate),
      asNew,
      ageYears,
      lender: `${dealer.groupName.split(' ')[0] ?? dealer.groupName} Finans`,
    },
    choices,
    rng,
  )
  const tech = technicalData(model, powertrain, market)
  const showExVat = lcv || vatEligible

  // All keys in schema order in one literal (undefined where nothing applies; JSON leaves those
  // out): every record has the same shape, which keeps building and serialising 100 000 fast.
  const record: CarRecord = {
    car_id: context.carId(plan.position),
    slug: uniqueSlug(context, `${versionSlug(powertrain, language, plan.trimIndex, `${model.make} ${modelName} ${version}`)}-${plan.year}`),
    indexed_at: new Date(reference - rng.int(0, INDEXED_WITHIN_DAYS * 86_400) * 1000).toISOString(),
    car_site_name: site.site_official_name,
    car_brand: model.make,
    car_model: modelName,
    car_model_text: [modelName, powertrain.name, variant].filter((part) => part !== null).join(' '),
    car_version: version,
    car_year: plan.year,
    car_body: BODY_LABEL[model.body][language],
    car_drive: DRIVE_LABEL[powertrain.drive][language],
    car_color: COLOUR_LABEL[plan.colour][language],
    car_fuel: FUEL_LABEL[powertrain.fuel][language],
    car_gearbox: GEARBOX_LABEL[powertrain.gearbox][language],
    car_seats: model.seats,
    car_doors: model.doors,
    // A sample is a package to order, not a car in the yard: no odometer, plate or chassis number.
    car_mileage: isSample ? undefined : odometer,
    car_mileage_text: isSample ? undefined : mileageText,
    car_odometer: isSample ? undefined : odometer,
    car_odometer_unit: isSample ? undefined : market.odometerUnit,
    car_regno: regno,
    car_chassino: isSample ? null : chassisNumber(make.wmi, plan.year, context.chassisSerial(plan.position), rng),
    car_firstregistration: plan.firstRegistration ? isoDate(plan.firstRegistration) : null,
    car_condition: CONDITION_LABEL[condition][language],
    car_is_sample: isSample,
    car_is_used: condition === 'used',
    car_vehicle_type_code: lcv ? 'LCV' : 'PC',
    car_vat_eligible: vatEligible,
    caroftheweek: context.isCarOfTheWeek(plan.position),
    car_campaigns: campaigns,
    car_trim_package: isSample ? trim : null,
    car_equipment: equipment.items,
    car_description: carDescription(
      {
        condition,
        carStore: stockIndex.kind === 'carStore',
        title,
        year: plan.year,
        mileageText,
        siteName: site.site_official_name,
        fuel: powertrain.fuel,
        rangeKm: powertrain.rangeKm ?? null,
        highlights: equipment.highlights,
        trim,
      },
      language,
      rng,
    ),
    car_images: images,
    car_primary_image: { thumbnail_url: primary.original, blur_data_url: primary.blur_data_url },
    car_extra_media: regno && market.code === 'GB' ? demoExtraMedia(model.body, plan.colour, plan.position) : undefined,
    car_retail_price: prices.retail,
    car_retail_price_text: formatMoney(prices.retail, currency, language),
    car_retail_price_exkl_vat: showExVat ? retailExVat : undefined,
    car_campaign_price: campaign ?? undefined,
    car_campaign_price_text: campaign === null ? undefined : formatMoney(campaign, currency, language),
    car_campaign_price_exkl_vat: showExVat ? (campaignExVat ?? undefined) : undefined,
    car_has_campaign_price: campaign !== null,
    car_price: shownPrice,
    car_price_title: (lcv ? (campaign !== null ? PRICE_TITLE.campaignExVat : PRICE_TITLE.exVat) : campaign !== null ? PRICE_TITLE.campaign : PRICE_TITLE.price)[
      language
    ],
    car_price_text: formatMoney(shownPrice, currency, language),
    car_price_currency: currency,
    car_pbbratio: benefit ? priceBaseAmountRatio(listPrice) : undefined,
    car_beneficial_value: benefit ? benefitValuePerMonth(listPrice, powertrain.fuel) : undefined,
    car_site_id: site.site_id,
    car_site_city: site.site_city,
    car_site_region: site.site_region,
    car_site_leads_email: sales.email,
    car_sellers: rng.sample(sales.sellers, rng.int(1, 2)),
    car_companyerpid: dealer.companyErpId,
    car_departmenterpid: sales.erpIdByMake.get(model.make) ?? sales.defaultErpId,
    autos_on_show: !isSample && rng.chance(0.15),
    // Filled in by the sample family once all its packages have ids and slugs.
    linked_vehicles: undefined,
    car_has_companyleasing: finance.car_has_companyleasing,
    car_has_privateleasing: finance.car_has_privateleasing,
    car_has_campaign_loan: finance.car_has_campaign_loan,
    car_has_campaign_companyleasing: finance.car_has_campaign_companyleasing,
    car_has_campaign_privateleasing: finance.car_has_campaign_privateleasing,
    car_loan_option: finance.car_loan_option,
    car_leasing_options: finance.car_leasing_options,
    car_company_leasing_option: finance.car_company_leasing_option,
    car_private_leasing_option: finance.car_private_leasing_option,
    car_loan_monthly_cost: finance.car_loan_monthly_cost,
    car_loan_description: finance.car_loan_description,
    car_loan_rate: finance.car_loan_rate,
    car_loan_duration: finance.car_loan_duration,
    car_privateleasing_monthly_cost: finance.car_privateleasing_monthly_cost,
    car_companyleasing_monthly_cost: finance.car_companyleasing_monthly_cost,
    car_acceleration: tech.car_acceleration,
    car_acceleration_text: tech.car_acceleration_text,
    car_cargo_volume: tech.car_cargo_volume,
    car_cargo_volume_text: tech.car_cargo_volume_text,
    car_service_weight: tech.car_service_weight,
    car_service_weight_text: tech.car_service_weight_text,
    car_fuel_tank_capacity: tech.car_fuel_tank_capacity,
    car_fuel_tank_capacity_text: tech.car_fuel_tank_capacity_text,
    car_height: tech.car_height,
    car_height_text: tech.car_height_text,
    car_width: tech.car_width,
    car_width_text: tech.car_width_text,
    car_length: tech.car_length,
    car_length_text: tech.car_length_text,
    car_power: tech.car_power,
    car_power_text: tech.car_power_text,
    car_emission_mixed: tech.car_emission_mixed,
    car_emission_mixed_text: tech.car_emission_mixed_text,
    car_fuel_combined: tech.car_fuel_combined,
    car_fuel_combined_text: tech.car_fuel_combined_text,
    car_electric_range: tech.car_electric_range,
    car_electric_range_text: tech.car_electric_range_text,
    car_ncapstars: tech.car_ncapstars,
    car_ncapstars_text: tech.car_ncapstars_text,
    car_wltp_electric_range: tech.car_wltp_electric_range,
    car_wltp_electric_range_text: tech.car_wltp_electric_range_text,
    car_wltp_electric_consumption: tech.car_wltp_electric_consumption,
    car_wltp_electric_consumption_text: tech.car_wltp_electric_consumption_text,
    car_electric_charging_speed_dc: tech.car_electric_charging_speed_dc,
    car_electric_charging_speed_dc_text: tech.car_electric_charging_speed_dc_text,
    car_electric_charging_speed_ac: tech.car_electric_charging_speed_ac,
    car_electric_charging_speed_ac_text: tech.car_electric_charging_speed_ac_text,
    car_battery_size: tech.car_battery_size,
    car_battery_size_text: tech.car_battery_size_text,
  }
  return record
}

/**
 * Extra media for the UK stock (the UK dealer-group site shows them, spec 02 §1): chosen by stock
 * position, not by the random stream, so adding them did not reshuffle the rest of the demo data.
 * About half the plated cars get an exterior 360, a third an interior panorama, a quarter a video;
 * some get all three and some none, so every combination of viewer buttons can be seen.
 */
function demoExtraMedia(body: CarBody, colour: CarColour, position: number): CarRecord['car_extra_media'] {
  const spin = position % 2 === 0
  const interior = position % 3 === 0
  const video = position % 4 === 1 || position % 12 === 0
  if (!spin && !interior && !video) return undefined
  return {
    images_360: spin ? Array.from({ length: SPIN_FRAMES }, (_, frame) => spinFramePath(body, colour, frame)) : undefined,
    internal_360: interior ? interiorPanoramaPath(colour) : undefined,
    video_url: video ? DEMO_VIDEO_PATH : undefined,
  }
}
