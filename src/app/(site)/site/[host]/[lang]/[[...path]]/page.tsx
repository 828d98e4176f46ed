import { SitePageRoute, sitePageMetadata } from '@/features/pages'

/** Every public page of a site: features/pages says what the request is and answers it (SitePageRoute.tsx). */
export const generateMetadata = sitePageMetadata
export default SitePageRoute
