/** Runs once when a Next.js server process starts (not during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Before serving anything: a wrong configuration (or demo credentials where they are refused)
  // stops the start with its message, and the schema is brought up to date under the database's
  // prepare lock, so several processes may start at once (issue 15 item 5). Next awaits this and
  // exits when it throws.
  const { getConfig } = await import('@/lib/config')
  getConfig()
  const { cmsDatabase, getPayloadClient } = await import('@/cms/payload-client')
  const { migrateDatabase } = await import('@/cms/migrate-database')
  await migrateDatabase(await getPayloadClient())

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
