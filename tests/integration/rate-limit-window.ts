/**
 * The rate limits count in fixed windows (features/visitor-limits/rate-limit.ts): at a window's
 * edge the count starts afresh. A test that sends up to a limit and expects the next send refused
 * must not straddle an edge, or it meets a fresh window (CI once crossed 08:15:00 in the middle of
 * eleven logins). Waits for the next window when less than `needMs` of this one is left.
 */
export async function awayFromWindowEdge(windowMs: number, needMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs)
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 250))
}

/** The default windows (lib/config.ts). */
export const LOGIN_WINDOW_MS = 15 * 60_000
export const LEAD_ADDRESS_WINDOW_MS = 10 * 60_000
export const GRAPHQL_WINDOW_MS = 60_000
