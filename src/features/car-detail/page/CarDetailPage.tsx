import { type ReactNode, Suspense } from 'react'

import { overviewVisible, technicalDataRows } from '@/features/car-detail/rules/car-facts'
import { SimilarCarsDrawerLazy } from '@/features/car-detail/similar-drawer/SimilarCarsDrawerLazy'
import { type CarCardContext, type CarSummary, carSummaryOf, FavouriteToggle } from '@/features/car-card'
import { type ExtraMedia, ImageCarouselLazy } from '@/features/car-viewers'
import type { Dictionary } from '@/features/dictionary'
import type { SiteRecord } from '@/features/sites'
import type { CarRecord } from '@/integrations/search/car-record'
import type { DealerRecord } from '@/integrations/search/dealer-record'
import type { Locale } from '@/lib/locales'

import { BackLink } from '@/lib/ui/BackLink'
import { ShareLinkButton } from '@/lib/ui/ShareLinkButton'
import { CarCardGrid } from './CarCardGrid'
import { carViewerTexts, similarDrawerTexts, technicalDataLabels, toggleTexts } from './car-detail-texts'
import { ContactHashScroller } from './ContactHashScroller'
import { ContactSection } from './ContactSection'
import { DealerSection } from './DealerSection'
import { DescriptionSection } from './DescriptionSection'
import { DetailHeader } from './DetailHeader'
import { EquipmentSection } from './EquipmentSection'
import { ExtraLinkBlocks } from './ExtraLinkBlocks'
import { FinanceSection } from './FinanceSection'
import { NetworkShutdownNotice } from './NetworkShutdownNotice'
import { OverviewSection } from './OverviewSection'
import { PriceBlock } from './PriceBlock'
import { RecordCarView } from '@/features/recently-viewed'
import { TechnicalDataSection } from './TechnicalDataSection'

export type CarDetailPageProps = {
  car: CarRecord
  /** The site (dealer) the car stands at, from the 'sites' index; the dealer block shows only with it. */
  dealer?: DealerRecord
  /** Similar cars (spec 02 §9 "Recommendations 8"); at most 8 are shown. */
  similar: CarSummary[]
  /** The sample car's other trim packages (its linked_vehicles), shown for samples with equipment. */
  trimPackages: CarSummary[]
  site: SiteRecord
  locale: Locale
  dictionary: Dictionary
  cardContext: CarCardContext
  /** The car list, the back link's fallback (spec 02 'Car detail page' Back link). */
  carListHref: string
  /** The translated site-detail path plus the site {slug} (spec 02 'Car detail page' Site link). */
  dealerHref?: string
  /** spec 02 §3 'Extra media response' (video, 360), when loaded; pictures only without it. */
  extraMedia?: ExtraMedia | null
  /** The finance calculator (separate issue), in the finance sidebar slot. */
  financeSlot?: ReactNode
  /** The contact form (separate issue), in the contact section. */
  contactSlot?: ReactNode
}

/** spec 02 §9 "Recommendations 8" (similar cars), and the same cap for trim packages. */
const MAX_CARDS = 8

/**
 * The car detail page's content (spec 02 'Car detail page'): header, images, price, overview,
 * equipment, description, technical data, other trim packages, dealer, contact and finance slots,
 * similar cars. A server component without data fetching: the route loads the car, dealer and
 * cars and passes them in. Client islands: the back link, the clamp toggles, the technical-data
 * expander and the image carousel.
 *
 * Layouts: the default layout puts the content left and a sticky price / finance / contact
 * column right on large screens; the car-store layout (site.features.carStoreDetailLayout,
 * spec 02 'Car detail page' "Car-store variant ... a sticky left image column") puts the images
 * in a sticky left column and everything else right. Similar cars are a grid on the default
 * layout and a draggable drawer docked at the bottom on the car-store layout (SimilarCarsDrawer).
 */
export function CarDetailPage({
  car,
  dealer,
  similar,
  trimPackages,
  site,
  locale,
  dictionary,
  cardContext,
  carListHref,
  dealerHref,
  extraMedia,
  financeSlot,
  contactSlot,
}: CarDetailPageProps) {
  const { t } = dictionary
  const carStoreLayout = site.features.carStoreDetailLayout
  const toggles = toggleTexts(dictionary)
  const rows = technicalDataRows(car, technicalDataLabels(dictionary), {
    locale,
    languageTag: cardContext.languageTag,
    mileageUnit: cardContext.texts.mileageUnit,
  })
  const equipment = car.car_equipment ?? []
  const isSample = car.car_is_sample
  // What the browser keeps of this car for 'recently viewed' (the card's fields only).
  const summary = carSummaryOf(car)

  const images = <ImageCarouselLazy car={car} extraMedia={extraMedia} texts={carViewerTexts(dictionary)} />

  const pricePanel = (
    <div className="flex flex-col gap-4">
      <PriceBlock car={car} cardContext={cardContext} dictionary={dictionary} vatBadge={site.features.vatBadge} />
      {site.features.networkShutdownNotice ? <NetworkShutdownNotice dictionary={dictionary} /> : null}
      {site.features.extraLinkBlocks ? <ExtraLinkBlocks dictionary={dictionary} carListHref={carListHref} /> : null}
    </div>
  )
  const finance = <FinanceSection label={t('carDetailFinance')}>{financeSlot}</FinanceSection>
  const contact = (
    <ContactSection phone={dealer?.site_phone} email={dealer?.site_email ?? car.car_site_leads_email} dictionary={dictionary} contactSlot={contactSlot} />
  )

  const sections = (
    <>
      {overviewVisible(car) ? <OverviewSection heading={t('carDetailOverview')} rows={rows} /> : null}
      <EquipmentSection heading={t('carDetailEquipment')} items={equipment} sample={isSample} carStoreLayout={carStoreLayout} texts={toggles} />
      <DescriptionSection heading={t('carDetailDescription')} description={car.car_description} texts={toggles} />
      <TechnicalDataSection heading={t('carDetailTechnicalData')} rows={rows} texts={toggles} />
      {isSample && equipment.length > 0 ? (
        <CarCardGrid id="trim-packages" heading={t('carDetailTrimPackages')} cars={trimPackages} cardContext={cardContext} max={MAX_CARDS} />
      ) : null}
      {dealer ? <DealerSection dealer={dealer} dealerHref={dealerHref} dictionary={dictionary} /> : null}
    </>
  )

  // Suspense boundaries around the long server-made parts (the sections, the similar cars), whose
  // content is all here (nothing streams later): React hydrates them in tasks of their own instead
  // of one long one, so the page answers input sooner (Lighthouse's total blocking time). Not
  // around the lazy islands (images, finance, contact): a boundary whose island's code has not
  // arrived when a context above it changes is rendered again from scratch, and the page jumps.
  return (
    <article data-layout={carStoreLayout ? 'car-store' : 'default'} className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6">
      <div>
        <BackLink href={carListHref} label={t('carDetailBack')} />
      </div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <DetailHeader car={car} />
        <div className="flex flex-wrap items-center gap-2">
          <FavouriteToggle car={summary} label={cardContext.texts.favouriteSave} look="labelled" />
          <ShareLinkButton title={`${car.car_brand} ${car.car_model}`} texts={{ share: t('carDetailShare'), copied: t('carDetailLinkCopied') }} />
        </div>
      </div>
      <ContactHashScroller />
      <RecordCarView car={summary} />

      {carStoreLayout ? (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">{images}</div>
          <div className="flex min-w-0 flex-col gap-10">
            {pricePanel}
            {finance}
            <Suspense>{sections}</Suspense>
            {contact}
          </div>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">{images}</div>
          {/* Sticky beside both rows; scrolls inside itself when taller than the window, so the form's end stays reachable. */}
          <div className="flex min-w-0 flex-col gap-8 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100dvh-2rem)] lg:self-start lg:overflow-y-auto">
            {pricePanel}
            {finance}
            {contact}
          </div>
          <div className="flex min-w-0 flex-col gap-10 lg:col-start-1 lg:row-start-2">
            <Suspense>{sections}</Suspense>
          </div>
        </div>
      )}

      {carStoreLayout ? (
        <SimilarCarsDrawerLazy cars={similar} cardContext={cardContext} texts={similarDrawerTexts(dictionary)} max={MAX_CARDS} />
      ) : (
        <Suspense>
          <CarCardGrid id="similar-cars" heading={t('carDetailSimilarCars')} cars={similar} cardContext={cardContext} max={MAX_CARDS} />
        </Suspense>
      )}
    </article>
  )
}
