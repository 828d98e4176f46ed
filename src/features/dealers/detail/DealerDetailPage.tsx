import { ResponsiveImage } from '@/lib/ui/ResponsiveImage'
import type { ReactNode } from 'react'

import { CarCard, type CarCardContext, type CarSummary } from '@/features/car-card'
import type { Dictionary } from '@/features/dictionary'
import type { DealerRecord } from '@/integrations/search/dealer-record'
import { isOptimizableImage } from '@/lib/image-sources'

import { BackLink } from '@/lib/ui/BackLink'
import { DepartmentSection } from './DepartmentSection'
import { telHref } from './dealer-rules'

export type DealerDetailPageProps = {
  dealer: DealerRecord
  dictionary: Dictionary
  languageTag: string
  /** The site's calendar date today (YYYY-MM-DD). */
  today: string
  backHref: string
  directionsHref: string
  carListHref: string
  /** Swedish-site extras (spec 03 §2.1), by department group; absent elsewhere. */
  extraLinks: Partial<Record<DealerRecord['site_departments'][number]['group'], { href: string; label: string }>>
  latestCars: readonly CarSummary[]
  cardContext: CarCardContext
  /** The static map (a client island), the breadcrumb and the CMS's extra content zone. */
  map: ReactNode
  breadcrumb?: ReactNode
  extraContent?: ReactNode
  /** The site's brand logos by lower-case brand name (departments show a brand's logo, else its name). */
  brandLogos?: ReadonlyMap<string, { url: string; width?: number; height?: number }>
}

/** The hero picture: the site's primary image, else its image URL, else none (the themed fallback). */
export function heroImageOf(dealer: Pick<DealerRecord, 'site_primary_image' | 'site_image_url'>): { src: string; blur?: string } | undefined {
  const primary = dealer.site_primary_image
  if (primary?.original || primary?.thumbnail_url) return { src: primary.original || primary.thumbnail_url, blur: primary.blur_data_url ?? undefined }
  return dealer.site_image_url ? { src: dealer.site_image_url } : undefined
}

/** A drawn dealership in the theme's colours where a site has no picture (spec 03 §2.1 "fallback image if none"). */
function HeroFallback() {
  return (
    <div aria-hidden="true" className="flex h-full w-full items-end justify-center bg-surface text-accent" data-hero-fallback="">
      <svg viewBox="0 0 320 120" className="h-3/4 w-auto max-w-full" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round">
        <path d="M20 118h280" strokeLinecap="round" />
        <path d="M40 118V52l120-34 120 34v66" />
        <path d="M40 52h240" />
        <rect x="62" y="70" width="86" height="48" />
        <path d="M62 94h86M105 70v48" />
        <rect x="172" y="70" width="86" height="30" />
        <path d="M120 40h80" strokeWidth="6" strokeLinecap="round" />
      </svg>
    </div>
  )
}

/**
 * The dealer page's content (spec 03 §2.1 'Facility detail page'): back button, hero image, name, address as a
 * maps link, phone and e-mail links, the static map, the extra content zone, the departments and
 * the latest cars with a button to the site's cars in the car list.
 */
export function DealerDetailPage({
  dealer,
  dictionary,
  languageTag,
  today,
  backHref,
  directionsHref,
  carListHref,
  extraLinks,
  latestCars,
  cardContext,
  map,
  breadcrumb,
  extraContent,
  brandLogos,
}: DealerDetailPageProps) {
  const t = dictionary.t
  const hero = heroImageOf(dealer)
  const address = [dealer.site_street, [dealer.site_zip, dealer.site_city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  const linkClass = 'font-semibold [overflow-wrap:anywhere] text-link underline-offset-4 hover:underline'

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pt-4 pb-12">
      {breadcrumb}
      <div>
        <BackLink href={backHref} label={t('facilityBack')} />
      </div>

      <div className="relative aspect-[16/7] w-full overflow-hidden rounded-brand bg-surface sm:aspect-[16/5]">
        {hero ? (
          <ResponsiveImage
            src={hero.src}
            alt=""
            fill
            sizes="(min-width: 1152px) 1120px, 100vw"
            preload
            unoptimized={!isOptimizableImage(hero.src)}
            placeholder={hero.blur ? 'blur' : 'empty'}
            blurDataURL={hero.blur}
            className="object-cover"
          />
        ) : (
          <HeroFallback />
        )}
      </div>

      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <h1>{dealer.site_official_name}</h1>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
            <dt className="text-muted">{t('facilityAddress')}</dt>
            <dd>
              <a href={directionsHref} target="_blank" rel="noopener noreferrer" className={linkClass} aria-label={t('facilityAddressLink', { address })}>
                {address}
              </a>
            </dd>
            {dealer.site_phone ? (
              <>
                <dt className="text-muted">{t('facilityPhone')}</dt>
                <dd>
                  <a href={telHref(dealer.site_phone)} className={linkClass}>
                    {dealer.site_phone}
                  </a>
                </dd>
              </>
            ) : null}
            {dealer.site_email ? (
              <>
                <dt className="text-muted">{t('facilityEmail')}</dt>
                <dd>
                  <a href={`mailto:${dealer.site_email}`} className={linkClass}>
                    {dealer.site_email}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
        <div>{map}</div>
      </div>

      {extraContent ? <div data-zone="facility-extra">{extraContent}</div> : null}

      {dealer.site_departments.length > 0 ? (
        <section aria-labelledby="facility-departments">
          <h2 id="facility-departments" className="mb-4">
            {t('facilityDepartments')}
          </h2>
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
            {dealer.site_departments.map((department, i) => (
              <DepartmentSection
                key={`${department.group}-${i}`}
                id={`department-${i}`}
                department={department}
                dictionary={dictionary}
                languageTag={languageTag}
                today={today}
                extraLink={extraLinks[department.group]}
                brandLogos={brandLogos}
              />
            ))}
          </div>
        </section>
      ) : null}

      {latestCars.length > 0 ? (
        <section aria-labelledby="facility-latest-cars">
          <h2 id="facility-latest-cars" className="mb-4">
            {t('facilityLatestCars')}
          </h2>
          <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-4">
            {latestCars.map((car) => (
              <li key={car.car_id} className="flex w-[315px] max-w-[85vw] shrink-0 snap-start">
                <CarCard car={car} context={cardContext} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <a href={carListHref} className="btn-primary">
              {t('facilityAllCars', { name: dealer.site_official_name })}
            </a>
          </p>
        </section>
      ) : null}
    </div>
  )
}
