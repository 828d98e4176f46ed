import { loanMonthlyCost, type LoanCalculatorOption, type LoanCalculatorState, loanTermsOf } from '../loan'

/**
 * The loan calculator's analytics event (spec 02 §7 Analytics: "Loan calculator analytics event is
 * debounced 500 ms (after 3 changes)"). Pure timing and counting, so it is tested with fake
 * timers; the calculator pushes what `send` receives to the dataLayer.
 */

/** spec 02 §7: the event waits for 500 ms without a change. */
export const LOAN_EVENT_DEBOUNCE_MS = 500
/** spec 02 §7: nothing is sent before the visitor has made 3 changes. */
export const LOAN_EVENT_MIN_CHANGES = 3

/** The dataLayer entry (spec 02 §7 names no fields; these are the figures the visitor chose). */
export type LoanCalculatorEvent = {
  event: 'loan_calculator'
  car_id: string
  /** Term in months. */
  loan_term: number
  /** Down payment in whole currency units. */
  loan_down_payment: number
  /** The rounded monthly cost the visitor sees. */
  loan_monthly_cost: number
  currency: string
}

export function loanCalculatorEvent(carId: string, currency: string, option: LoanCalculatorOption, state: LoanCalculatorState): LoanCalculatorEvent {
  return {
    event: 'loan_calculator',
    car_id: carId,
    loan_term: state.months,
    loan_down_payment: state.downPayment,
    loan_monthly_cost: loanMonthlyCost(loanTermsOf(option, state)),
    currency,
  }
}

/** Two events with the same figures: moving a slider away and back sends nothing new. */
export const sameLoanEvent = (a: LoanCalculatorEvent, b: LoanCalculatorEvent): boolean =>
  a.car_id === b.car_id && a.loan_term === b.loan_term && a.loan_down_payment === b.loan_down_payment && a.loan_monthly_cost === b.loan_monthly_cost

export type ChangeTracker<T> = {
  /** One change by the visitor, with the value it led to. */
  change(value: T): void
  /** Drops a pending send (the calculator unmounts). */
  cancel(): void
}

export type ChangeTrackerOptions<T> = {
  delayMs?: number
  minChanges?: number
  /** Values equal to the last one sent are not sent again. */
  same?: (a: T, b: T) => boolean
}

/**
 * Counts changes and, from the `minChanges`-th on, sends the latest value once `delayMs` have
 * passed without another change (a debounce). Changes before that are counted only: a visitor
 * who barely touches the calculator sends nothing. After the threshold every settled state is
 * sent, except one equal to the last sent.
 */
export function createChangeTracker<T>(
  send: (value: T) => void,
  { delayMs = LOAN_EVENT_DEBOUNCE_MS, minChanges = LOAN_EVENT_MIN_CHANGES, same = Object.is }: ChangeTrackerOptions<T> = {},
): ChangeTracker<T> {
  let changes = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastSent: { value: T } | undefined

  const stop = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  return {
    change(value) {
      changes += 1
      if (changes < minChanges) return
      stop()
      timer = setTimeout(() => {
        timer = undefined
        if (lastSent && same(lastSent.value, value)) return
        lastSent = { value }
        send(value)
      }, delayMs)
    },
    cancel: stop,
  }
}
