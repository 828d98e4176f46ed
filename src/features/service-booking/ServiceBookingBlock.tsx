import type { BlockComponentProps } from '@/features/content-blocks'
import { loadShellSettingsSafely } from '@/features/shell-content'
import { getConfig } from '@/lib/config'

import { bookingTexts } from './booking-texts'
import { ServiceBookingFlowLazy } from './flow/ServiceBookingFlowLazy'
import { serviceBookingBlockData } from './service-booking-block'

const coordinate = (value: unknown, limit: number) => {
  const n = typeof value === 'string' ? Number(value) : NaN
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null
}

/**
 * The online service booking (spec 03 §2.4, issue 19): the header's links and brand list from the
 * block, the texts from the dictionary, and the flow as a client island. A facility page's link
 * passes the workshop's place as ?lat&lng, which pre-fills the place of step 1.
 */
export default async function ServiceBookingBlock({ block, context }: BlockComponentProps) {
  const data = serviceBookingBlockData.parse(block)
  const { searchParams } = context.request
  const lat = coordinate(searchParams.lat, 90)
  const lng = coordinate(searchParams.lng, 180)
  const { map } = getConfig()
  // The brand row of the site's footer holds the brands' logos (spec 03 §3 Brand: brandCode, logo).
  const shell = await loadShellSettingsSafely(context.site, context.locale)
  const brandLogos = Object.fromEntries(
    shell.footer.brands.map((b) => [b.name.toLowerCase(), { url: b.logo.url, width: b.logo.width ?? null, height: b.logo.height ?? null }]),
  )
  return (
    <ServiceBookingFlowLazy
      brandLogos={brandLogos}
      variant={data.variant}
      texts={bookingTexts(context.dictionary)}
      headerLinks={data.headerLinks}
      authorisedBrands={(data.authorisedBrands ?? '')
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean)}
      damageInspectionUrl={data.damageInspectionUrl ?? null}
      contactEmail={data.contactEmail ?? null}
      initialPosition={lat !== null && lng !== null ? { lat, lng } : null}
      directionsTemplate={map.directionsUrl}
      mapStyleUrl={map.styleUrl}
    />
  )
}
