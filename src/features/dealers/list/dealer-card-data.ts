import type { DealerRecord } from '@/integrations/search/dealer-record'

/**
 * What a site card needs (spec 03 §2.2 "image, name, street, zip, city, phone"; §3 'Site selection
 * block site'): small, as it travels to the browser with the list.
 */
export type DealerCardData = {
  slug: string
  name: string
  street: string | null
  zip: string | null
  city: string
  phone: string | null
  image: { src: string; blurDataUrl: string | null } | null
}

export function dealerCardData(dealer: DealerRecord): DealerCardData {
  const src = dealer.site_primary_image?.thumbnail_url || dealer.site_image_url || null
  return {
    slug: dealer.slug,
    name: dealer.site_official_name,
    street: dealer.site_street ?? null,
    zip: dealer.site_zip ?? null,
    city: dealer.site_city,
    phone: dealer.site_phone ?? null,
    image: src ? { src, blurDataUrl: dealer.site_primary_image?.blur_data_url ?? null } : null,
  }
}

/** A phone number as a tel: link ('031-123 45 67' → 'tel:0311234567'; a leading + is kept). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The facility page of a dealer: the site-detail path (in the page's language) plus its slug. */
export const dealerDetailHref = (detailBase: string, slug: string): string => `${detailBase.replace(/\/$/, '')}/${encodeURIComponent(slug)}`
