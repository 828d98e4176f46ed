import { randomBytes } from 'node:crypto'

import { z } from 'zod'

import { fillNamedPlaceholders } from '@/lib/fill-text'
import { formatWholeNumber, numberFormat } from '@/lib/number-format'

import { BUILT_IN_QUOTE_CONFIG, type BuiltInProduct, type BuiltInQuoteConfig, type PersonalContractPurchaseProduct } from './built-in-quote-config'
import {
  type CalculateRequest,
  type CalculateResponse,
  type DefaultProductsRequest,
  type DefaultProductsResponse,
  type FinanceProduct,
  type FinanceQuotation,
  type FinanceQuotePort,
  FinanceQuoteRequestError,
  type PhysicalVehicle,
  type Quote,
  type QuoteDetail,
  type QuotedVehicle,
  type QuoteNotification,
  quoteSchema,
  type TermsAndConditionsResponse,
  type VehicleRequest,
} from './finance-quote-port'
import { type IssuedQuoteStore, MemoryIssuedQuoteStore } from './issued-quote-store'
import {
  type AnnuityTerms,
  aprPercentOf,
  ceilToPound,
  depositForPayment,
  exactRegularPayment,
  fixedRateOfInterestPercent,
  floorToPound,
  fromPence,
  regularPaymentFor,
  roundToPenny,
  toPence,
} from './quote-maths'

/**
 * The built-in finance-quote provider (issue 7 item 7): Hire Purchase and Personal Contract
 * Purchase quotes computed here from `built-in-quote-config.ts`, so the UK widget works offline.
 * It answers the port's three calls in the spec's shapes (spec 02 §3, §7):
 *
 * - defaultProducts: per product the Term / Deposit / Payment / AnnualMileage sliders for this car
 *   (PCP only when the car is young and low-mileage enough for a guaranteed future value).
 * - calculate: one quotation per requested product. ToRegularPayment prices the given deposit;
 *   ToCashDeposit finds the deposit for the given monthly payment (`depositForPayment`), and both
 *   then price the same way, so the two directions agree (see quote-maths.ts, also for the money
 *   rounding rule). A deposit outside the product's limits is moved to the nearest limit and a
 *   Notification says so; a product that cannot be quoted (term it does not offer, car too old …)
 *   gets HasError with a UserMessage; a car outside the price limits a vehicle-level HasError.
 *   A Term, AnnualMileage or product key that no requested product offers is a
 *   FinanceQuoteRequestError (HTTP 400 naming the field).
 * - termsAndConditions: the product's legal text filled with the quote's figures, for quotes
 *   issued in the last 24 hours, kept in the IssuedQuoteStore it is given (the server's is the
 *   database, shared by every process; without one, this process's memory).
 */

export type BuiltInQuoteEngineOptions = {
  /** The clock: vehicle age and quote expiry. */
  now?: () => Date
  /** New QuoteReferences (tests make them predictable). */
  newQuoteReference?: () => string
  /** Where issued quotes are kept for the legal call; default: this process's memory. */
  issuedQuotes?: IssuedQuoteStore
}

/** What the legal text needs of an issued quote; read back from the store, so validated. */
const issuedQuoteSchema = z.object({
  quote: quoteSchema,
  familyKey: z.string(),
  issuedAt: z.iso.datetime(),
  vin: z.string(),
  registration: z.string().nullable(),
  organisationIdentifier: z.string(),
})
type IssuedQuote = z.infer<typeof issuedQuoteSchema>

/** What the engine needs to know about the car. */
type VehicleFacts = { cashPrice: number; mileage: number; ageYears: number }

type DepositBounds = { minimum: number; maximum: number }

const MS_PER_YEAR = 365.25 * 24 * 60 * 60 * 1000
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ' // Crockford base 32: no I, L, O, U

/** A fresh reference such as SHR7K3M9Q2X4P: "SHR" and 10 random base-32 characters (50 bits). */
export function randomQuoteReference(): string {
  const bytes = randomBytes(10)
  let reference = 'SHR'
  for (const byte of bytes) reference += REFERENCE_ALPHABET.charAt(byte % 32)
  return reference
}

const moneyFormat = numberFormat('en-GB', { style: 'currency', currency: 'GBP' })
const issuedAtFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' })

/** £15,000.00 */
export const formatPounds = (pounds: number): string => moneyFormat.format(pounds)
const formatMonths = (months: number) => `${months} months`
const formatMiles = (miles: number) => `${formatWholeNumber(miles, 'en-GB')} miles`
const formatPencePerMile = (pence: number) => `${pence}p per mile`

export class BuiltInQuoteEngine implements FinanceQuotePort {
  private readonly issued: IssuedQuoteStore
  private readonly issuedQuoteAgeMs: number
  private readonly now: () => Date
  private readonly newQuoteReference: () => string

  constructor(
    private readonly config: BuiltInQuoteConfig = BUILT_IN_QUOTE_CONFIG,
    options: BuiltInQuoteEngineOptions = {},
  ) {
    this.now = options.now ?? (() => new Date())
    this.newQuoteReference = options.newQuoteReference ?? randomQuoteReference
    this.issued = options.issuedQuotes ?? new MemoryIssuedQuoteStore(config.issuedQuotes.capacity)
    this.issuedQuoteAgeMs = config.issuedQuotes.maximumAgeHours * 60 * 60 * 1000
  }

  async defaultProducts(request: DefaultProductsRequest): Promise<DefaultProductsResponse> {
    const facts = this.vehicleFacts(request.PhysicalVehicle)
    const priceProblem = this.vehiclePriceProblem(facts)
    if (priceProblem) return { Products: [], HasError: true, Error: { UserMessage: priceProblem } }
    const products = this.config.products.map((product) => this.productDefinition(product, facts)).filter((product) => product !== null)
    if (products.length === 0) {
      return {
        Products: [],
        HasError: true,
        Error: { UserMessage: "We can't offer finance on this car online. Please contact our team for more information about finance offers on this vehicle." },
      }
    }
    return { Products: products, HasError: false, Error: null }
  }

  async calculate(request: CalculateRequest): Promise<CalculateResponse> {
    const vehicles = request.VehicleRequests.map((vehicleRequest, index) => this.quoteVehicle(vehicleRequest, `VehicleRequests.${index}`))
    // Kept before the answer goes out: the widget may ask for a quote's legal text at once, and
    // that request may reach another process.
    const issuedAt = this.now()
    await Promise.all(
      vehicles.flatMap((vehicle, index) => {
        const vehicleRequest = request.VehicleRequests[index]!
        return vehicle.FinanceQuotations.flatMap((quotation) => (quotation.Finance ? [this.keepIssued(quotation.Finance.Quote, vehicleRequest, issuedAt)] : []))
      }),
    )
    return { Vehicles: vehicles }
  }

  async termsAndConditions(quoteReference: string): Promise<TermsAndConditionsResponse | null> {
    // Something that does not read as an issued quote (e.g. kept by an older version) counts as unknown: the widget asks for a new quote.
    const stored = issuedQuoteSchema.safeParse(await this.issued.get(quoteReference, this.now()))
    if (!stored.success) return null
    const issued = stored.data
    const product = this.config.products.find((p) => p.familyKey === issued.familyKey)
    if (!product) return null
    return { QuoteReference: quoteReference, TermsAndConditions: this.legalText(product, issued) }
  }

  // -------------------------------------------------------------------------------------------
  // Vehicles and products
  // -------------------------------------------------------------------------------------------

  private vehicleFacts(vehicle: PhysicalVehicle): VehicleFacts {
    const registered = vehicle.Registration?.DateOfFirstRegistration
    const registeredAt = registered ? Date.parse(`${registered}T00:00:00Z`) : Number.NaN
    // No first-registration date: a new (unregistered) car, age 0.
    const ageYears = Number.isFinite(registeredAt) ? Math.max(0, (this.now().getTime() - registeredAt) / MS_PER_YEAR) : 0
    return { cashPrice: roundToPenny(vehicle.OnTheRoadPrice), mileage: vehicle.Mileage, ageYears }
  }

  private vehiclePriceProblem(facts: VehicleFacts): string | null {
    const { minimum, maximum } = this.config.vehiclePrice
    if (facts.cashPrice < minimum || facts.cashPrice > maximum) {
      return `We can only offer finance online on cars priced from ${formatPounds(minimum)} to ${formatPounds(maximum)}. Please contact our team for more information about finance offers on this vehicle.`
    }
    return null
  }

  private guaranteedFutureValue(product: PersonalContractPurchaseProduct, cashPrice: number, term: number, annualMileage: number): number {
    const row = product.guaranteedFutureValuePercent.find((r) => r.term === term)
    const percent = row?.byAnnualMileage[product.annualMileage.values.indexOf(annualMileage)]
    // The config's schema guarantees a value for every offered term and mileage.
    if (percent === undefined) throw new Error(`No guaranteed future value for ${product.familyKey} ${term} months ${annualMileage} miles`)
    return roundToPenny((cashPrice * percent) / 100)
  }

  /** Why a PCP cannot guarantee a future value for this car over this term and mileage, or null. */
  private pcpVehicleProblem(product: PersonalContractPurchaseProduct, facts: VehicleFacts, term: number, annualMileage: number): string | null {
    const { maximumAgeAtEndYears, maximumMileageAtEnd } = product.vehicleLimits
    if (facts.ageYears + term / 12 > maximumAgeAtEndYears) {
      return `${product.name} over ${formatMonths(term)} isn't available for this car: it would be more than ${maximumAgeAtEndYears} years old at the end of the agreement. Please choose a shorter term or another product.`
    }
    if (facts.mileage + (annualMileage * term) / 12 > maximumMileageAtEnd) {
      return `${product.name} over ${formatMonths(term)} at ${formatMiles(annualMileage)} a year isn't available for this car: it would have covered more than ${formatMiles(maximumMileageAtEnd)} by the end of the agreement. Please choose a lower mileage, a shorter term or another product.`
    }
    return null
  }

  /** The deposit range, whole pounds: the product's share of the price, within the credit limits. */
  private depositBounds(product: BuiltInProduct, cashPrice: number, balloon: number): DepositBounds {
    const { deposit, amountOfCredit } = product
    return {
      minimum: Math.max(ceilToPound((cashPrice * deposit.minimumPercent) / 100), ceilToPound(cashPrice - amountOfCredit.maximum), 0),
      maximum: Math.min(
        floorToPound((cashPrice * deposit.maximumPercent) / 100),
        floorToPound(cashPrice - balloon - amountOfCredit.minimumRepaidByMonthlyPayments),
      ),
    }
  }

  private balloonFor(product: BuiltInProduct, cashPrice: number, term: number, annualMileage: number | null): number {
    return product.type === 'PersonalContractPurchase' && annualMileage !== null ? this.guaranteedFutureValue(product, cashPrice, term, annualMileage) : 0
  }

  /** Why this product cannot be quoted for the car at this term and mileage, or null when it can. */
  private quoteProblem(product: BuiltInProduct, facts: VehicleFacts, term: number, annualMileage: number | null): string | null {
    if (product.type === 'PersonalContractPurchase' && annualMileage !== null) {
      const vehicleProblem = this.pcpVehicleProblem(product, facts, term, annualMileage)
      if (vehicleProblem) return vehicleProblem
    }
    const bounds = this.depositBounds(product, facts.cashPrice, this.balloonFor(product, facts.cashPrice, term, annualMileage))
    if (bounds.minimum > bounds.maximum) {
      const mileage = annualMileage === null ? '' : ` at ${formatMiles(annualMileage)} a year`
      return `${product.name} over ${formatMonths(term)}${mileage} isn't available for a car at ${formatPounds(facts.cashPrice)}. Please choose another term or product, or contact our team.`
    }
    return null
  }

  /** spec 02 §3 Products entry for this car, or null when the product cannot be offered at all. */
  private productDefinition(product: BuiltInProduct, facts: VehicleFacts): FinanceProduct | null {
    const mileages = product.type === 'PersonalContractPurchase' ? product.annualMileage.values : [null]
    const quotable = (term: number, mileage: number | null) => this.quoteProblem(product, facts, term, mileage) === null
    const terms = product.terms.values.filter((term) => mileages.some((mileage) => quotable(term, mileage)))
    const firstTerm = terms[0]
    if (firstTerm === undefined) return null

    const preferredMileage = product.type === 'PersonalContractPurchase' ? product.annualMileage.default : null
    const defaultTerm =
      terms.includes(product.terms.default) && quotable(product.terms.default, preferredMileage)
        ? product.terms.default
        : (terms.findLast((term) => quotable(term, preferredMileage)) ?? firstTerm)
    const defaultMileage = quotable(defaultTerm, preferredMileage) ? preferredMileage : (mileages.find((mileage) => quotable(defaultTerm, mileage)) ?? null)

    const balloon = this.balloonFor(product, facts.cashPrice, defaultTerm, defaultMileage)
    const bounds = this.depositBounds(product, facts.cashPrice, balloon)
    const defaultDeposit = clamp(ceilToPound((facts.cashPrice * product.deposit.defaultPercent) / 100), bounds)
    const annuity: AnnuityTerms = { cashPrice: facts.cashPrice, balloon, months: defaultTerm, aprPercent: product.aprPercent }
    // The payment slider spans the deposit range (more deposit, less to pay), in whole pounds inside it.
    const lowestPayment = exactRegularPayment(annuity, bounds.maximum)
    const highestPayment = exactRegularPayment(annuity, bounds.minimum)
    const paymentRange =
      Math.ceil(lowestPayment) <= Math.floor(highestPayment)
        ? { Minimum: Math.ceil(lowestPayment), Maximum: Math.floor(highestPayment) }
        : { Minimum: roundToPenny(lowestPayment), Maximum: roundToPenny(highestPayment) }

    return {
      FamilyKey: product.familyKey,
      Name: product.name,
      Term: { Locale: { DisplayValue: 'months' }, Default: defaultTerm, Values: terms },
      Deposit: { Locale: { DisplayValue: '£' }, Default: defaultDeposit, Minimum: bounds.minimum, Maximum: bounds.maximum },
      Payment: { Locale: { DisplayValue: '£ per month' }, Default: regularPaymentFor(annuity, defaultDeposit), ...paymentRange },
      AnnualMileage:
        product.type === 'PersonalContractPurchase' && defaultMileage !== null
          ? {
              Locale: { DisplayValue: 'miles' },
              Default: defaultMileage,
              Values: product.annualMileage.values.filter((mileage) => quotable(defaultTerm, mileage)),
            }
          : null,
    }
  }

  // -------------------------------------------------------------------------------------------
  // Quotes
  // -------------------------------------------------------------------------------------------

  /** The products asked for, in the order asked; unknown keys are a 400 naming the entry. */
  private requestedProducts(keys: readonly string[] | null | undefined, path: string): BuiltInProduct[] {
    if (!keys || keys.length === 0) return [...this.config.products]
    const offered = this.config.products.map((p) => p.familyKey)
    const products: BuiltInProduct[] = []
    keys.forEach((key, index) => {
      const product = this.config.products.find((p) => p.familyKey.toUpperCase() === key.toUpperCase())
      if (!product)
        throw new FinanceQuoteRequestError(
          `${path}.FinanceProductFamilyKeys.${index}`,
          `Finance product '${key}' is not offered; choose from ${offered.join(', ')}`,
        )
      if (!products.includes(product)) products.push(product)
    })
    return products
  }

  private quoteVehicle(request: VehicleRequest, path: string): QuotedVehicle {
    const parameters = request.Parameters
    const products = this.requestedProducts(parameters.FinanceProductFamilyKeys, `${path}.Parameters`)

    // A term or mileage no requested product offers is a wrong request (400); one that only some
    // products offer is a HasError on the others (below).
    const term = parameters.Term
    if (term != null && !products.some((p) => p.terms.values.includes(term))) {
      const terms = [...new Set(products.flatMap((p) => p.terms.values))].sort((a, b) => a - b)
      throw new FinanceQuoteRequestError(`${path}.Parameters.Term`, `A term of ${term} months is not offered; choose one of ${terms.join(', ')} months`)
    }
    const mileage = parameters.AnnualMileage
    const pcps = products.filter((p): p is PersonalContractPurchaseProduct => p.type === 'PersonalContractPurchase')
    if (mileage != null && pcps.length > 0 && !pcps.some((p) => p.annualMileage.values.includes(mileage))) {
      const mileages = [...new Set(pcps.flatMap((p) => p.annualMileage.values))].sort((a, b) => a - b)
      throw new FinanceQuoteRequestError(
        `${path}.Parameters.AnnualMileage`,
        `An annual mileage of ${mileage} is not offered; choose one of ${mileages.join(', ')} miles`,
      )
    }

    const facts = this.vehicleFacts(request.PhysicalVehicle)
    const priceProblem = this.vehiclePriceProblem(facts)
    if (priceProblem) return { Id: request.Id, HasError: true, Error: { UserMessage: priceProblem }, FinanceQuotations: [] }
    return { Id: request.Id, HasError: false, Error: null, FinanceQuotations: products.map((product) => this.quotation(product, request, facts)) }
  }

  private quotation(product: BuiltInProduct, request: VehicleRequest, facts: VehicleFacts): FinanceQuotation {
    const parameters = request.Parameters
    const failed = (message: string): FinanceQuotation => ({
      FinanceProductFamilyKey: product.familyKey,
      ProductName: product.name,
      HasError: true,
      Error: { UserMessage: message },
      Blocks: [],
      Finance: null,
    })

    const term = parameters.Term ?? product.terms.default
    if (!product.terms.values.includes(term)) {
      return failed(`${product.name} is offered over ${listInWords(product.terms.values)} months. Please choose one of those terms.`)
    }
    let annualMileage: number | null = null
    if (product.type === 'PersonalContractPurchase') {
      annualMileage = parameters.AnnualMileage ?? product.annualMileage.default
      if (!product.annualMileage.values.includes(annualMileage)) {
        return failed(
          `${product.name} is offered at ${listInWords(product.annualMileage.values.map((m) => formatWholeNumber(m, 'en-GB')))} miles a year. Please choose one of those.`,
        )
      }
    }
    const problem = this.quoteProblem(product, facts, term, annualMileage)
    if (problem) return failed(problem)

    const balloon = this.balloonFor(product, facts.cashPrice, term, annualMileage)
    const bounds = this.depositBounds(product, facts.cashPrice, balloon)
    const annuity: AnnuityTerms = { cashPrice: facts.cashPrice, balloon, months: term, aprPercent: product.aprPercent }
    const notifications: QuoteNotification[] = []
    let deposit: number

    if (parameters.CalculationType === 'ToCashDeposit') {
      const payment = roundToPenny(parameters.RegularPayment ?? 0)
      const wanted = depositForPayment(annuity, payment)
      deposit = clamp(wanted, bounds)
      if (wanted < bounds.minimum) {
        notifications.push({
          Key: 'PaymentAboveMaximum',
          Message: `A monthly payment of ${formatPounds(payment)} would need less than the minimum deposit of ${formatPounds(bounds.minimum)} for ${product.name}, so this quote uses the minimum deposit.`,
        })
      } else if (wanted > bounds.maximum) {
        notifications.push({
          Key: 'PaymentBelowMinimum',
          Message: `A monthly payment of ${formatPounds(payment)} would need more than the maximum deposit of ${formatPounds(bounds.maximum)} for ${product.name}, so this quote uses the maximum deposit.`,
        })
      }
    } else {
      const wanted = roundToPenny(parameters.CashDeposit ?? 0)
      deposit = clamp(wanted, bounds)
      if (wanted < bounds.minimum) {
        notifications.push({
          Key: 'DepositRaisedToMinimum',
          Message: `The deposit has been raised to ${formatPounds(bounds.minimum)}, the minimum for ${product.name} on this car.`,
        })
      } else if (wanted > bounds.maximum) {
        notifications.push({
          Key: 'DepositLoweredToMaximum',
          Message: `The deposit has been lowered to ${formatPounds(bounds.maximum)}, the most ${product.name} allows on this car over ${formatMonths(term)}.`,
        })
      }
    }

    const quote = this.priceQuote(product, facts, { term, annualMileage, deposit, balloon })
    return {
      FinanceProductFamilyKey: product.familyKey,
      ProductName: product.name,
      HasError: false,
      Error: null,
      Blocks: [{ Key: 'RepresentativeExample', Label: 'Representative example', Details: representativeExample(quote) }],
      Finance: { Notifications: notifications, Quote: quote },
    }
  }

  /** Every figure of a quote from its deposit (both calculation directions end here). */
  private priceQuote(
    product: BuiltInProduct,
    facts: VehicleFacts,
    choice: { term: number; annualMileage: number | null; deposit: number; balloon: number },
  ): Quote {
    const { term, annualMileage, deposit, balloon } = choice
    const isPcp = product.type === 'PersonalContractPurchase'
    const regularPayment = regularPaymentFor({ cashPrice: facts.cashPrice, balloon, months: term, aprPercent: product.aprPercent }, deposit)
    const adminFee = roundToPenny(product.adminFee)
    const optionToPurchaseFee = roundToPenny(product.optionToPurchaseFee)
    const amountOfCredit = fromPence(toPence(facts.cashPrice) - toPence(deposit))
    const totalAmountPayablePence = toPence(deposit) + toPence(adminFee) + term * toPence(regularPayment) + toPence(balloon) + toPence(optionToPurchaseFee)
    const schedule = { amountOfCredit, regularPayment, months: term, adminFee, balloon, optionToPurchaseFee }
    const reference = this.newQuoteReference()
    return {
      QuoteReference: reference,
      FinanceProductFamilyKey: product.familyKey,
      ProductName: product.name,
      Term: term,
      NumberOfRegularPayments: term,
      AnnualMileage: annualMileage,
      CashPrice: facts.cashPrice,
      CashDeposit: deposit,
      TotalDeposit: deposit,
      AmountOfCredit: amountOfCredit,
      RegularPayment: regularPayment,
      TotalRegularPayment: regularPayment,
      AdminFee: adminFee,
      OptionToPurchaseFee: optionToPurchaseFee,
      GuaranteedFutureValue: isPcp ? balloon : null,
      FinalPayment: isPcp ? fromPence(toPence(balloon) + toPence(optionToPurchaseFee)) : null,
      ExcessMileageChargePence: product.type === 'PersonalContractPurchase' ? product.excessMileageChargePence : null,
      APR: aprPercentOf(schedule),
      FixedRateOfInterest: fixedRateOfInterestPercent(schedule),
      TotalChargeForCredit: fromPence(totalAmountPayablePence - toPence(facts.cashPrice)),
      TotalAmountPayable: fromPence(totalAmountPayablePence),
      QuoteActions: { Apply: this.config.applyUrl ? this.config.applyUrl.replaceAll('{quoteReference}', encodeURIComponent(reference)) : null },
    }
  }

  private async keepIssued(quote: Quote, request: VehicleRequest, issuedAt: Date): Promise<void> {
    const issued: IssuedQuote = {
      quote,
      familyKey: quote.FinanceProductFamilyKey,
      issuedAt: issuedAt.toISOString(),
      vin: request.PhysicalVehicle.Vin,
      registration: request.PhysicalVehicle.Registration?.Number ?? null,
      organisationIdentifier: request.Parameters.OrganisationIdentifier,
    }
    await this.issued.add({ reference: quote.QuoteReference, value: issued, issuedAt, expiresAt: new Date(issuedAt.getTime() + this.issuedQuoteAgeMs) })
  }

  private legalText(product: BuiltInProduct, issued: IssuedQuote): string {
    const q = issued.quote
    const money = (value: number | null) => (value === null ? undefined : formatPounds(value))
    return fillNamedPlaceholders(product.termsAndConditions, {
      productName: product.name,
      quoteReference: q.QuoteReference,
      issuedAt: issuedAtFormat.format(new Date(issued.issuedAt)),
      cashPrice: money(q.CashPrice),
      deposit: formatPounds(q.TotalDeposit),
      amountOfCredit: money(q.AmountOfCredit),
      term: formatMonths(q.Term),
      numberOfPayments: q.NumberOfRegularPayments ?? q.Term,
      regularPayment: formatPounds(q.RegularPayment),
      adminFee: money(q.AdminFee),
      optionToPurchaseFee: money(q.OptionToPurchaseFee),
      guaranteedFutureValue: money(q.GuaranteedFutureValue),
      finalPayment: money(q.FinalPayment),
      annualMileage: q.AnnualMileage === null ? undefined : formatMiles(q.AnnualMileage),
      excessMileageCharge: q.ExcessMileageChargePence === null ? undefined : formatPencePerMile(q.ExcessMileageChargePence),
      totalChargeForCredit: money(q.TotalChargeForCredit),
      totalAmountPayable: money(q.TotalAmountPayable),
      fixedRate: q.FixedRateOfInterest === null ? undefined : `${q.FixedRateOfInterest.toFixed(2)}%`,
      apr: q.APR === null ? undefined : `${q.APR.toFixed(1)}%`,
      vin: issued.vin,
      registration: issued.registration ? ` (registration ${issued.registration})` : '',
      organisationIdentifier: issued.organisationIdentifier,
      lenderName: this.config.lender.name,
      lenderAddress: this.config.lender.address,
    })
  }
}

function clamp(value: number, bounds: DepositBounds): number {
  return Math.min(bounds.maximum, Math.max(bounds.minimum, value))
}

/** "24, 36 or 48" */
function listInWords(values: readonly (number | string)[]): string {
  const texts = values.map(String)
  return texts.length <= 1 ? (texts[0] ?? '') : `${texts.slice(0, -1).join(', ')} or ${texts.at(-1)}`
}

/** The representative example (spec 02 §3 Blocks Details: Key, Label, DisplayValue), UK order and wording. */
function representativeExample(q: Quote): QuoteDetail[] {
  const details: QuoteDetail[] = []
  const add = (Key: string, Label: string, DisplayValue: string | null) => {
    if (DisplayValue !== null) details.push({ Key, Label, DisplayValue })
  }
  const money = (value: number | null) => (value === null ? null : formatPounds(value))
  add('CashPrice', 'Cash price', money(q.CashPrice))
  add('TotalDeposit', 'Deposit', formatPounds(q.TotalDeposit))
  add('AmountOfCredit', 'Amount of credit', money(q.AmountOfCredit))
  add('Term', 'Duration of agreement', formatMonths(q.Term))
  add('RegularPayment', `${q.NumberOfRegularPayments ?? q.Term} monthly payments of`, formatPounds(q.RegularPayment))
  if (q.AdminFee) add('AdminFee', 'Admin fee (with the first payment)', formatPounds(q.AdminFee))
  if (q.GuaranteedFutureValue !== null) {
    add('AnnualMileage', 'Annual mileage', q.AnnualMileage === null ? null : formatMiles(q.AnnualMileage))
    add('GuaranteedFutureValue', 'Guaranteed future value', money(q.GuaranteedFutureValue))
    add('FinalPayment', 'Optional final payment (including the option to purchase fee)', money(q.FinalPayment))
    add('ExcessMileageCharge', 'Excess mileage charge', q.ExcessMileageChargePence === null ? null : formatPencePerMile(q.ExcessMileageChargePence))
  }
  if (q.OptionToPurchaseFee) add('OptionToPurchaseFee', 'Option to purchase fee', formatPounds(q.OptionToPurchaseFee))
  add('TotalChargeForCredit', 'Total charge for credit', money(q.TotalChargeForCredit))
  add('TotalAmountPayable', 'Total amount payable', money(q.TotalAmountPayable))
  add('FixedRateOfInterest', 'Fixed rate of interest (per annum)', q.FixedRateOfInterest === null ? null : `${q.FixedRateOfInterest.toFixed(2)}%`)
  add('APR', 'Representative APR', q.APR === null ? null : `${q.APR.toFixed(1)}% APR`)
  return details
}
