/**
 * The public face of features/finance: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { formatRatePercent, formatWholeNumber } from './calculators/finance-format'
export type { FinanceRow } from './calculators/finance-row'
export { FinanceFigures } from './calculators/FinanceFigures'
export { FinanceSidebar } from './calculators/FinanceSidebar'
export { FinanceSlider } from './calculators/FinanceSlider'
export { MonthlyCostFigure } from './calculators/MonthlyCostFigure'
export { termFromSlider } from './calculators/term-slider'
export { companyLeasingCalculatorStart, companyLeasingMonthlyCost, companyLeasingTermsOf } from './company-leasing'
export { loanCalculatorStart, loanQuote, loanTermsOf } from './loan'
