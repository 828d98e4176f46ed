import { getConfig } from '@/lib/config'

import type { AnalyticsPort } from './analytics-port'
import { FileAnalytics } from './file-analytics'
import { HttpAnalytics } from './http-analytics'

// On globalThis: Next may load this module more than once in one process (route bundles).
const shared = globalThis as { __showroomAnalytics?: AnalyticsPort }

/** This process's analytics: the outside events service when configured, else the daily files. */
export function getAnalytics(): AnalyticsPort {
  shared.__showroomAnalytics ??= (() => {
    const { analytics, dataDir } = getConfig()
    return analytics.url ? new HttpAnalytics(analytics.url) : new FileAnalytics(dataDir)
  })()
  return shared.__showroomAnalytics
}
