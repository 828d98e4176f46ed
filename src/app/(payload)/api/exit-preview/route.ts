import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { safeNextPath } from '@/features/preview/preview-request'

export const dynamic = 'force-dynamic'

/** Leaves draft mode; drafts are no longer shown in this browser. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  redirect(safeNextPath(new URL(request.url).searchParams.get('next')))
}
