import type { Instrumentation } from 'next'

/** Runs once when a Next.js server process starts (not during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Before serving anything: a wrong configuration (or demo credentials where they are refused)
  // stops the start with its message, and the schema is brought up to date under the database's
  // prepare lock, so several processes may start at once (issue 15 item 5). Next awaits this and
  // exits when it throws.
  const { getConfig } = await import('@/lib/config')
  getConfig()
  // Traces (issue 40): only when a collector is named; before anything is traced.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
    const { startTracing } = await import('@/lib/tracing-start')
    startTracing()
  }
  const { cmsDatabase, getPayloadClient } = await import('@/cms/payload-client')
  const { migrateDatabase } = await import('@/cms/migrate-database')
  await migrateDatabase(await getPayloadClient())

  // Cached pages go stale on every process within a second of a change anywhere (issue 23).
  const { startCacheInvalidationPolling } = await import('@/lib/cache-invalidation')
  const { stockVersionWatcher } = await import('@/integrations/search/built-in/stock-version-watcher')
  const { logger } = await import('@/lib/logger')
  startCacheInvalidationPolling(cmsDatabase, (message, error) => logger.warn({ err: error }, message), [stockVersionWatcher()])
  // What the HTTP entry (src/server.ts) needs of the sites: the pages it warms before it reports
  // healthy, and each site's page error texts for its 503 answer. Again when a site changes.
  const { publishSiteAnswers } = await import('@/features/page-cache')
  const { loadSites } = await import('@/features/sites')
  const { getDictionary, PAGE_ERROR_DEFAULTS } = await import('@/features/dictionary')
  const { languageTag } = await import('@/lib/locales')
  const { onCacheInvalidation } = await import('@/lib/cache-invalidation')
  const config = getConfig()
  const answerSites = async () =>
    Promise.all(
      (await loadSites()).map(async (site) => {
        const { t } = await getDictionary(site, site.defaultLocale)
        return { ...site, busyTexts: { lang: languageTag(site.defaultLocale, site.country), title: t('pageErrorTitle'), text: t('pageErrorText') } }
      }),
    )
  const unknownHost = { lang: 'en', title: PAGE_ERROR_DEFAULTS.pageErrorTitle.en, text: PAGE_ERROR_DEFAULTS.pageErrorText.en }
  const publish = () => publishSiteAnswers(answerSites, unknownHost, config.publicUrl, config.port)
  publish()
  // A change arrives as a burst of signals (the saving process at once, its poll, each repeated 3 s
  // later): the sites and their texts are read again once a burst has settled, not per signal.
  let republish: ReturnType<typeof setTimeout> | undefined
  onCacheInvalidation((tags) => {
    if (!tags.some((tag) => tag.startsWith('site:'))) return
    clearTimeout(republish)
    republish = setTimeout(publish, 1_000)
    republish.unref?.()
  })

  const { warmSearchIndexes } = await import('@/integrations/search/warm-up')
  void warmSearchIndexes(cmsDatabase)
  // Delivers leads stored before this process started (a crash between storing and delivering,
  // a CRM outage) and then every few seconds. Not awaited: the server must not wait for it.
  const { startLeadOutbox } = await import('@/features/leads')
  void startLeadOutbox()
  // The same for tyre-hotel bookings (issue 20).
  const { startTireHotelOutbox } = await import('@/features/tire-hotel')
  void startTireHotelOutbox()
  // The same for service bookings (issue 19).
  const { startServiceBookingOutbox } = await import('@/features/service-booking')
  void startServiceBookingOutbox()
  // The same for accessory kit quotes (issue 22).
  const { startKitQuoteOutbox } = await import('@/features/kits')
  void startKitQuoteOutbox()
}

/**
 * Every error Next meets while handling a request (a render, a route handler, a server action)
 * goes through our logger as one line with the request's id, route and kind (issue 40 item 3), so
 * the access-log line with the same id and the error are found together.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logger } = await import('@/lib/logger')
  const { currentRequestId } = await import('@/lib/request-work')
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? (error as { digest: unknown }).digest : undefined
  logger.error(
    { err: error, id: currentRequestId(), method: request.method, path: request.path, route: context.routePath, routeType: context.routeType, digest },
    'A request failed',
  )
}
