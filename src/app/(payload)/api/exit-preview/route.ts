import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { exitPreviewQuery } from '@/features/preview'

export const dynamic = 'force-dynamic'

/** Leaves draft mode; drafts are no longer shown in this browser. */
export async function GET(request: Request) {
  const parsed = exitPreviewQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return Response.json({ errors: parsed.error.issues.map((i) => ({ message: i.message })) }, { status: 400 })
  ;(await draftMode()).disable()
  redirect(parsed.data.next)
}
