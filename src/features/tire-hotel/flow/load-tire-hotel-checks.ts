// The checks (zod and the server's schemas) in a chunk of their own (docs/architecture.md 'Client
// code per page'); apart from the forms' types, which the checks import, so no loop closes.
export const loadTireHotelChecks = () => import('./tire-hotel-checks')
