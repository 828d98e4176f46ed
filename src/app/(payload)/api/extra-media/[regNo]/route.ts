import { handleExtraMediaRequest } from '@/features/car-detail'

export const dynamic = 'force-dynamic'

/** GET /api/extra-media/{regNo}: a car's video and 360 media by plate (logic in features/car-detail/extra-media-http.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ regNo: string }> }) {
  return handleExtraMediaRequest(request, (await params).regNo)
}
