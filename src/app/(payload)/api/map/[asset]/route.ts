import { handleMapAssetHttp } from '@/features/store-locator'

export const dynamic = 'force-dynamic'

/** GET /api/map/basemap.json and /api/map/maplibre-gl-worker.mjs: the maps' own files (features/store-locator/map-assets-http.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ asset: string }> }) {
  const result = await handleMapAssetHttp((await params).asset)
  return new Response(result.body as BodyInit, { status: result.status, headers: { 'content-type': result.contentType, 'cache-control': result.cacheControl } })
}
