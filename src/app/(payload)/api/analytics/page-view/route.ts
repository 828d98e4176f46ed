import { handlePageViewRequest } from '@/features/tracking'

export const dynamic = 'force-dynamic'

/**
 * Page views from PageViewTracker (spec 01 §7.2). 202 once accepted, also when recording fails
 * (logged; tracking never breaks a page); 400 naming wrong fields; 413 over 4 KB.
 */
export function POST(request: Request) {
  return handlePageViewRequest(request)
}
