import { z } from 'zod'

/**
 * The finance-quote port (spec 02 §7 'Finance and media (UK dealer-group site)'): what the UK
 * finance widget asks a finance provider, and the answers it gets.
 *
 *   defaultProducts   POST /api/codeweaver/default   PhysicalVehicle + OrganisationIdentifier → Products
 *   calculate         POST /api/codeweaver/cfd       VehicleRequests (one)                    → Vehicles
 *   termsAndConditions GET /api/codeweaver/legal?quoteRef=                                    → TermsAndConditions
 *
 * Built in: `BuiltInQuoteEngine` (HP and PCP from `built-in-quote-config.ts`), so the widget works
 * offline. Outside: the provider over HTTP (`HttpFinanceQuote`), chosen by
 * SHOWROOM_FINANCE_QUOTE_URL.
 *
 * Field names are the spec's (spec 02 §3 'Finance quote response', §7), in the provider's
 * PascalCase. Where the spec is silent the names below are ours, in the same style, and each is
 * marked "ours" in its comment. Money is in pounds with pence (numbers such as 1500 or 339.02);
 * the built-in engine rounds every amount it produces to the penny (see its header).
 *
 * This file is zod only (no Node APIs): the browser widget imports it through
 * `src/features/finance-quote/finance-quote-contract.ts`.
 */

/** Largest amount of money the endpoints accept, in pounds: far above any car, below float trouble. */
export const MAX_POUNDS = 10_000_000

const pounds = (field: string) =>
  z
    .number({ error: `${field} must be a number of pounds, e.g. 1500 or 1500.50` })
    .min(0, { error: `${field} must be 0 or more` })
    .max(MAX_POUNDS, { error: `${field} must be at most ${MAX_POUNDS} pounds` })

// ---------------------------------------------------------------------------------------------
// Requests (spec 02 §7)
// ---------------------------------------------------------------------------------------------

/** "a dealer key derived from the site's official name" (spec 02 §7): lower-case words joined by dashes. */
export const organisationIdentifierSchema = z
  .string({ error: 'OrganisationIdentifier is required: the dealer key, e.g. thames-motor-group-croydon' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'OrganisationIdentifier must be lower-case letters and digits joined by dashes, e.g. thames-motor-group-croydon',
  })
  .max(100, { error: 'OrganisationIdentifier must be at most 100 characters' })

/** A first-registration date as YYYY-MM-DD (our name for the spec's "first-registration date"). */
const isoDate = z.iso.date({ error: 'Registration.DateOfFirstRegistration must be a date as YYYY-MM-DD, e.g. 2019-03-01' })

/**
 * spec 02 §7 PhysicalVehicle: "Type Car, SourceVehicleId and Vin from the chassis number, Status
 * PreOwned, OnTheRoadPrice, Mileage, Registration with number, country GB and first-registration
 * date". Registration is optional because a new car in stock has no plate yet; Status also takes
 * 'New' so a new car can say so (the site sends PreOwned, as the spec does).
 */
export const physicalVehicleSchema = z.object(
  {
    Type: z.literal('Car', { error: "PhysicalVehicle.Type must be 'Car'" }),
    SourceVehicleId: z
      .string({ error: 'PhysicalVehicle.SourceVehicleId is required: the chassis number' })
      .trim()
      .min(1, { error: 'PhysicalVehicle.SourceVehicleId must not be empty' })
      .max(40, { error: 'PhysicalVehicle.SourceVehicleId must be at most 40 characters' }),
    Vin: z
      .string({ error: 'PhysicalVehicle.Vin is required: the chassis number' })
      .trim()
      .regex(/^[A-Za-z0-9-]{1,40}$/, { error: 'PhysicalVehicle.Vin must be the chassis number: 1 to 40 letters and digits' }),
    Status: z.enum(['PreOwned', 'New'], { error: "PhysicalVehicle.Status must be 'PreOwned' or 'New'" }),
    OnTheRoadPrice: pounds('PhysicalVehicle.OnTheRoadPrice').positive({ error: 'PhysicalVehicle.OnTheRoadPrice must be more than 0' }),
    Mileage: z
      .number({ error: 'PhysicalVehicle.Mileage must be a whole number of miles' })
      .int({ error: 'PhysicalVehicle.Mileage must be a whole number of miles' })
      .min(0, { error: 'PhysicalVehicle.Mileage must be 0 or more' })
      .max(1_000_000, { error: 'PhysicalVehicle.Mileage must be at most 1,000,000 miles' }),
    Registration: z
      .object({
        Number: z
          .string({ error: 'Registration.Number is required: the plate, e.g. AB12CDE' })
          .trim()
          .regex(/^[A-Za-z0-9 ]{2,12}$/, { error: 'Registration.Number must be 2 to 12 letters and digits, e.g. AB12CDE' }),
        Country: z.literal('GB', { error: "Registration.Country must be 'GB'" }),
        DateOfFirstRegistration: isoDate.nullish(),
      })
      .nullish(),
  },
  { error: 'PhysicalVehicle is required: the car to quote (Type, SourceVehicleId, Vin, Status, OnTheRoadPrice, Mileage, Registration)' },
)
export type PhysicalVehicle = z.infer<typeof physicalVehicleSchema>

/** spec 02 §7 POST /api/codeweaver/default: "PhysicalVehicle … plus OrganisationIdentifier". */
export const defaultProductsRequestSchema = z.object(
  { PhysicalVehicle: physicalVehicleSchema, OrganisationIdentifier: organisationIdentifierSchema },
  { error: 'The body must be a JSON object with PhysicalVehicle and OrganisationIdentifier' },
)
export type DefaultProductsRequest = z.infer<typeof defaultProductsRequestSchema>

export const CALCULATION_TYPES = ['ToRegularPayment', 'ToCashDeposit'] as const
export type CalculationType = (typeof CALCULATION_TYPES)[number]

/** A product family key such as HP or PCP (spec 02 §3 Products FamilyKey). */
export const financeProductFamilyKeySchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,31}$/, { error: 'each FinanceProductFamilyKeys entry must be a product key such as HP or PCP' })

/**
 * spec 02 §7 cfd Parameters: "Term, CashDeposit, RegularPayment, AnnualMileage,
 * FinanceProductFamilyKeys, CalculationType either ToRegularPayment or ToCashDeposit, plus the
 * organisation identifier". ToRegularPayment needs CashDeposit (payment from deposit);
 * ToCashDeposit needs RegularPayment (deposit from payment). Term and AnnualMileage default to
 * each product's default; no FinanceProductFamilyKeys means every product.
 */
export const quoteParametersSchema = z
  .object(
    {
      Term: z
        .number({ error: 'Parameters.Term must be a whole number of months' })
        .int({ error: 'Parameters.Term must be a whole number of months' })
        .min(1, { error: 'Parameters.Term must be at least 1 month' })
        .max(120, { error: 'Parameters.Term must be at most 120 months' })
        .nullish(),
      CashDeposit: pounds('Parameters.CashDeposit').nullish(),
      RegularPayment: pounds('Parameters.RegularPayment').nullish(),
      AnnualMileage: z
        .number({ error: 'Parameters.AnnualMileage must be a whole number of miles a year' })
        .int({ error: 'Parameters.AnnualMileage must be a whole number of miles a year' })
        .min(1, { error: 'Parameters.AnnualMileage must be at least 1 mile a year' })
        .max(200_000, { error: 'Parameters.AnnualMileage must be at most 200,000 miles a year' })
        .nullish(),
      FinanceProductFamilyKeys: z
        .array(financeProductFamilyKeySchema)
        .max(10, { error: 'Parameters.FinanceProductFamilyKeys lists at most 10 products' })
        .nullish(),
      CalculationType: z.enum(CALCULATION_TYPES, { error: "Parameters.CalculationType must be 'ToRegularPayment' or 'ToCashDeposit'" }),
      OrganisationIdentifier: organisationIdentifierSchema,
    },
    { error: 'Parameters is required: Term, CashDeposit or RegularPayment, CalculationType and OrganisationIdentifier' },
  )
  .superRefine((parameters, context) => {
    if (parameters.CalculationType === 'ToRegularPayment' && parameters.CashDeposit == null) {
      context.addIssue({ code: 'custom', path: ['CashDeposit'], message: 'Parameters.CashDeposit is required when CalculationType is ToRegularPayment' })
    }
    if (parameters.CalculationType === 'ToCashDeposit' && parameters.RegularPayment == null) {
      context.addIssue({ code: 'custom', path: ['RegularPayment'], message: 'Parameters.RegularPayment is required when CalculationType is ToCashDeposit' })
    }
  })
export type QuoteParameters = z.infer<typeof quoteParametersSchema>

/** One entry of VehicleRequests: Id (echoed back in Vehicles), Parameters and PhysicalVehicle. */
export const vehicleRequestSchema = z
  .object({
    Id: z
      .string({ error: 'VehicleRequests Id is required: any text that identifies the car in the answer, e.g. its car_id' })
      .trim()
      .min(1, { error: 'Id must not be empty' })
      .max(64, { error: 'Id must be at most 64 characters' }),
    Parameters: quoteParametersSchema,
    PhysicalVehicle: physicalVehicleSchema,
  })
  .superRefine((request, context) => {
    // spec 02 §7: a deposit larger than the price cannot be a finance request.
    const deposit = request.Parameters.CashDeposit
    if (deposit != null && deposit > request.PhysicalVehicle.OnTheRoadPrice) {
      context.addIssue({
        code: 'custom',
        path: ['Parameters', 'CashDeposit'],
        message: `Parameters.CashDeposit (${deposit}) must not be more than PhysicalVehicle.OnTheRoadPrice (${request.PhysicalVehicle.OnTheRoadPrice})`,
      })
    }
  })
export type VehicleRequest = z.infer<typeof vehicleRequestSchema>

/** spec 02 §7 POST /api/codeweaver/cfd: "VehicleRequests, a list of one item". */
export const calculateRequestSchema = z.object(
  {
    VehicleRequests: z
      .array(vehicleRequestSchema, { error: 'VehicleRequests is required: a list with one vehicle (Id, Parameters, PhysicalVehicle)' })
      .min(1, { error: 'VehicleRequests must hold one vehicle (Id, Parameters, PhysicalVehicle); it is empty' })
      .max(1, { error: 'VehicleRequests must hold exactly one vehicle' }),
  },
  { error: 'The body must be a JSON object with VehicleRequests' },
)
export type CalculateRequest = z.infer<typeof calculateRequestSchema>

/** A quote reference as issued by a provider (spec 02 §7 legal?quoteRef=). */
export const quoteReferenceSchema = z
  .string({ error: 'quoteRef is required: the QuoteReference of a quote' })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{3,63}$/, { error: 'quoteRef must be a QuoteReference: 4 to 64 letters, digits, dashes or underscores' })

// ---------------------------------------------------------------------------------------------
// Responses (spec 02 §3 'Finance quote response')
// ---------------------------------------------------------------------------------------------

/** HasError's companion: "Widget uses the provider's UserMessage and hides itself" (spec 02 §8). */
export const quoteErrorSchema = z.object({ UserMessage: z.string().min(1) })
export type QuoteError = z.infer<typeof quoteErrorSchema>

/** spec 02 §3 Blocks "Details: Key, Label, DisplayValue". */
export const quoteDetailSchema = z.object({ Key: z.string(), Label: z.string(), DisplayValue: z.string() })
export type QuoteDetail = z.infer<typeof quoteDetailSchema>

/** A block of Details; its own Key and Label are ours (e.g. RepresentativeExample, "Representative example"). */
export const quoteBlockSchema = z.object({ Key: z.string(), Label: z.string(), Details: z.array(quoteDetailSchema) })
export type QuoteBlock = z.infer<typeof quoteBlockSchema>

/** spec 02 §3 Finance.Notifications; the entry shape (Key, Message) is ours. */
export const quoteNotificationSchema = z.object({ Key: z.string(), Message: z.string() })
export type QuoteNotification = z.infer<typeof quoteNotificationSchema>

const nullablePounds = z.number().nullable()

/**
 * spec 02 §3 Quote: "Term, TotalDeposit, TotalRegularPayment, AnnualMileage, QuoteReference,
 * QuoteActions.Apply" (spec names). The rest are ours. The built-in engine fills every field;
 * an outside provider may leave the ones marked nullable empty (its Blocks still show them).
 */
export const quoteSchema = z.object({
  /** spec. Pass it to GET /api/codeweaver/legal?quoteRef= and to the provider's reserve / part-exchange pages. */
  QuoteReference: z.string().min(1),
  /** ours: the product family key the quote is for (HP, PCP). */
  FinanceProductFamilyKey: z.string(),
  /** ours: the product's display name. */
  ProductName: z.string().nullable(),
  /** spec: agreement length in months. */
  Term: z.number().int(),
  /** ours: how many monthly payments of RegularPayment (the built-in engine: Term). */
  NumberOfRegularPayments: z.number().int().nullable(),
  /** spec: miles a year the price assumes (PCP); null for products without a mileage (HP). */
  AnnualMileage: z.number().int().nullable(),
  /** ours: the cash (on-the-road) price. */
  CashPrice: nullablePounds,
  /** ours: the customer's cash deposit. */
  CashDeposit: z.number(),
  /** spec: all deposits (cash deposit plus any part exchange or deposit contribution; the built-in engine has only cash). */
  TotalDeposit: z.number(),
  /** ours: cash price − total deposit. */
  AmountOfCredit: nullablePounds,
  /** ours: the monthly instalment. */
  RegularPayment: z.number(),
  /** spec: what the customer pays each month, instalment plus any per-payment charges (built-in: none, so = RegularPayment). The payment slider's value. */
  TotalRegularPayment: z.number(),
  /** ours: a fee taken with the first payment. */
  AdminFee: nullablePounds,
  /** ours: the fee for taking ownership, paid with the last payment (HP) or with the optional final payment (PCP). */
  OptionToPurchaseFee: nullablePounds,
  /** ours: PCP's guaranteed future value, the balloon the monthly payments leave outstanding; null for HP. */
  GuaranteedFutureValue: nullablePounds,
  /** ours: PCP's optional final payment to own the car (GuaranteedFutureValue + OptionToPurchaseFee); null for HP. */
  FinalPayment: nullablePounds,
  /** ours: PCP's charge per mile over the agreed mileage, in pence; null for HP. */
  ExcessMileageChargePence: z.number().nullable(),
  /** ours: annual percentage rate of charge in percent, one decimal (9.9 means 9.9 % APR). */
  APR: z.number().nullable(),
  /** ours: fixed (flat) rate of interest per year in percent, two decimals. */
  FixedRateOfInterest: z.number().nullable(),
  /** ours: interest plus fees. */
  TotalChargeForCredit: nullablePounds,
  /** ours: deposit + fees + every payment (PCP including the optional final payment). */
  TotalAmountPayable: nullablePounds,
  /** spec QuoteActions.Apply: where the customer applies for this quote (a URL or a page anchor); null when not offered. */
  QuoteActions: z.object({ Apply: z.string().nullable() }),
})
export type Quote = z.infer<typeof quoteSchema>

/** spec 02 §3: a product's quotation for a vehicle: Blocks, Finance (Notifications, Quote), HasError, Error.UserMessage. */
export const financeQuotationSchema = z.object({
  /** ours: which product this quotation is for, also when it has an error. */
  FinanceProductFamilyKey: z.string(),
  /** ours */
  ProductName: z.string().nullable(),
  HasError: z.boolean(),
  Error: quoteErrorSchema.nullable(),
  Blocks: z.array(quoteBlockSchema),
  /** null when HasError. */
  Finance: z.object({ Notifications: z.array(quoteNotificationSchema), Quote: quoteSchema }).nullable(),
})
export type FinanceQuotation = z.infer<typeof financeQuotationSchema>

/** spec 02 §3 Vehicles entry: FinanceQuotations, HasError, Error.UserMessage; Id echoes the request's. */
export const quotedVehicleSchema = z.object({
  Id: z.string(),
  HasError: z.boolean(),
  Error: quoteErrorSchema.nullable(),
  FinanceQuotations: z.array(financeQuotationSchema),
})
export type QuotedVehicle = z.infer<typeof quotedVehicleSchema>

/** spec 02 §7 cfd "Response: Vehicles". */
export const calculateResponseSchema = z.object({ Vehicles: z.array(quotedVehicleSchema) })
export type CalculateResponse = z.infer<typeof calculateResponseSchema>

/**
 * spec 02 §3 slider definition: "Locale.DisplayValue, Default, and Values or Minimum and Maximum".
 * Locale.DisplayValue is the unit to show (spec 02 §9 "units are £ per month, months and miles":
 * '£', '£ per month', 'months', 'miles'). Step (spec 02 §9): the gap between the first two
 * Values, or 1 with Minimum and Maximum.
 */
const locale = z.object({ DisplayValue: z.string() })
export const sliderValuesSchema = z.object({ Locale: locale, Default: z.number(), Values: z.array(z.number()).min(1) })
export const sliderRangeSchema = z.object({ Locale: locale, Default: z.number(), Minimum: z.number(), Maximum: z.number() })
export const sliderDefinitionSchema = z.union([sliderValuesSchema, sliderRangeSchema])
export type SliderDefinition = z.infer<typeof sliderDefinitionSchema>

/** spec 02 §3 Products entry: FamilyKey, Name, Term, Deposit, Payment, AnnualMileage (null: no mileage slider, HP). */
export const financeProductSchema = z.object({
  FamilyKey: z.string(),
  Name: z.string(),
  Term: sliderDefinitionSchema,
  Deposit: sliderDefinitionSchema,
  Payment: sliderDefinitionSchema,
  AnnualMileage: sliderDefinitionSchema.nullable(),
})
export type FinanceProduct = z.infer<typeof financeProductSchema>

/** spec 02 §7 default "Response: Products". HasError and Error are ours: set when no product can be offered for the car. */
export const defaultProductsResponseSchema = z.object({
  Products: z.array(financeProductSchema),
  HasError: z.boolean(),
  Error: quoteErrorSchema.nullable(),
})
export type DefaultProductsResponse = z.infer<typeof defaultProductsResponseSchema>

/** spec 02 §7 legal "Response: TermsAndConditions, shown as text" (plain text, paragraphs separated by blank lines). */
export const termsAndConditionsResponseSchema = z.object({ QuoteReference: z.string(), TermsAndConditions: z.string() })
export type TermsAndConditionsResponse = z.infer<typeof termsAndConditionsResponseSchema>

// ---------------------------------------------------------------------------------------------
// The port
// ---------------------------------------------------------------------------------------------

export interface FinanceQuotePort {
  /** The products (and their sliders) the car can be financed with. Throws when the provider fails. */
  defaultProducts(request: DefaultProductsRequest): Promise<DefaultProductsResponse>
  /** Quotes for one vehicle. Throws `FinanceQuoteRequestError` for a request it cannot take, other errors when the provider fails. */
  calculate(request: CalculateRequest): Promise<CalculateResponse>
  /** The quote's legal text, or null when the reference is unknown (or forgotten). Throws when the provider fails. */
  termsAndConditions(quoteReference: string): Promise<TermsAndConditionsResponse | null>
}

/**
 * A request a provider refuses because of what it asks for (a term no product offers, an unknown
 * product key …). The HTTP layer answers 400 naming `field` (a path such as
 * VehicleRequests.0.Parameters.Term); nothing here is a server error.
 */
export class FinanceQuoteRequestError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'FinanceQuoteRequestError'
  }
}

/** Checked by name, not instanceof: Next may load this module twice in one process (route bundles). */
export function isFinanceQuoteRequestError(error: unknown): error is FinanceQuoteRequestError {
  return error instanceof Error && error.name === 'FinanceQuoteRequestError' && typeof (error as { field?: unknown }).field === 'string'
}

/** spec 02 §8 "Default-products call fails": the text the widget shows when no quote can be had. */
export const FINANCE_QUOTE_UNAVAILABLE_MESSAGE =
  "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle."
