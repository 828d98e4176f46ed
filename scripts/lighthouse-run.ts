/**
 * One Lighthouse run (mobile: 4x CPU slowdown, slow 4G) on Debian's Chromium, with the figures the
 * benchmarks report; used by bench-lighthouse.ts and bench-next-floor.ts.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { z } from 'zod'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser'

export type Run = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  si: number
  scriptBytes: number
  /** Why Lighthouse gave no metrics, when it says. */
  problem?: string
}
/** The figures of a run (all but the reason for none). */
export type Metric = Exclude<keyof Run, 'problem'>
export type Throttling = 'simulate' | 'devtools'

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** Lighthouse's resource-summary rows: one per resource type, with the bytes transferred. */
const resourceSummaryRows = z.object({ items: z.array(z.object({ resourceType: z.string(), transferSize: z.number() })) })

/**
 * A run that gave no metrics (Lighthouse's simulation now and then ends without them: score 0, every
 * timing NaN, on a page that measures normally the next time) is a failed measurement, not a score
 * of 0: it is said, and measured again, twice at most.
 */
export async function measureWithRetry(url: string, throttling: Throttling): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const run = await measure(url, throttling)
    if (Number.isFinite(run.lcp) && Number.isFinite(run.tbt)) return run
    console.warn(`  ${url} ${throttling}: Lighthouse gave no metrics (${run.problem ?? 'no reason given'})${attempt < 3 ? ', measuring again' : ''}`)
    if (attempt === 3) return run
  }
}

async function measure(url: string, throttling: Throttling): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      throttlingMethod: throttling,
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { categories, audits } = result.lhr
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    const problem =
      result.lhr.runtimeError?.message ?? (audits['largest-contentful-paint']?.errorMessage || audits['total-blocking-time']?.errorMessage || undefined)
    return {
      problem,
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      bestPractices: categories['best-practices']?.score ?? 0,
      seo: categories.seo?.score ?? 0,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      si: value('speed-index'),
      scriptBytes: resourceSummaryRows.parse(audits['resource-summary']?.details).items.find((row) => row.resourceType === 'script')?.transferSize ?? 0,
    }
  } finally {
    chrome.kill()
  }
}
