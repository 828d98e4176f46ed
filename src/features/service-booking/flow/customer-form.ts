import type { BookingRequest } from '@/integrations/workshop-booking/workshop-booking-port'

/** What the visitor types into step 4's customer form (spec 03 §5 'Booking customer form'). */
export type CustomerValues = { firstName: string; lastName: string; phone: string; email: string; message: string }

/** The form once checked: the booking request's customer (trimmed) and free text, as POST /api/mechmate/book takes them. */
export type BookingCustomer = Pick<BookingRequest, 'customer' | 'freeText'>

/** §9 "free text 80 characters" (the server's FREE_TEXT_MAX; a number here, so the form's first download has no zod). */
export const MESSAGE_MAX = 80

// The check (zod and the server's booking schema) in a chunk of its own, loaded on the form's first focus.
export const loadCustomerFormCheck = () => import('./customer-form-check')
