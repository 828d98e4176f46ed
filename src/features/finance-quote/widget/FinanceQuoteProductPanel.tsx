import { FinanceFigures, FinanceSlider, MonthlyCostFigure } from '@/features/finance'
import { fillText } from '@/lib/fill-text'

import type { FinanceProduct } from '../finance-quote-contract'
import type { FinanceQuoteTexts } from './finance-quote-texts'
import { formatPerMonth, providerLink, quoteRows, safeHref, sliderLabel, sliderValueText } from './finance-quote-view'
import { type ProductEntry, type SliderKey, sliderBounds, sliderDefinition, sliderSpecOf, selectionValue } from './finance-quote-widget-state'
import { QuoteTermsAndConditions } from './QuoteTermsAndConditions'

export type FinanceQuoteProductPanelProps = {
  product: FinanceProduct
  entry: ProductEntry
  texts: FinanceQuoteTexts
  languageTag: string
  /** Unique per product: the sliders' ids start with it. */
  idPrefix: string
  /** The level of the representative example headings (below the widget's or product's heading). */
  blockHeadingLevel: 3 | 4
  /** Reserve / part-exchange link templates, null for no link. */
  reserveUrlTemplate: string | null
  partExchangeUrlTemplate: string | null
  onSliderChange: (slider: SliderKey, value: number) => void
  onRetry: () => void
}

const SLIDERS: readonly SliderKey[] = ['term', 'deposit', 'payment', 'mileage']

const secondaryLink =
  'inline-flex min-h-11 items-center justify-center rounded-brand border border-border bg-background px-4 py-2 text-center font-semibold text-link hover:border-accent'

/**
 * One finance product of the UK widget (spec 02 §4, §9): the monthly payment, the sliders (term,
 * deposit, payment, and annual mileage for PCP), the quote's figures and representative example
 * blocks, the Apply / reserve / part-exchange links and the terms and conditions. Stateless: the
 * widget owns the selection and the requests. Slider values follow the visitor at once; the figures
 * change when the provider answers (marked busy in between).
 */
export function FinanceQuoteProductPanel({
  product,
  entry,
  texts,
  languageTag,
  idPrefix,
  blockHeadingLevel,
  reserveUrlTemplate,
  partExchangeUrlTemplate,
  onSliderChange,
  onRetry,
}: FinanceQuoteProductPanelProps) {
  const quoted = entry.quoted
  const failure = entry.failed ? (
    <div
      role="alert"
      data-testid="finance-quote-error"
      className="flex flex-col items-start gap-2 rounded-brand border border-warning bg-background p-3 text-sm"
    >
      <p>{texts.quoteError}</p>
      <button type="button" onClick={onRetry} className="btn-primary">
        {texts.retry}
      </button>
    </div>
  ) : null

  if (!quoted) {
    return (
      <div data-testid="finance-quote-panel" className="flex flex-col gap-3">
        {failure ?? (
          <p role="status" className="text-muted">
            {texts.loading}
          </p>
        )}
      </div>
    )
  }

  const { quote, blocks, notifications } = quoted
  const BlockHeading = blockHeadingLevel === 3 ? 'h3' : 'h4'
  const apply = safeHref(quote.QuoteActions.Apply)
  const value = (slider: SliderKey, amount: number) => sliderValueText(slider, amount, languageTag, texts)

  return (
    <div data-testid="finance-quote-panel" aria-busy={entry.request !== null} className="flex flex-col gap-4">
      <MonthlyCostFigure
        label={texts.monthlyPayment}
        amount={formatPerMonth(quote.TotalRegularPayment, languageTag, texts)}
        live
        testId="finance-quote-monthly-payment"
      />
      {/* The provider's notes (a deposit moved into its limits …), announced with the new figures. */}
      <div aria-live="polite" className="empty:hidden">
        {notifications.length > 0 ? (
          <ul data-testid="finance-quote-notifications" className="flex flex-col gap-1 rounded-brand border border-border bg-background p-3 text-sm">
            {notifications.map((notification) => (
              <li key={`${notification.Key}-${notification.Message}`}>{notification.Message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {failure}
      <div className="flex flex-col gap-3">
        {SLIDERS.map((slider) => {
          const definition = sliderDefinition(product, slider)
          const current = selectionValue(entry.selection, slider)
          if (!definition || current === null) return null
          const spec = sliderSpecOf(definition)
          const bounds = sliderBounds(spec, current)
          return (
            <FinanceSlider
              key={slider}
              id={`${idPrefix}-${slider}`}
              label={sliderLabel(slider, texts)}
              value={current}
              min={bounds.min}
              max={bounds.max}
              step={spec.step}
              valueText={value(slider, current)}
              shownValue={value(slider, current)}
              minText={value(slider, bounds.min)}
              maxText={value(slider, bounds.max)}
              onChange={(next) => onSliderChange(slider, next)}
            />
          )
        })}
      </div>
      <FinanceFigures rows={quoteRows(quote, languageTag, texts)} />
      {blocks.map((block, blockIndex) => (
        <section key={`${block.Key}-${blockIndex}`} aria-labelledby={`${idPrefix}-block-${blockIndex}`} data-block={block.Key} className="flex flex-col gap-1">
          <BlockHeading id={`${idPrefix}-block-${blockIndex}`} className="text-base font-semibold">
            {block.Label}
          </BlockHeading>
          <FinanceFigures rows={block.Details.map((detail, index) => ({ key: `${detail.Key}-${index}`, label: detail.Label, value: detail.DisplayValue }))} />
        </section>
      ))}
      <div className="flex flex-col gap-2">
        {apply ? (
          <a href={apply} data-testid="finance-quote-apply" className="btn-primary w-full">
            {texts.apply}
          </a>
        ) : null}
        {reserveUrlTemplate ? (
          <a href={providerLink(reserveUrlTemplate, quote.QuoteReference)} data-testid="finance-quote-reserve" className={secondaryLink}>
            {texts.reserve}
          </a>
        ) : null}
        {partExchangeUrlTemplate ? (
          <a href={providerLink(partExchangeUrlTemplate, quote.QuoteReference)} data-testid="finance-quote-part-exchange" className={secondaryLink}>
            {texts.partExchange}
          </a>
        ) : null}
      </div>
      <p data-testid="finance-quote-reference" className="text-xs text-muted">
        {fillText(texts.quoteReference, { reference: quote.QuoteReference })}
      </p>
      <QuoteTermsAndConditions quoteReference={quote.QuoteReference} texts={texts} />
    </div>
  )
}
