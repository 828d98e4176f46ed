import { handleGeocodeHttp } from '@/features/store-locator'

export const dynamic = 'force-dynamic'

/** GET /api/geocode?q=…&country=…&lang=…: the store locator's place search (features/store-locator/geocode-http.ts). */
export async function GET(request: Request) {
  const result = await handleGeocodeHttp(new URL(request.url).searchParams)
  return Response.json(result.body, { status: result.status, headers: { 'cache-control': result.cacheControl } })
}
