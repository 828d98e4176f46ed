/** One figure row of a calculator or offer card: a label and its formatted value. */
export type FinanceRow = { key: string; label: string; value: string }
