'use client'

import { useId, useState } from 'react'

import type { CompanyLeasingOption } from '@/integrations/search/car-record'
import { fillText } from '@/lib/fill-text'

import { CASH_AMOUNT_PERCENT_STEP, clampToBounds, TERM_STEP_MONTHS, termChoices } from '../calculator-input'
import { companyLeasingCalculatorStart, type CompanyLeasingCalculatorState, companyLeasingMileageChange, companyLeasingTermChange } from '../company-leasing'
import { companyLeasingView } from './company-leasing-view'
import { formatRatePercent, formatWholeNumber } from './finance-format'
import type { FinanceTexts } from './finance-texts'
import { FinanceFigures } from './FinanceFigures'
import { FinanceNumberInput } from './FinanceNumberInput'
import { FinanceSlider } from './FinanceSlider'
import { MonthlyCostFigure } from './MonthlyCostFigure'
import { termFromSlider } from './term-slider'

export type CompanyLeasingCalculatorProps = {
  option: CompanyLeasingOption
  /** The car's currency (car_price_currency). */
  currency: string
  /** The page's BCP 47 tag (carCardContext.languageTag). */
  languageTag: string
  /** site.features.hideResidualAndEffectiveRate (spec 02 §1). */
  hideResidualAndEffectiveRate: boolean
  texts: FinanceTexts
}

/**
 * The company leasing calculator (spec 02 §3 Company leasing option, §4 Company leasing
 * calculator, §9 Company leasing): yearly mileage in Swedish mil (a radio group), term (slider,
 * steps of 12 months) and first-time fee in percent of the price (slider or typed, steps of 1).
 * Choosing a mileage resets term, percentage and residual value (companyLeasingMileageChange); a
 * term change clamps the percentage into that term's bounds (companyLeasingTermChange). Every
 * price is without VAT and says so.
 */
export function CompanyLeasingCalculator({ option, currency, languageTag, hideResidualAndEffectiveRate, texts }: CompanyLeasingCalculatorProps) {
  const id = useId()
  const [state, setState] = useState<CompanyLeasingCalculatorState>(() => companyLeasingCalculatorStart(option))
  const format = { currency, languageTag }

  const durations = option.company_leasing_options.find((candidate) => candidate.mileage === state.mileage)?.durations ?? []
  const choices = durations.length > 0 ? termChoices(durations) : [state.months]
  const firstTerm = choices[0] ?? state.months
  const lastTerm = choices.at(-1) ?? state.months
  const percentBounds = { min: state.minCashAmountPercentage, max: state.maxCashAmountPercentage, step: CASH_AMOUNT_PERCENT_STEP }

  const changeTerm = (requested: number) => setState(companyLeasingTermChange(option, state, termFromSlider(choices, requested, state.months)))
  const changePercentage = (value: number) => setState({ ...state, cashAmountPercentage: clampToBounds(Math.round(value), percentBounds) })

  const view = companyLeasingView(option, state, format, texts, { hideResidualAndEffectiveRate })
  const months = (count: number) => fillText(texts.months, { months: formatWholeNumber(count, languageTag) })
  const percent = (value: number) => formatRatePercent(value, languageTag)
  const mileageText = (mileage: number) => fillText(texts.mileagePerYear, { mileage: formatWholeNumber(mileage, languageTag) })

  return (
    <div data-testid="company-leasing-calculator" className="flex flex-col gap-4">
      <MonthlyCostFigure label={texts.monthlyCost} amount={view.monthlyCost} note={texts.withoutVat} live testId="company-leasing-monthly-cost" />
      <fieldset className="min-w-0 border-0 p-0">
        <legend className="mb-1 font-semibold">{texts.mileage}</legend>
        <div className="flex flex-wrap gap-2">
          {option.company_leasing_options.map(({ mileage }) => (
            <label
              key={mileage}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-brand border border-border bg-background px-3 text-sm has-checked:border-accent has-checked:bg-surface has-checked:font-semibold"
            >
              <input
                type="radio"
                name={`${id}-mileage`}
                value={mileage}
                checked={state.mileage === mileage}
                onChange={() => setState(companyLeasingMileageChange(option, mileage))}
                className="h-5 w-5 shrink-0 cursor-pointer accent-accent"
              />
              {mileageText(mileage)}
            </label>
          ))}
        </div>
      </fieldset>
      <FinanceSlider
        id={`${id}-term`}
        label={texts.term}
        value={state.months}
        min={firstTerm}
        max={lastTerm}
        step={TERM_STEP_MONTHS}
        valueText={fillText(texts.monthsWords, { months: formatWholeNumber(state.months, languageTag) })}
        shownValue={months(state.months)}
        minText={months(firstTerm)}
        maxText={months(lastTerm)}
        onChange={changeTerm}
      />
      <div className="flex flex-col gap-2">
        <FinanceSlider
          id={`${id}-cash-amount`}
          label={texts.cashAmount}
          value={state.cashAmountPercentage}
          min={state.minCashAmountPercentage}
          max={state.maxCashAmountPercentage}
          step={CASH_AMOUNT_PERCENT_STEP}
          valueText={fillText(texts.percentWords, { percent: formatWholeNumber(state.cashAmountPercentage, languageTag) })}
          shownValue={percent(state.cashAmountPercentage)}
          minText={percent(state.minCashAmountPercentage)}
          maxText={percent(state.maxCashAmountPercentage)}
          onChange={changePercentage}
        />
        <FinanceNumberInput
          id={`${id}-cash-amount-typed`}
          label={texts.cashAmountInput}
          value={state.cashAmountPercentage}
          bounds={percentBounds}
          unit="%"
          languageTag={languageTag}
          onCommit={(cashAmountPercentage) => setState({ ...state, cashAmountPercentage })}
        />
      </div>
      <FinanceFigures rows={view.rows} />
      <p className="text-sm text-muted">{texts.allPricesWithoutVat}</p>
      {view.disclaimer ? (
        <p data-testid="company-leasing-disclaimer" className="text-xs text-muted">
          {view.disclaimer}
        </p>
      ) : null}
    </div>
  )
}
