import { type ExtraMediaPort, type ExtraMediaResponse, extraMediaResponse, normaliseRegistration } from './extra-media-port'

/**
 * Adapter for the outside media service (spec 02 §7 "GET /api/{name}/{regNo}: extra media").
 * SHOWROOM_EXTRA_MEDIA_URL is the service's base including its name, e.g.
 * https://media.example.com/api/carmedia; the plate is appended. 404 means "nothing for this
 * car"; any other failure throws for the caller to log and ignore (spec 02 §8 "Extra media
 * failure: logged and ignored"). A slow service costs at most the timeout.
 */
export class HttpExtraMedia implements ExtraMediaPort {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 2000,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async byRegistration(regNo: string): Promise<ExtraMediaResponse | null> {
    const compact = normaliseRegistration(regNo)
    if (!compact) return null
    const res = await this.fetchImpl(`${this.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(compact)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    if (res.status === 404) {
      await res.arrayBuffer().catch(() => undefined)
      return null
    }
    if (!res.ok) {
      await res.arrayBuffer().catch(() => undefined)
      throw new Error(`Extra media service answered ${res.status}`)
    }
    const parsed = extraMediaResponse.safeParse(await res.json())
    if (!parsed.success)
      throw new Error(`Extra media service answered an unexpected shape: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`)
    return parsed.data
  }
}
