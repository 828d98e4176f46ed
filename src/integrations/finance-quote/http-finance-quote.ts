import { z } from 'zod'

import {
  type CalculateRequest,
  type CalculateResponse,
  type DefaultProductsRequest,
  type DefaultProductsResponse,
  FINANCE_QUOTE_UNAVAILABLE_MESSAGE,
  type FinanceProduct,
  type FinanceQuotation,
  type FinanceQuotePort,
  type PhysicalVehicle,
  type Quote,
  type QuoteBlock,
  type QuotedVehicle,
  type QuoteNotification,
  type SliderDefinition,
  type TermsAndConditionsResponse,
} from './finance-quote-port'

/**
 * Adapter for the outside finance-quote provider (spec 02 §7 'Finance and media (UK dealer-group
 * site)'), chosen by SHOWROOM_FINANCE_QUOTE_URL, with SHOWROOM_FINANCE_QUOTE_API_KEY sent as the
 * X-Api-Key header when set.
 *
 * The provider's API as this adapter speaks it (relative to the base URL; change PROVIDER_PATHS if
 * the provider's differ; the fixtures next to the test show each body):
 *
 *   POST {base}/calculate                        spec's cfd body (VehicleRequests)    → { Vehicles }
 *   POST {base}/default-products                 PhysicalVehicle + OrganisationIdentifier → { Products }
 *   GET  {base}/terms-and-conditions/{reference} → { QuoteReference, TermsAndConditions (HTML) }; 404 = unknown
 *
 * Requests are the spec's shapes (the spec's site forwarded the widget's bodies to the provider),
 * normalised: every optional parameter present (null when absent), money on the penny, the plate
 * compact and upper case. Answers are read leniently and mapped to the port's shapes: the product
 * sits under Finance.Product, block titles under Title, notifications may be plain strings,
 * numbers may arrive as strings, the quote's figures that the provider gives only as Blocks
 * Details (APR "9.9%", "£17,782.96") are parsed from there, and the legal HTML becomes plain text
 * (spec 02 §7 "shown as text"). A quotation marked HasError without a message gets the spec's
 * text (spec 02 §8). Any HTTP failure, timeout or unreadable answer throws for the caller to log
 * and answer 502.
 */

export const PROVIDER_PATHS = {
  calculate: '/calculate',
  defaultProducts: '/default-products',
  termsAndConditions: (reference: string) => `/terms-and-conditions/${encodeURIComponent(reference)}`,
} as const

export type HttpFinanceQuoteOptions = {
  /** SHOWROOM_FINANCE_QUOTE_URL, e.g. https://finance.example.com/api/v3 */
  baseUrl: string
  /** SHOWROOM_FINANCE_QUOTE_API_KEY; sent as X-Api-Key. */
  apiKey?: string
  /** Per call; a slow provider costs the widget at most this. */
  timeoutMs?: number
  fetchImpl?: typeof fetch
}

export class HttpFinanceQuote implements FinanceQuotePort {
  private readonly baseUrl: string
  private readonly timeoutMs: number
  private readonly fetchImpl: typeof fetch

  constructor(private readonly options: HttpFinanceQuoteOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.timeoutMs = options.timeoutMs ?? 8_000
    this.fetchImpl = options.fetchImpl ?? fetch
  }

  async calculate(request: CalculateRequest): Promise<CalculateResponse> {
    const answer = await this.call('POST', PROVIDER_PATHS.calculate, toProviderCalculateRequest(request))
    return fromProviderCalculateResponse(parseProviderAnswer(providerCalculateResponse, answer, 'calculate'))
  }

  async defaultProducts(request: DefaultProductsRequest): Promise<DefaultProductsResponse> {
    const answer = await this.call('POST', PROVIDER_PATHS.defaultProducts, toProviderDefaultProductsRequest(request))
    return fromProviderDefaultProductsResponse(parseProviderAnswer(providerDefaultProductsResponse, answer, 'default products'))
  }

  async termsAndConditions(quoteReference: string): Promise<TermsAndConditionsResponse | null> {
    const answer = await this.call('GET', PROVIDER_PATHS.termsAndConditions(quoteReference), undefined, { notFoundIsNull: true })
    if (answer === null) return null
    const parsed = parseProviderAnswer(providerTermsResponse, answer, 'terms and conditions')
    return { QuoteReference: parsed.QuoteReference ?? quoteReference, TermsAndConditions: htmlToText(parsed.TermsAndConditions) }
  }

  private async call(method: 'GET' | 'POST', path: string, body: unknown, { notFoundIsNull = false } = {}): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (this.options.apiKey) headers['x-api-key'] = this.options.apiKey
    const response = await this.fetchImpl(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    if (notFoundIsNull && response.status === 404) {
      await response.arrayBuffer().catch(() => undefined)
      return null
    }
    if (!response.ok) {
      const excerpt = (await response.text().catch(() => '')).slice(0, 200)
      throw new Error(`Finance quote provider answered ${response.status} to ${method} ${path}${excerpt ? `: ${excerpt}` : ''}`)
    }
    try {
      return await response.json()
    } catch {
      throw new Error(`Finance quote provider answered ${method} ${path} with something that is not JSON`)
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Our request → the provider's
// ---------------------------------------------------------------------------------------------

const penny = (pounds: number) => Math.round(pounds * 100) / 100
const nullablePenny = (pounds: number | null | undefined) => (pounds == null ? null : penny(pounds))

function toProviderVehicle(vehicle: PhysicalVehicle) {
  return {
    Type: vehicle.Type,
    SourceVehicleId: vehicle.SourceVehicleId,
    Vin: vehicle.Vin.toUpperCase(),
    Status: vehicle.Status,
    OnTheRoadPrice: penny(vehicle.OnTheRoadPrice),
    Mileage: vehicle.Mileage,
    Registration: vehicle.Registration
      ? {
          Number: vehicle.Registration.Number.replace(/\s+/g, '').toUpperCase(),
          Country: vehicle.Registration.Country,
          DateOfFirstRegistration: vehicle.Registration.DateOfFirstRegistration ?? null,
        }
      : null,
  }
}

export function toProviderCalculateRequest(request: CalculateRequest) {
  return {
    VehicleRequests: request.VehicleRequests.map((vehicleRequest) => ({
      Id: vehicleRequest.Id,
      Parameters: {
        Term: vehicleRequest.Parameters.Term ?? null,
        CashDeposit: nullablePenny(vehicleRequest.Parameters.CashDeposit),
        RegularPayment: nullablePenny(vehicleRequest.Parameters.RegularPayment),
        AnnualMileage: vehicleRequest.Parameters.AnnualMileage ?? null,
        FinanceProductFamilyKeys: vehicleRequest.Parameters.FinanceProductFamilyKeys ?? [],
        CalculationType: vehicleRequest.Parameters.CalculationType,
        OrganisationIdentifier: vehicleRequest.Parameters.OrganisationIdentifier,
      },
      PhysicalVehicle: toProviderVehicle(vehicleRequest.PhysicalVehicle),
    })),
  }
}

export function toProviderDefaultProductsRequest(request: DefaultProductsRequest) {
  return { PhysicalVehicle: toProviderVehicle(request.PhysicalVehicle), OrganisationIdentifier: request.OrganisationIdentifier }
}

// ---------------------------------------------------------------------------------------------
// The provider's answers (read leniently) → ours
// ---------------------------------------------------------------------------------------------

/** A number, or a string holding one ("339.02"); anything else counts as absent. */
const looseNumber = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullish()
  .catch(null)
const looseText = z.string().nullish().catch(null)
const looseError = z.object({ UserMessage: looseText }).nullish().catch(null)

const providerDetail = z.object({ Key: z.string(), Label: looseText, DisplayValue: z.union([z.string(), z.number()]).transform(String).nullish() })
const providerBlock = z.object({
  Key: looseText,
  Title: looseText,
  Label: looseText,
  Details: z.array(providerDetail.nullable().catch(null)).nullish().catch(null),
})
const providerNotification = z.union([z.string(), z.object({ Key: looseText, Message: looseText, Text: looseText })])

const providerQuote = z.looseObject({
  QuoteReference: z.string().min(1),
  Term: looseNumber,
  AnnualMileage: looseNumber,
  CashDeposit: looseNumber,
  TotalDeposit: looseNumber,
  RegularPayment: looseNumber,
  TotalRegularPayment: looseNumber,
  NumberOfRegularPayments: looseNumber,
  CashPrice: looseNumber,
  AmountOfCredit: looseNumber,
  AdminFee: looseNumber,
  OptionToPurchaseFee: looseNumber,
  GuaranteedFutureValue: looseNumber,
  FinalPayment: looseNumber,
  ExcessMileageChargePence: looseNumber,
  Apr: looseNumber,
  APR: looseNumber,
  FixedRateOfInterest: looseNumber,
  TotalChargeForCredit: looseNumber,
  TotalAmountPayable: looseNumber,
  QuoteActions: z.object({ Apply: looseText }).nullish().catch(null),
})

const providerQuotation = z.object({
  HasError: z.boolean().nullish(),
  Error: looseError,
  Blocks: z.array(providerBlock.nullable().catch(null)).nullish().catch(null),
  Finance: z
    .object({
      Product: z.object({ FamilyKey: looseText, Name: looseText }).nullish().catch(null),
      Notifications: z.array(providerNotification.nullable().catch(null)).nullish().catch(null),
      // A quote the provider sent in a shape we cannot read is treated as no quote (HasError below).
      Quote: providerQuote.nullish().catch(null),
    })
    .nullish()
    .catch(null),
})

const providerCalculateResponse = z.object({
  Vehicles: z.array(
    z.object({
      Id: z.union([z.string(), z.number()]).transform(String),
      HasError: z.boolean().nullish(),
      Error: looseError,
      FinanceQuotations: z.array(providerQuotation).nullish(),
    }),
  ),
})
type ProviderCalculateResponse = z.infer<typeof providerCalculateResponse>
type ProviderQuotation = z.infer<typeof providerQuotation>

const providerSlider = z.object({
  Locale: z.object({ DisplayValue: looseText }).nullish().catch(null),
  Default: looseNumber,
  Values: z.array(z.number()).nullish().catch(null),
  Minimum: looseNumber,
  Maximum: looseNumber,
})
type ProviderSlider = z.infer<typeof providerSlider>

const providerProduct = z.object({
  FamilyKey: z.string().min(1),
  Name: looseText,
  Term: providerSlider,
  Deposit: providerSlider,
  Payment: providerSlider,
  AnnualMileage: providerSlider.nullish().catch(null),
})

const providerDefaultProductsResponse = z.object({
  Products: z.array(z.unknown()).nullish(),
  HasError: z.boolean().nullish(),
  Error: looseError,
})
type ProviderDefaultProductsResponse = z.infer<typeof providerDefaultProductsResponse>

const providerTermsResponse = z.object({ QuoteReference: looseText, TermsAndConditions: z.string() })

function parseProviderAnswer<T extends z.ZodType>(schema: T, answer: unknown, call: string): z.infer<T> {
  const parsed = schema.safeParse(answer)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Finance quote provider's ${call} answer has an unexpected shape: ${issue?.path.join('.') || '(root)'} ${issue?.message ?? ''}`.trim())
  }
  return parsed.data
}

/** "£17,782.96" → 17782.96, "9.9% APR" → 9.9, "8p per mile" → 8; null when no number is in it. */
export function numberInDisplayValue(displayValue: string | null | undefined): number | null {
  const match = displayValue?.replace(/,/g, '').match(/-?\d+(\.\d+)?/)
  return match ? Number(match[0]) : null
}

export function fromProviderCalculateResponse(answer: ProviderCalculateResponse): CalculateResponse {
  return {
    Vehicles: answer.Vehicles.map((vehicle): QuotedVehicle => {
      if (vehicle.HasError) {
        return {
          Id: vehicle.Id,
          HasError: true,
          Error: { UserMessage: vehicle.Error?.UserMessage || FINANCE_QUOTE_UNAVAILABLE_MESSAGE },
          FinanceQuotations: [],
        }
      }
      return { Id: vehicle.Id, HasError: false, Error: null, FinanceQuotations: (vehicle.FinanceQuotations ?? []).map(fromProviderQuotation) }
    }),
  }
}

function fromProviderQuotation(quotation: ProviderQuotation): FinanceQuotation {
  const product = quotation.Finance?.Product
  const familyKey = product?.FamilyKey ?? ''
  const productName = product?.Name ?? null
  const blocks: QuoteBlock[] = (quotation.Blocks ?? []).flatMap((block, index) =>
    block
      ? [
          {
            Key: block.Key ?? `Block${index + 1}`,
            Label: block.Title ?? block.Label ?? '',
            Details: (block.Details ?? []).flatMap((d) =>
              d && d.DisplayValue != null ? [{ Key: d.Key, Label: d.Label ?? d.Key, DisplayValue: d.DisplayValue }] : [],
            ),
          },
        ]
      : [],
  )
  const quote = quotation.Finance?.Quote ? fromProviderQuote(quotation.Finance.Quote, familyKey, productName, blocks) : null
  if (quotation.HasError || !quote) {
    return {
      FinanceProductFamilyKey: familyKey,
      ProductName: productName,
      HasError: true,
      Error: { UserMessage: quotation.Error?.UserMessage || FINANCE_QUOTE_UNAVAILABLE_MESSAGE },
      Blocks: [],
      Finance: null,
    }
  }
  const notifications: QuoteNotification[] = (quotation.Finance?.Notifications ?? []).flatMap((n, index) => {
    if (!n) return []
    if (typeof n === 'string') return [{ Key: `Notification${index + 1}`, Message: n }]
    const message = n.Message ?? n.Text
    return message ? [{ Key: n.Key ?? `Notification${index + 1}`, Message: message }] : []
  })
  return {
    FinanceProductFamilyKey: familyKey,
    ProductName: productName,
    HasError: false,
    Error: null,
    Blocks: blocks,
    Finance: { Notifications: notifications, Quote: quote },
  }
}

/** The quote in our shape, or null when the spec's own figures (Term, deposit, payment) are missing. */
function fromProviderQuote(quote: z.infer<typeof providerQuote>, familyKey: string, productName: string | null, blocks: QuoteBlock[]): Quote | null {
  const fromBlocks = (key: string) =>
    numberInDisplayValue(blocks.flatMap((b) => b.Details).find((d) => d.Key.toLowerCase() === key.toLowerCase())?.DisplayValue)
  const figure = (value: number | null | undefined, blockKey: string) => value ?? fromBlocks(blockKey)
  const totalDeposit = quote.TotalDeposit ?? quote.CashDeposit
  const totalRegularPayment = quote.TotalRegularPayment ?? quote.RegularPayment
  if (quote.Term == null || totalDeposit == null || totalRegularPayment == null) return null
  return {
    QuoteReference: quote.QuoteReference,
    FinanceProductFamilyKey: familyKey,
    ProductName: productName,
    Term: Math.round(quote.Term),
    NumberOfRegularPayments: quote.NumberOfRegularPayments ?? null,
    AnnualMileage: quote.AnnualMileage ?? null,
    CashPrice: figure(quote.CashPrice, 'CashPrice'),
    CashDeposit: quote.CashDeposit ?? totalDeposit,
    TotalDeposit: totalDeposit,
    AmountOfCredit: figure(quote.AmountOfCredit, 'AmountOfCredit'),
    RegularPayment: quote.RegularPayment ?? totalRegularPayment,
    TotalRegularPayment: totalRegularPayment,
    AdminFee: figure(quote.AdminFee, 'AdminFee'),
    OptionToPurchaseFee: figure(quote.OptionToPurchaseFee, 'OptionToPurchaseFee'),
    GuaranteedFutureValue: figure(quote.GuaranteedFutureValue, 'GuaranteedFutureValue'),
    FinalPayment: figure(quote.FinalPayment, 'FinalPayment'),
    ExcessMileageChargePence: figure(quote.ExcessMileageChargePence, 'ExcessMileageCharge'),
    APR: figure(quote.APR ?? quote.Apr, 'APR'),
    FixedRateOfInterest: figure(quote.FixedRateOfInterest, 'FixedRateOfInterest'),
    TotalChargeForCredit: figure(quote.TotalChargeForCredit, 'TotalChargeForCredit'),
    TotalAmountPayable: figure(quote.TotalAmountPayable, 'TotalAmountPayable'),
    QuoteActions: { Apply: quote.QuoteActions?.Apply ?? null },
  }
}

/** A slider in our shape: Values when the provider lists some, else Minimum and Maximum; null when neither. */
function fromProviderSlider(slider: ProviderSlider, unit: string): SliderDefinition | null {
  const Locale = { DisplayValue: slider.Locale?.DisplayValue ?? unit }
  const values = slider.Values ?? []
  if (values.length > 0) return { Locale, Default: slider.Default ?? values[0] ?? 0, Values: values }
  if (slider.Minimum == null || slider.Maximum == null || slider.Minimum > slider.Maximum) return null
  return { Locale, Default: slider.Default ?? slider.Minimum, Minimum: slider.Minimum, Maximum: slider.Maximum }
}

export function fromProviderDefaultProductsResponse(answer: ProviderDefaultProductsResponse): DefaultProductsResponse {
  // A product we cannot read is left out, not the whole answer.
  const products = (answer.Products ?? []).flatMap((raw): FinanceProduct[] => {
    const parsed = providerProduct.safeParse(raw)
    if (!parsed.success) return []
    const p = parsed.data
    const term = fromProviderSlider(p.Term, 'months')
    const deposit = fromProviderSlider(p.Deposit, '£')
    const payment = fromProviderSlider(p.Payment, '£ per month')
    if (!term || !deposit || !payment) return []
    return [
      {
        FamilyKey: p.FamilyKey,
        Name: p.Name ?? p.FamilyKey,
        Term: term,
        Deposit: deposit,
        Payment: payment,
        AnnualMileage: p.AnnualMileage ? fromProviderSlider(p.AnnualMileage, 'miles') : null,
      },
    ]
  })
  if (answer.HasError || products.length === 0) {
    return { Products: [], HasError: true, Error: { UserMessage: answer.Error?.UserMessage || FINANCE_QUOTE_UNAVAILABLE_MESSAGE } }
  }
  return { Products: products, HasError: false, Error: null }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', pound: '£' }

/**
 * Legal HTML as plain text (spec 02 §7 "shown as text"): paragraphs and line breaks become blank
 * lines and new lines, list items "• ", other tags go, common entities are decoded.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/\r\n?/g, '\n')
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '\n• ')
    .replace(/<\s*\/\s*(p|div|h[1-6]|ul|ol|table|tr)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (entity, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity
      const codePoint = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
