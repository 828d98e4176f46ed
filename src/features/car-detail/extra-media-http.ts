import { NO_SITE, siteForHost } from '@/features/sites'
import { normaliseRegistration } from '@/integrations/extra-media/extra-media-port'
import { logger } from '@/lib/logger'

import { getExtraMediaProvider } from './extra-media-service'

/**
 * GET /api/extra-media/{regNo} (spec 02 §7 "GET /api/{name}/{regNo}: extra media", §3 'Extra
 * media response'): the video and 360 media of a car in this site's stock, by plate. Only on
 * sites with the extra-media switch. `regNoSegment` is the path segment as it came.
 */
export async function handleExtraMediaRequest(request: Request, regNoSegment: string): Promise<Response> {
  const regNo = decodedSegment(regNoSegment)
  if (!normaliseRegistration(regNo)) {
    return Response.json({ error: 'A registration number is 2 to 12 letters and digits, e.g. AB12CDE' }, { status: 400 })
  }
  const site = await siteForHost(request.headers.get('host'))
  if (!site) return Response.json({ error: NO_SITE.message }, { status: NO_SITE.status })
  if (!site.features.extraMedia) return Response.json({ error: 'This site does not show extra media' }, { status: 404 })
  try {
    const media = await getExtraMediaProvider().byRegistration(regNo, { siteKey: site.key, vehiclesIndex: site.searchIndexes.vehicles })
    if (!media) return Response.json({ error: `No extra media for ${regNo}` }, { status: 404 })
    return Response.json(media, { headers: { 'cache-control': 'public, max-age=300' } })
  } catch (error) {
    logger.warn({ err: error, site: site.key }, 'Extra media service failed')
    return Response.json({ error: 'The media service is not answering right now' }, { status: 502 })
  }
}

/** A path segment as typed ("AB12%20CDE" → "AB12 CDE"); a broken escape stays as it came. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
