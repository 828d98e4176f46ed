import { z } from 'zod'

/**
 * What the built-in quote engine offers (issue 7 item 7): its products, rates, fees, deposit
 * limits, terms, PCP mileages and guaranteed future values, its lender and how long it keeps
 * issued quotes. Validated with zod when the module loads, so a wrong edit fails at start with the
 * path of the wrong value, not with a strange monthly price.
 *
 * The values are a plausible UK demo (a used-car dealer group's finance partner in 2025): they are
 * not an offer of credit. Percentages are in percent (9.9 means 9.9 %), money in pounds.
 */

const percent = z.number().min(0).max(100)
const pounds = z.number().min(0).max(10_000_000)
const months = z.number().int().min(1).max(120)

/** Ascending, no repeats: slider Values (spec 02 §9 "step by the gap between the first two listed values"). */
const ascendingValues = (value: z.ZodNumber) =>
  z
    .array(value)
    .min(1)
    .refine((values) => values.every((v, i) => i === 0 || v > (values[i - 1] ?? -Infinity)), { message: 'must be in ascending order without repeats' })

const choiceList = (value: z.ZodNumber) =>
  z
    .object({ values: ascendingValues(value), default: value })
    .refine((choice) => choice.values.includes(choice.default), { message: 'default must be one of the values', path: ['default'] })

const productCommon = {
  /** spec 02 §3 Products FamilyKey; also what FinanceProductFamilyKeys asks for. */
  familyKey: z.string().regex(/^[A-Z][A-Z0-9]{1,15}$/, 'must be an upper-case key such as HP or PCP'),
  name: z.string().min(1).max(100),
  /** APR in percent. The monthly rate is (1 + APR)^(1/12) − 1, so the APR is exactly this before fees. */
  aprPercent: z.number().min(0).max(99),
  /** Taken with the first monthly payment. */
  adminFee: pounds,
  /** Paid to take ownership: with the last monthly payment (HP) or with the optional final payment (PCP). */
  optionToPurchaseFee: pounds,
  /** Deposit limits as a share of the cash price; the slider's default. */
  deposit: z
    .object({ minimumPercent: percent, maximumPercent: percent, defaultPercent: percent })
    .refine((d) => d.minimumPercent <= d.defaultPercent && d.defaultPercent <= d.maximumPercent, {
      message: 'must have minimumPercent ≤ defaultPercent ≤ maximumPercent',
    }),
  /**
   * Bounds on the amount of credit: `maximum` caps the credit (price − deposit);
   * `minimumRepaidByMonthlyPayments` is the least the monthly payments must repay (credit − PCP
   * balloon), so a deposit can never leave a PCP with a zero or negative monthly payment.
   */
  amountOfCredit: z.object({ minimumRepaidByMonthlyPayments: pounds.positive(), maximum: pounds.positive() }),
  /** Terms in months (spec 02 §9 term slider). */
  terms: choiceList(months),
  /**
   * The legal text of a quote (spec 02 §7 legal → TermsAndConditions), with named placeholders:
   * {productName} {quoteReference} {issuedAt} {cashPrice} {deposit} {amountOfCredit} {term}
   * {numberOfPayments} {regularPayment} {adminFee} {optionToPurchaseFee} {guaranteedFutureValue}
   * {finalPayment} {annualMileage} {excessMileageCharge} {totalChargeForCredit}
   * {totalAmountPayable} {fixedRate} {apr} {vin} {registration} {organisationIdentifier}
   * {lenderName} {lenderAddress}. Blank lines separate paragraphs.
   */
  termsAndConditions: z.string().min(1).max(20_000),
}

export const hirePurchaseProductSchema = z.object({ type: z.literal('HirePurchase'), ...productCommon })

export const personalContractPurchaseProductSchema = z
  .object({
    type: z.literal('PersonalContractPurchase'),
    ...productCommon,
    /** Miles a year (spec 02 §9: the mileage slider shows only for the PCP family). */
    annualMileage: choiceList(z.number().int().min(1).max(200_000)),
    /**
     * Guaranteed future value (the balloon) in percent of the cash price, one row per term in
     * `terms.values` order, one column per mileage in `annualMileage.values` order. Must fall
     * (or stay level) as the term or the mileage grows.
     */
    guaranteedFutureValuePercent: z.array(z.object({ term: months, byAnnualMileage: z.array(percent) })),
    /** Charge per mile over the agreed mileage, in pence. */
    excessMileageChargePence: z.number().min(0).max(1000),
    /** A PCP lender guarantees a future value only for a car that is not too old or worn at the end. */
    vehicleLimits: z.object({ maximumAgeAtEndYears: z.number().positive().max(30), maximumMileageAtEnd: z.number().int().positive() }),
  })
  .superRefine((product, context) => {
    const table = product.guaranteedFutureValuePercent
    const terms = product.terms.values
    const mileages = product.annualMileage.values
    if (table.length !== terms.length || table.some((row, i) => row.term !== terms[i])) {
      context.addIssue({ code: 'custom', path: ['guaranteedFutureValuePercent'], message: `must have one row per term, in order: ${terms.join(', ')}` })
      return
    }
    table.forEach((row, r) => {
      if (row.byAnnualMileage.length !== mileages.length) {
        context.addIssue({
          code: 'custom',
          path: ['guaranteedFutureValuePercent', r, 'byAnnualMileage'],
          message: `must have one value per annual mileage (${mileages.length})`,
        })
        return
      }
      row.byAnnualMileage.forEach((value, m) => {
        const lessMileage = row.byAnnualMileage[m - 1]
        if (lessMileage !== undefined && value > lessMileage) {
          context.addIssue({
            code: 'custom',
            path: ['guaranteedFutureValuePercent', r, 'byAnnualMileage', m],
            message: 'must not rise with the annual mileage',
          })
        }
        const shorterTerm = table[r - 1]?.byAnnualMileage[m]
        if (shorterTerm !== undefined && value > shorterTerm) {
          context.addIssue({ code: 'custom', path: ['guaranteedFutureValuePercent', r, 'byAnnualMileage', m], message: 'must not rise with the term' })
        }
      })
    })
  })

export const builtInQuoteConfigSchema = z.object({
  /** Named in the legal text. */
  lender: z.object({ name: z.string().min(1), address: z.string().min(1) }),
  /** Cars outside this price range get a vehicle-level HasError (no product at all). */
  vehiclePrice: z
    .object({ minimum: pounds.positive(), maximum: pounds.positive() })
    .refine((p) => p.minimum < p.maximum, { message: 'minimum must be below maximum' }),
  /**
   * QuoteActions.Apply (spec 02 §3): where "Apply" leads. A page anchor works on the car page
   * (spec 02 §2 "#contact-quote" pre-ticks the quote box); {quoteReference} is replaced. Null: no Apply.
   */
  applyUrl: z.string().min(1).max(500).nullable(),
  /** How long an issued quote's legal text can be asked for; capacity bounds the in-memory store (tests, tools). The server keeps them in the database (see IssuedQuoteStore). */
  issuedQuotes: z.object({
    capacity: z.number().int().min(1).max(1_000_000),
    maximumAgeHours: z
      .number()
      .positive()
      .max(24 * 30),
  }),
  products: z
    .array(z.discriminatedUnion('type', [hirePurchaseProductSchema, personalContractPurchaseProductSchema]))
    .min(1)
    .refine((products) => new Set(products.map((p) => p.familyKey)).size === products.length, { message: 'familyKey must be unique' }),
})

export type BuiltInQuoteConfig = z.infer<typeof builtInQuoteConfigSchema>
export type BuiltInProduct = BuiltInQuoteConfig['products'][number]
export type HirePurchaseProduct = z.infer<typeof hirePurchaseProductSchema>
export type PersonalContractPurchaseProduct = z.infer<typeof personalContractPurchaseProductSchema>

/** Reads a config, throwing an Error that lists every wrong value by its path. */
export function parseBuiltInQuoteConfig(input: unknown): BuiltInQuoteConfig {
  const parsed = builtInQuoteConfigSchema.safeParse(input)
  if (!parsed.success) {
    throw new Error(`Built-in finance quote configuration is invalid:\n${parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`)
  }
  return parsed.data
}

const COMMON_TERMS = `Finance is subject to status and available to UK residents aged 18 and over. Guarantees and indemnities may be required. Terms and conditions apply.

{lenderName}, {lenderAddress}, is the lender. The dealer ({organisationIdentifier}) is a credit broker, not a lender, and may receive a commission from the lender for introducing you.

This quotation (reference {quoteReference}, issued {issuedAt}) is for the vehicle with chassis number {vin}{registration} and is a guide only: it is not an offer of credit. It was produced by Showroom's built-in demonstration quote engine.`

/** The demo products (issue 7 item 7: HP 9.9 % APR, PCP 8.9 % APR, £10 option-to-purchase fee, deposit 10–50 %). */
export const BUILT_IN_QUOTE_CONFIG: BuiltInQuoteConfig = parseBuiltInQuoteConfig({
  lender: { name: 'Thames Motor Finance (demonstration)', address: '1 Example Street, London EC1A 1AA' },
  vehiclePrice: { minimum: 2_500, maximum: 150_000 },
  applyUrl: '#contact-quote',
  issuedQuotes: { capacity: 10_000, maximumAgeHours: 24 },
  products: [
    {
      type: 'HirePurchase',
      familyKey: 'HP',
      name: 'Hire Purchase',
      aprPercent: 9.9,
      adminFee: 0,
      optionToPurchaseFee: 10,
      deposit: { minimumPercent: 10, maximumPercent: 50, defaultPercent: 10 },
      amountOfCredit: { minimumRepaidByMonthlyPayments: 1_000, maximum: 100_000 },
      terms: { values: [24, 36, 48, 60], default: 48 },
      termsAndConditions: `Hire Purchase representative example: cash price {cashPrice}, deposit {deposit}, amount of credit {amountOfCredit}, duration of agreement {term}, {numberOfPayments} monthly payments of {regularPayment}, option to purchase fee {optionToPurchaseFee} (payable with the final monthly payment), admin fee {adminFee}, total charge for credit {totalChargeForCredit}, total amount payable {totalAmountPayable}, fixed rate of interest {fixedRate} per annum, {apr} APR representative.

With Hire Purchase you own the vehicle once every payment, including the option to purchase fee, has been made. Until then the vehicle belongs to the lender.

${COMMON_TERMS}`,
    },
    {
      type: 'PersonalContractPurchase',
      familyKey: 'PCP',
      name: 'Personal Contract Purchase',
      aprPercent: 8.9,
      adminFee: 0,
      optionToPurchaseFee: 10,
      deposit: { minimumPercent: 10, maximumPercent: 50, defaultPercent: 10 },
      amountOfCredit: { minimumRepaidByMonthlyPayments: 1_000, maximum: 100_000 },
      terms: { values: [24, 36, 48], default: 36 },
      annualMileage: { values: [5_000, 10_000, 15_000, 20_000, 25_000, 30_000], default: 10_000 },
      guaranteedFutureValuePercent: [
        { term: 24, byAnnualMileage: [56, 53, 50, 47, 44, 41] },
        { term: 36, byAnnualMileage: [48, 45, 42, 39, 36, 33] },
        { term: 48, byAnnualMileage: [41, 38, 35, 32, 29, 26] },
      ],
      excessMileageChargePence: 8,
      vehicleLimits: { maximumAgeAtEndYears: 10, maximumMileageAtEnd: 120_000 },
      termsAndConditions: `Personal Contract Purchase representative example: cash price {cashPrice}, deposit {deposit}, amount of credit {amountOfCredit}, duration of agreement {term}, {numberOfPayments} monthly payments of {regularPayment}, optional final payment {finalPayment} (the guaranteed future value of {guaranteedFutureValue} plus the option to purchase fee of {optionToPurchaseFee}), admin fee {adminFee}, total charge for credit {totalChargeForCredit}, total amount payable {totalAmountPayable}, fixed rate of interest {fixedRate} per annum, {apr} APR representative. Annual mileage {annualMileage}; excess mileage charge {excessMileageCharge}.

At the end of the agreement you may pay the optional final payment and own the vehicle, part-exchange it, or return it and owe nothing more, provided it is in good condition for its age and within the agreed mileage; otherwise charges apply.

${COMMON_TERMS}`,
    },
  ],
})
