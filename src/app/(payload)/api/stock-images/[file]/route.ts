import { carImageSvg, parseStockImageName } from '@/features/stock/generate/car-artwork'

/** The demo stock's car pictures (/stock-images/<body>-<colour>-<variant>.svg), drawn on request. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const image = parseStockImageName((await params).file)
  if (!image) return new Response('No such stock image.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return new Response(carImageSvg(image.body, image.colour, image.variant), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  })
}
