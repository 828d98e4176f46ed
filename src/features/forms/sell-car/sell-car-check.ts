import type { Resolver } from 'react-hook-form'
import { z } from 'zod'

import { type LeadFieldMap, leadResolver, type SellCarValues, type SellCarValuesInput, sellCarValuesSchema } from '@/features/leads'

import { parseWholeNumber } from '../shared/number-input'

/** What the visitor has entered (a radio group with nothing chosen may read null). */
export type SellCarInput = {
  regno: string
  milage: string
  customerName: string
  customerPhone: string
  customerEmail: string
  selected: string | null
  other: string
}
/** The input as spec 03 §3 'Sell-car form values', checked with the server's own rules. */
const sellCarInputSchema: z.ZodType<SellCarValues, SellCarInput> = z
  .custom<SellCarInput>()
  .transform((input): SellCarValuesInput => ({ ...input, milage: parseWholeNumber(input.milage), selected: input.selected ?? '' }))
  .pipe(sellCarValuesSchema)

/** The form's check for react-hook-form (loaded on the form's first focus or send, so zod is not in the page's first download). */
export function sellCarResolver<F extends string>(fieldMap: LeadFieldMap<F>): Resolver<SellCarInput, unknown, SellCarValues> {
  return leadResolver(sellCarInputSchema, fieldMap)
}
