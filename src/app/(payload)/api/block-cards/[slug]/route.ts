import { blockCardResponse } from '@/features/pages'

/** GET /api/block-cards/{block slug}: the admin block picker's card (features/pages/block-card-http.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return blockCardResponse(request, (await params).slug)
}
