import { notFound } from 'next/navigation'
import { cache } from 'react'

/**
 * Whether this request's page is the not-found page.
 *
 * Next renders the segment's `not-found.tsx` eagerly on every request and sends it along in the
 * page's data, in case the page calls notFound(). Ours is a whole site frame (and, on car paths, a
 * recommendations search): on a normal page that doubled the frame in the payload and cost a search
 * for nothing. So the page says what it became, and the not-found component renders its content
 * only when it is needed. Unsaid (a render path that never reaches the page, e.g. a prefetch) counts
 * as not-found after a while, so the not-found page can never be left empty.
 */
export type PageOutcome = 'not-found' | 'other'

const UNDECIDED_AFTER_MS = 2000

type OutcomeCell = { promise: Promise<PageOutcome>; settle: (outcome: PageOutcome) => void }

// React's cache is per server request: the page and the not-found boundary share one cell.
const requestOutcome = cache((): OutcomeCell => {
  let settle: (outcome: PageOutcome) => void = () => undefined
  const promise = new Promise<PageOutcome>((resolve) => {
    settle = resolve
  })
  return { promise, settle }
})

/** The page renders (or fails) as something other than the not-found page. The first word counts. */
export function settlePageOutcome(outcome: PageOutcome): void {
  requestOutcome().settle(outcome)
}

/** notFound(), after telling the not-found boundary that it is needed. */
export function pageNotFound(): never {
  settlePageOutcome('not-found')
  notFound()
}

/** What the page became; 'not-found' when it has not said within `undecidedAfterMs`. */
export async function pageOutcome(undecidedAfterMs = UNDECIDED_AFTER_MS): Promise<PageOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const undecided = new Promise<PageOutcome>((resolve) => {
    timer = setTimeout(() => resolve('not-found'), undecidedAfterMs)
  })
  try {
    return await Promise.race([requestOutcome().promise, undecided])
  } finally {
    clearTimeout(timer)
  }
}
