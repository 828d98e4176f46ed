import { carImageSvg, parseStockImageName } from '@/features/stock/generate/car-artwork'
import { interiorPanoramaSvg } from '@/features/stock/generate/car-interior-artwork'
import { carSpinFrameSvg } from '@/features/stock/generate/car-spin-artwork'
import { parseExtraMediaImageName } from '@/features/stock/generate/extra-media-paths'

/**
 * The demo stock's pictures, drawn on request: the car pictures (/stock-images/<body>-<colour>-<variant>.svg),
 * the exterior 360 frames (spin-<body>-<colour>-<frame>.svg) and the interior panoramas (interior-<colour>.svg).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const svg = stockImageSvg((await params).file)
  if (svg === null) return new Response('No such stock image.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
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
