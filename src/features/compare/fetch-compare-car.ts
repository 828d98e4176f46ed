/**
 * The full record of a car added to the compare list (spec 02 §4 "Adding fetches the full record
 * by car_id", §7 "Compare: full record by car_id"). On any failure the caller keeps the summary
 * (spec 02 §8 "Compare detail failure: logged; summary data used").
 */

const TIMEOUT_MS = 10_000

/** GET /api/cars/{car_id}: the full CarRecord JSON, or null (logged) when it cannot be had. */
export async function fetchCompareCar(carId: string, fetchImpl: typeof fetch = fetch): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetchImpl(`/api/cars/${encodeURIComponent(carId)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) {
      console.warn(`[compare] car ${carId}: details answered ${response.status}; using the summary`)
      return null
    }
    const data: unknown = await response.json()
    if (typeof data !== 'object' || data === null || Array.isArray(data) || (data as { car_id?: unknown }).car_id !== carId) {
      console.warn(`[compare] car ${carId}: details were not this car's record; using the summary`)
      return null
    }
    return data as Record<string, unknown>
  } catch (error) {
    console.warn(`[compare] car ${carId}: details could not be fetched; using the summary`, error)
    return null
  }
}
