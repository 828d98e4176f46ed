import type { TireHotelConfirmation, TireHotelVehicle } from '@/integrations/tire-hotel/tire-hotel-contract'

/** spec §3 'Customer'. */
export type Customer = { encryptedPhoneNumber: string; obfuscatedPhoneNumber: string; regNo: string }
/** spec §3 'Credentials'. */
export type Credentials = { authorizationToken: string; message?: string }
/** spec §3 'Validated session' (plus the server's session token). */
export type Validated = { status: number; sessionToken: string; vehicles: TireHotelVehicle[] }
/** What the flow keeps in session storage under one key (spec §3). */
export type StoredSession = { customer?: Customer; credentials?: Credentials; validated?: Validated; confirmation?: TireHotelConfirmation }

export type ApiAnswer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message?: string }

/** One call to /api/tirehotel/*: JSON in and out; the server's message on failure; network failures are status 0. */
export async function tireHotelCall<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; query?: Record<string, string>; body?: unknown; token?: string } = {},
): Promise<ApiAnswer<T>> {
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : ''
  try {
    const response = await fetch(`/api/tirehotel/${path}${query}`, {
      method: options.method ?? 'POST',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const json = (await response.json().catch(() => ({}))) as T & { message?: string }
    return response.ok ? { ok: true, status: response.status, data: json } : { ok: false, status: response.status, message: json.message || undefined }
  } catch {
    return { ok: false, status: 0 }
  }
}
