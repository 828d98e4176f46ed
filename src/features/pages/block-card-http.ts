import { pageBlocks } from '@/cms/blocks'
import { adminLanguage, blockCardSvg, pickerTextsOf } from '@/features/content-blocks'

/**
 * GET /api/block-cards/{block slug}: the admin block picker's card, in the editor's admin language
 * (issue 24). Here, not in content-blocks: the block list (cms/blocks.ts) imports every feature's
 * block schemas, content-blocks' among them.
 */
export function blockCardResponse(request: Request, slug: string): Response {
  const texts = pageBlocks.map((b) => (b.slug === slug ? pickerTextsOf(b) : undefined)).find(Boolean)
  if (!texts) return Response.json({ error: `No block is called "${slug}"` }, { status: 404 })
  const language = adminLanguage(request.headers.get('cookie'), request.headers.get('accept-language'))
  return new Response(blockCardSvg(texts, language), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'private, max-age=300',
      vary: 'Cookie, Accept-Language',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}
