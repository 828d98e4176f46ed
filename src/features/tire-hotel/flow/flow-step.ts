import type { ReactNode } from 'react'

import { trackEvent } from '@/features/tracking'

import { FLOW_STEPS } from '../tire-hotel-rules'

/** A dictionary text of the flow (`tireHotel*`), with {name} placeholders filled. */
export type FlowText = (key: string, vars?: Record<string, string | number>) => string

/** What every step gets: the texts and its heading (the flow's section is named by it, and a step change focuses it). */
export type StepProps = { t: FlowText; heading: (text: string) => ReactNode }

/** Marks the busy overlay while a call runs (one for the whole flow). */
export type SetBusy = (busy: boolean) => void

/** spec §9 flow-step analytics. */
export const flowStep = (step: keyof typeof FLOW_STEPS) => trackEvent({ event: 'flow_interaction', flow: 'tire-hotel', step, stepName: FLOW_STEPS[step] })
