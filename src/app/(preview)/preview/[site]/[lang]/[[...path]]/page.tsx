import { PreviewRoute } from '@/features/pages'

export const dynamic = 'force-dynamic'

/** Editors' preview of a page with its drafts (features/pages/PreviewRoute.tsx). */
export default PreviewRoute
