import { getConfig } from '@/lib/config'
import { processSingleton } from '@/lib/process-singleton'

import type { AnalyticsPort } from './analytics-port'
import { FileAnalytics } from './file-analytics'
import { HttpAnalytics } from './http-analytics'

const instance = processSingleton<AnalyticsPort>('Analytics')

/** This process's analytics: the outside events service when configured, else the daily files. */
export function getAnalytics(): AnalyticsPort {
  return instance.getOrCreate(() => {
    const { analytics, dataDir } = getConfig()
    return analytics.url ? new HttpAnalytics(analytics.url) : new FileAnalytics(dataDir)
  })
}
