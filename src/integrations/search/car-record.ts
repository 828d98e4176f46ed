import { z } from 'zod'

import { PRICE_RATINGS, type PriceRating } from './price-ratings'

export { PRICE_RATINGS, type PriceRating }

/**
 * A car as it arrives in a stock feed and as the search service returns it: the search index
 * record of spec 02 §3 ("Car (search index record)"), with its loan and leasing options.
 * Field names are the spec's, so feeds and API answers need no mapping.
 */

const money = z.number().finite().nonnegative()
const text = z.string().max(20_000)
const shortText = z.string().max(500)
const optionalText = shortText.nullish()

/** Spec values that come as a number and a display text (`car_power` and `car_power_text`). */
const measured = <N extends string>(name: N) =>
  ({
    [name]: z.number().finite().nullish(),
    [`${name}_text`]: optionalText,
  }) as { [K in N]: z.ZodOptional<z.ZodNullable<z.ZodNumber>> } & { [K in `${N}_text`]: typeof optionalText }

export const contractDuration = z.object({
  months: z.number().int().positive().max(120),
  residual_percentage: z.number().min(0).max(100),
  cash_amount_min_percentage: z.number().min(0).max(100),
  cash_amount_max_percentage: z.number().min(0).max(100),
})

/** Loan option (spec 02 §3): annuity with residual value; disclaimer with numbered placeholders. */
export const loanOption = z.object({
  title: shortText,
  default_monthly_cost: money.nullish(),
  default_monthly_cost_text: optionalText,
  price: money,
  start_fee: money,
  start_fee_text: optionalText,
  invoice_fee: money,
  invoice_fee_text: optionalText,
  interest_rate: z.number().min(0).max(100),
  interest_rate_text: optionalText,
  disclaimer: text.nullish(),
  description: text.nullish(),
  default_contract_duration: z.number().int().positive().max(120),
  contract_durations: z.array(contractDuration).min(1).max(20),
})

const companyLeasingDuration = z.object({
  months: z.number().int().positive().max(120),
  residual_percentage: z.number().min(0).max(100),
  residual_percentage_text: optionalText,
  cash_amount_min_percentage: z.number().min(0).max(100),
  cash_amount_min_percentage_text: optionalText,
  cash_amount_max_percentage: z.number().min(0).max(100),
  cash_amount_max_percentage_text: optionalText,
})

/** Company leasing option (spec 02 §3): durations per yearly mileage (Swedish mil), prices without VAT. */
export const companyLeasingOption = z.object({
  title: shortText,
  sales_text: optionalText,
  description: text.nullish(),
  interest_rate: z.number().min(0).max(100),
  interest_rate_text: optionalText,
  has_fixed_interest_rate: z.boolean().nullish(),
  price_base_amount: money,
  start_fee: money,
  start_fee_text: optionalText,
  invoice_fee: money,
  invoice_fee_text: optionalText,
  disclaimer: text.nullish(),
  default_monthly_cost: money.nullish(),
  default_company_leasing_mileage: z.number().int().positive(),
  company_leasing_options: z
    .array(z.object({ mileage: z.number().int().positive(), mileage_text: optionalText, durations: z.array(companyLeasingDuration).min(1).max(20) }))
    .min(1)
    .max(20),
  default_company_leasing_option: z
    .array(z.object({ mileage: z.number().int().positive(), cash_amount: money, contract_length: z.number().int().positive() }))
    .max(20)
    .nullish(),
})

/** Private leasing offer (spec 02 §3). */
export const privateLeasingOption = z.object({
  title: shortText,
  sales_text: optionalText,
  disclaimer: text.nullish(),
  is_campaign: z.boolean().nullish(),
  monthly_cost: money.nullish(),
  months: z.number().int().positive().nullish(),
  mileage: z.number().int().positive().nullish(),
  months_text: optionalText,
  mileage_text: optionalText,
  start_fee_text: optionalText,
  invoice_fee_text: optionalText,
  monthly_cost_text: optionalText,
})

export const carLeasingListEntry = z.object({
  leasing_type: z.enum(['Private', 'Company']),
  title: shortText,
  monthly_cost_text: optionalText,
})

/** The numbers behind a car's price rating: the model's price, the fair band and how many cars it rests on. */
export const carPriceAssessment = z.object({
  expected: money,
  low: money,
  high: money,
  comparables: z.number().int().nonnegative(),
})

const image = z.object({ original: z.string().min(1).max(2000), blur_data_url: z.string().max(4000).nullish() })

export const carRecord = z.object({
  car_id: z.string().regex(/^\d{1,18}$/, 'must be digits only'),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by dashes'),
  indexed_at: z.iso.datetime({ offset: true }),
  car_site_name: shortText,
  car_brand: z.string().min(1).max(100),
  car_model: z.string().min(1).max(100),
  car_model_text: optionalText,
  car_version: optionalText,
  car_year: z.number().int().min(1950).max(2100),
  car_body: optionalText,
  car_drive: optionalText,
  car_color: optionalText,
  car_fuel: optionalText,
  car_gearbox: optionalText,
  car_seats: z.number().int().min(1).max(60).nullish(),
  car_doors: z.number().int().min(0).max(10).nullish(),
  car_mileage: z.number().int().min(0).max(10_000_000).nullish(),
  car_mileage_text: optionalText,
  car_odometer: z.number().int().min(0).max(10_000_000).nullish(),
  car_odometer_unit: z.enum(['km', 'mil', 'mi']).nullish(),
  car_regno: z.string().max(20).nullish(),
  car_chassino: z.string().max(40).nullish(),
  car_firstregistration: z.string().max(40).nullish(),
  car_condition: optionalText,
  car_is_sample: z.boolean(),
  car_is_used: z.boolean(),
  car_vehicle_type_code: z.string().max(20).nullish(),
  car_vat_eligible: z.boolean().nullish(),
  caroftheweek: z.boolean().nullish(),
  car_campaigns: z.array(shortText).max(50).nullish(),
  car_trim_package: optionalText,
  car_equipment: z.array(shortText).max(400).nullish(),
  car_description: text.nullish(),
  car_images: z.array(image).max(100).nullish(),
  car_primary_image: z.object({ thumbnail_url: z.string().min(1).max(2000), blur_data_url: z.string().max(4000).nullish() }).nullish(),
  /**
   * What the extra-media service knows about this car (spec 02 §3 'Extra media response'), held in
   * the stock record so the built-in provider can answer GET /api/extra-media/{regNo} offline.
   */
  car_extra_media: z
    .object({
      video_url: z.string().min(1).max(2000).nullish(),
      images_360: z.array(z.string().min(1).max(2000)).max(120).nullish(),
      internal_360: z.string().min(1).max(2000).nullish(),
    })
    .nullish(),
  car_retail_price: money.nullish(),
  car_retail_price_text: optionalText,
  car_retail_price_exkl_vat: money.nullish(),
  car_campaign_price: money.nullish(),
  car_campaign_price_text: optionalText,
  car_campaign_price_exkl_vat: money.nullish(),
  car_has_campaign_price: z.boolean().nullish(),
  car_price: money,
  car_price_title: optionalText,
  car_price_text: optionalText,
  car_price_currency: z.enum(['SEK', 'NOK', 'GBP', 'EUR']),
  /**
   * The fair-price indicator (issue 41): computed by the built-in search service at import from
   * the group's own stock (built-in/price-assessment.ts); an outside search service may send its own.
   */
  car_price_rating: z.enum(PRICE_RATINGS).nullish(),
  car_price_rating_good: z.boolean().nullish(),
  car_price_assessment: carPriceAssessment.nullish(),
  car_pbbratio: z.number().finite().nullish(),
  car_beneficial_value: money.nullish(),
  car_site_id: z.string().min(1).max(40),
  car_site_city: optionalText,
  car_site_region: optionalText,
  car_site_leads_email: z.email().nullish(),
  car_sellers: z
    .array(z.object({ name: shortText, email: z.email().nullish(), phone: z.string().max(40).nullish() }))
    .max(50)
    .nullish(),
  car_companyerpid: z.string().max(40).nullish(),
  car_departmenterpid: z.string().max(40).nullish(),
  autos_on_show: z.boolean().nullish(),
  linked_vehicles: z
    .array(z.object({ vehicle_id: z.string().min(1).max(18), slug: z.string().max(300), link_text: optionalText, package_name: optionalText }))
    .max(100)
    .nullish(),
  car_has_companyleasing: z.boolean().nullish(),
  car_has_privateleasing: z.boolean().nullish(),
  car_has_campaign_loan: z.boolean().nullish(),
  car_has_campaign_companyleasing: z.boolean().nullish(),
  car_has_campaign_privateleasing: z.boolean().nullish(),
  car_loan_option: loanOption.nullish(),
  car_leasing_options: z.array(carLeasingListEntry).max(20).nullish(),
  car_company_leasing_option: companyLeasingOption.nullish(),
  car_private_leasing_option: z.array(privateLeasingOption).max(20).nullish(),
  car_loan_monthly_cost: money.nullish(),
  car_loan_description: text.nullish(),
  car_loan_rate: z.number().min(0).max(100).nullish(),
  car_loan_duration: z.number().int().positive().max(120).nullish(),
  car_privateleasing_monthly_cost: money.nullish(),
  car_companyleasing_monthly_cost: money.nullish(),
  // Spec texts, each with its _text variant (spec 02 §3).
  ...measured('car_acceleration'),
  ...measured('car_cargo_volume'),
  ...measured('car_service_weight'),
  ...measured('car_fuel_tank_capacity'),
  ...measured('car_height'),
  ...measured('car_width'),
  ...measured('car_length'),
  ...measured('car_power'),
  ...measured('car_emission_mixed'),
  ...measured('car_fuel_combined'),
  ...measured('car_electric_range'),
  ...measured('car_ncapstars'),
  ...measured('car_wltp_electric_range'),
  ...measured('car_wltp_electric_consumption'),
  ...measured('car_electric_charging_speed_dc'),
  ...measured('car_electric_charging_speed_ac'),
  ...measured('car_battery_size'),
})

export type CarRecord = z.infer<typeof carRecord>
export type LoanOption = z.infer<typeof loanOption>
export type CompanyLeasingOption = z.infer<typeof companyLeasingOption>
export type PrivateLeasingOption = z.infer<typeof privateLeasingOption>
