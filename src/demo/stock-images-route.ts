import { getConfig } from '@/lib/config'

import { carImageSvg, parseStockImageName } from './stock/car-artwork'
import { interiorPanoramaSvg } from './stock/car-interior-artwork'
import { carSpinFrameSvg } from './stock/car-spin-artwork'
import { parseExtraMediaImageName } from './stock/extra-media-paths'

const notFound = (text: string) => new Response(`${text}\n`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/**
 * GET /api/stock-images/<file>: the demo stock's pictures, drawn on request: the car pictures
 * (<body>-<colour>-<variant>.svg), the exterior 360 frames (spin-<body>-<colour>-<frame>.svg) and
 * the interior panoramas (interior-<colour>.svg). Off (404) when the demo content is off.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  if (!getConfig().demoContent) return notFound('The demo content is off (SHOWROOM_DEMO_CONTENT=off): there are no demo pictures.')
  const svg = stockImageSvg((await params).file)
  if (svg === null) return notFound('No such stock image.')
  return new Response(svg, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  })
}

function stockImageSvg(fileName: string): string | null {
  const picture = parseStockImageName(fileName)
  if (picture) return carImageSvg(picture.body, picture.colour, picture.variant)
  const extra = parseExtraMediaImageName(fileName)
  if (!extra) return null
  return extra.kind === 'spin' ? carSpinFrameSvg(extra.body, extra.colour, extra.frame) : interiorPanoramaSvg(extra.colour)
}
