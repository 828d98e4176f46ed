// zod's tree-shakable build: the kits island reads the session with it as the page loads (issue 39).
import * as z from 'zod/mini'

/**
 * The sales session (spec 03 §3 'Kit session', §4): five values from the URL query on load, kept in
 * session storage under 'kits-session'. Valid only when all five are set.
 */
export const KIT_SESSION_KEY = 'kits-session'
export const KIT_SESSION_FIELDS = ['user', 'dealer', 'unit', 'transactionId', 'auto'] as const
export type KitSessionField = (typeof KIT_SESSION_FIELDS)[number]

const value = z.string().check(z.trim(), z.minLength(1), z.maxLength(100))

export const kitSessionSchema = z.object({
  user: value,
  dealer: value,
  unit: value,
  transactionId: value,
  auto: value,
})
export type KitSession = z.infer<typeof kitSessionSchema>
export type PartialKitSession = Partial<KitSession>

/** The session values a query string carries (unknown, empty or over-long ones are left out). */
export function sessionFromQuery(query: URLSearchParams): PartialKitSession {
  const out: PartialKitSession = {}
  for (const field of KIT_SESSION_FIELDS) {
    const parsed = value.safeParse(query.get(field) ?? '')
    if (parsed.success) out[field] = parsed.data
  }
  return out
}

/** What session storage holds, read defensively (anything else counts as no session). */
export function sessionFromStorage(text: string | null): PartialKitSession {
  if (!text) return {}
  try {
    const parsed = z.partial(kitSessionSchema).safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

/** The URL's values win over stored ones, field by field. */
export function mergeSessions(stored: PartialKitSession, fromUrl: PartialKitSession): PartialKitSession {
  return { ...stored, ...fromUrl }
}

export function fullSession(session: PartialKitSession): KitSession | undefined {
  const parsed = kitSessionSchema.safeParse(session)
  return parsed.success ? parsed.data : undefined
}

/** The demo-session button's sample values (spec 03 §4: fills a demo session when none exists). */
export const DEMO_KIT_SESSION: KitSession = { user: 'demo.myyja', dealer: 'KM-HEL', unit: 'Helsinki', transactionId: 'DEMO-0001', auto: 'FI-VEH-0001' }
