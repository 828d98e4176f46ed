import { z } from 'zod'

/**
 * Every event the site pushes to the tag manager's dataLayer, each as a zod schema (spec 01 §7.2,
 * spec 02 §7 'Analytics', spec 03 §7 and §9; docs/analytics.md describes them for a marketing
 * team). The browser pushes them through `trackEvent` (track-event.ts), typed by these schemas
 * but free of zod, so no page downloads it for analytics; the tests hold each push to its schema.
 */

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code in upper case')
const nullableText = z.string().nullable()
const nullableAmount = z.number().nonnegative().nullable()

/** spec 01 §7.2: the page-view event, also sent to the content platform (channel WEB, currency USD). */
const pageViewDataLayerEventSchema = z.strictObject({
  event: z.literal('page_view'),
  channel: z.literal('WEB'),
  currency: z.literal('USD'),
  pageName: z.string(),
  variantId: z.string(),
  language: z.string().min(2),
  path: z.string().startsWith('/'),
  siteKey: z.string().min(1),
})

/** spec 01 §2.7, §7.2: a search from the start page's hero (the term the visitor typed). */
const searchEventSchema = z.strictObject({
  event: z.literal('search'),
  search_type: z.literal('start page'),
  search_term: z.string().trim().min(1),
})

/** spec 02 §7 'Analytics': the car detail page, with dealer, product and prices (structured-data.ts). */
const productDetailPageEventSchema = z.strictObject({
  event: z.literal('product_detail_page'),
  dealer: z.strictObject({ id: z.string(), name: z.string(), city: nullableText }),
  product: z.strictObject({
    id: z.string().min(1),
    name: z.string(),
    brand: z.string(),
    model: z.string(),
    version: nullableText,
    year: z.number().int(),
    condition: z.enum(['new', 'used', 'sample']),
    vehicle_type: nullableText,
    fuel: nullableText,
    body: nullableText,
    gearbox: nullableText,
    mileage: z.number().nonnegative().nullable(),
  }),
  prices: z.strictObject({
    currency: currencyCode,
    price: z.number().nonnegative(),
    retail_price: nullableAmount,
    campaign_price: nullableAmount,
    has_campaign: z.boolean(),
    vat_included: z.boolean(),
    loan_monthly_cost: nullableAmount,
    private_leasing_monthly_cost: nullableAmount,
    company_leasing_monthly_cost: nullableAmount,
  }),
})

/** spec 02 §7: the loan calculator, after 3 changes and 500 ms without one (loan-analytics.ts). */
const loanCalculatorEventSchema = z.strictObject({
  event: z.literal('loan_calculator'),
  car_id: z.string().min(1),
  loan_term: z.number().int().positive(),
  loan_down_payment: z.number().nonnegative(),
  loan_monthly_cost: z.number().nonnegative(),
  currency: currencyCode,
})

/** The form a lead or interaction belongs to: spec 02 §7 / 03 §7 formName (site name plus form). */
const formName = z.string().min(1)

/** spec 02 §7 "Lead-action events", spec 03 §7 "lead events": a lead the server stored (202). */
const leadEventSchema = z.strictObject({
  event: z.literal('lead'),
  form_name: formName,
  /** The submission's id (spec 03 §7 formSubmissionId): the same lead sent again has the same one. */
  form_submission_id: z.string().min(1),
})

/** spec 03 §7 form_interaction: the visitor starts a form, sends it, and how that ended. */
const formInteractionEventSchema = z.strictObject({
  event: z.literal('form_interaction'),
  form_name: formName,
  action: z.enum(['start', 'submit', 'success', 'failure']),
})

/** The flows with numbered steps: service booking (spec 03 §2.4) and the tyre hotel (§2.7, §9). */
const flowNameSchema = z.enum(['service-booking', 'tire-hotel'])

/** spec 03 §7 flow_interaction, §9 "flow-step analytics": a step of a flow shown to the visitor. */
const flowInteractionEventSchema = z.strictObject({
  event: z.literal('flow_interaction'),
  flow: flowNameSchema,
  /** The service booking's variant ('page' or 'lookup'); the tyre hotel has one. */
  variant: z.string().min(1).optional(),
  step: z.number().int().nonnegative(),
  stepName: z.string(),
})

/** spec 03 §7 event_error, §8 "lookup errors go to the data layer": what went wrong, where. */
const errorEventSchema = z.strictObject({
  event: z.literal('event_error'),
  flow: flowNameSchema.optional(),
  form_name: formName.optional(),
  /** A code, never the visitor's input: e.g. 'VehicleNotFound', 'send_failed'. */
  error: z.string().min(1),
})

/** spec 03 §7 "Purchase analytics event on booking completion", §9 (tyre hotel: SEK, value 0, booking id). */
const purchaseEventSchema = z.strictObject({
  event: z.literal('purchase'),
  ecommerce: z.strictObject({ currency: currencyCode, value: z.number().nonnegative(), transaction_id: z.string().min(1) }),
})

export const analyticsEventSchema = z.discriminatedUnion('event', [
  pageViewDataLayerEventSchema,
  searchEventSchema,
  productDetailPageEventSchema,
  loanCalculatorEventSchema,
  leadEventSchema,
  formInteractionEventSchema,
  flowInteractionEventSchema,
  errorEventSchema,
  purchaseEventSchema,
])

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
