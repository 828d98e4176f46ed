/** Runs once when a Next.js server process starts (not during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { warmSearchIndexes } = await import('@/features/car-search/warm-up')
  void warmSearchIndexes()
  // Delivers leads stored before this process started (a crash between storing and delivering,
  // a CRM outage) and then every few seconds. Not awaited: the server must not wait for it.
  const { startLeadOutbox } = await import('@/features/leads/lead-service')
  void startLeadOutbox()
}
