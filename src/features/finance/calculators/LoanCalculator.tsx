'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { trackEvent } from '@/features/tracking'
import type { LoanOption } from '@/integrations/search/car-record'
import { fillText } from '@/lib/fill-text'

import { clampToBounds, DOWN_PAYMENT_STEP, roundToStep, TERM_STEP_MONTHS, termChoices } from '../calculator-input'
import { loanCalculatorStart, type LoanCalculatorState, loanCalculatorTermChange } from '../loan'
import { currencySymbol, formatMoney, formatWholeNumber } from './finance-format'
import type { FinanceTexts } from './finance-texts'
import { FinanceFigures } from './FinanceFigures'
import { FinanceNumberInput } from './FinanceNumberInput'
import { FinanceSlider } from './FinanceSlider'
import { type ChangeTracker, createChangeTracker, LOAN_EVENT_DEBOUNCE_MS, type LoanCalculatorEvent, loanCalculatorEvent, sameLoanEvent } from './loan-analytics'
import { loanView } from './loan-view'
import { MonthlyCostFigure } from './MonthlyCostFigure'
import { termFromSlider } from './term-slider'

export type LoanCalculatorProps = {
  carId: string
  option: LoanOption
  /** The car's currency (car_price_currency). */
  currency: string
  /** The page's BCP 47 tag (carCardContext.languageTag). */
  languageTag: string
  /** site.features.hideResidualAndEffectiveRate (spec 02 §1). */
  hideResidualAndEffectiveRate: boolean
  texts: FinanceTexts
  /** spec 02 §7 debounce, 500 ms. */
  analyticsDelayMs?: number
}

/**
 * The car loan calculator (spec 02 §3 Loan option, §4 Loan calculator, §5, §7, §9 Loan). The
 * visitor picks a term (slider, steps of 12 months) and a down payment (slider in steps of 1000,
 * or typed); every figure comes from loan.ts via loanView. A term change resets the residual value
 * and the down-payment bounds and clamps the down payment (loanCalculatorTermChange). From the
 * third change on, the chosen figures go to the dataLayer 500 ms after the last change.
 */
export function LoanCalculator({
  carId,
  option,
  currency,
  languageTag,
  hideResidualAndEffectiveRate,
  texts,
  analyticsDelayMs = LOAN_EVENT_DEBOUNCE_MS,
}: LoanCalculatorProps) {
  const id = useId()
  const [state, setState] = useState<LoanCalculatorState>(() => loanCalculatorStart(option))
  const format = { currency, languageTag }

  // One tracker per mounted calculator; it only keeps the timer and the count (spec 02 §7).
  const tracker = useRef<ChangeTracker<LoanCalculatorEvent> | null>(null)
  useEffect(() => {
    const created = createChangeTracker<LoanCalculatorEvent>((event) => trackEvent(event), { delayMs: analyticsDelayMs, same: sameLoanEvent })
    tracker.current = created
    return () => {
      created.cancel()
      tracker.current = null
    }
  }, [analyticsDelayMs])

  const apply = (next: LoanCalculatorState) => {
    const changed = next.months !== state.months || next.downPayment !== state.downPayment
    setState(next)
    if (changed) tracker.current?.change(loanCalculatorEvent(carId, currency, option, next))
  }

  const choices = termChoices(option.contract_durations)
  const firstTerm = choices[0] ?? state.months
  const lastTerm = choices.at(-1) ?? state.months
  const downPaymentBounds = { min: state.minDownPayment, max: state.maxDownPayment, step: DOWN_PAYMENT_STEP }

  const changeTerm = (requested: number) => apply(loanCalculatorTermChange(option, state.downPayment, termFromSlider(choices, requested, state.months)))
  const changeDownPayment = (value: number) => apply({ ...state, downPayment: clampToBounds(roundToStep(value, DOWN_PAYMENT_STEP), downPaymentBounds) })

  const view = loanView(option, state, format, texts, { hideResidualAndEffectiveRate })
  const months = (count: number) => fillText(texts.months, { months: formatWholeNumber(count, languageTag) })
  const money = (amount: number) => formatMoney(amount, format)

  return (
    <div data-testid="loan-calculator" className="flex flex-col gap-4">
      <MonthlyCostFigure label={texts.monthlyCost} amount={view.monthlyCost} live testId="loan-monthly-cost" />
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
          id={`${id}-down-payment`}
          label={texts.downPayment}
          value={state.downPayment}
          min={state.minDownPayment}
          max={state.maxDownPayment}
          step={DOWN_PAYMENT_STEP}
          valueText={money(state.downPayment)}
          shownValue={money(state.downPayment)}
          minText={money(state.minDownPayment)}
          maxText={money(state.maxDownPayment)}
          onChange={changeDownPayment}
        />
        <FinanceNumberInput
          id={`${id}-down-payment-typed`}
          label={texts.downPaymentInput}
          value={state.downPayment}
          bounds={downPaymentBounds}
          unit={currencySymbol(format)}
          languageTag={languageTag}
          onCommit={(downPayment) => apply({ ...state, downPayment })}
        />
      </div>
      <FinanceFigures rows={view.rows} />
      {view.disclaimer ? (
        <p data-testid="loan-disclaimer" className="text-xs text-muted">
          {view.disclaimer}
        </p>
      ) : null}
    </div>
  )
}
