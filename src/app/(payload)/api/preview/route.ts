import { openPreview } from '@/features/pages'

export const dynamic = 'force-dynamic'

/** Turns on draft mode for a logged-in editor and opens the page's preview (spec 01 §6; features/pages/preview-http.ts). */
export function GET(request: Request) {
  return openPreview(request)
}
