/** Runs once when a Next.js server process starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { warmSearchIndexes } = await import('@/features/car-search/warm-up')
  void warmSearchIndexes()
}
