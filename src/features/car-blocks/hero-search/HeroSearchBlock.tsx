import { getImageProps } from 'next/image'

import { type BrandModelPathValues, facetMapOf, facetValuesRequest } from '@/features/car-list'
import type { BlockComponentProps, BlockContext } from '@/features/content-blocks'
import { noteRenderFailure } from '@/features/page-cache'
import { logger } from '@/lib/logger'

import { blockCarListPath } from '../shared/car-card-context'
import { searchVehicles, vehiclesIndexOf } from '../shared/vehicles-search'
import { type HeroMedia, heroSearchBlockData, type HeroSearchBlockData } from './hero-search-block'
import { HERO_PHONE_MEDIA_QUERY, heroBannerRenders, heroImages, heroLinkHref, heroVideoSources } from './hero-search-view'
import { HeroScrollDownButton } from './HeroScrollDownButton'
import { HeroSearchFormLazy } from './HeroSearchFormLazy'
import { HeroVideo } from './HeroVideo'

const BLOCK_TYPE = 'heroSearch'

const placementClass = {
  left: 'items-start text-left',
  center: 'mx-auto items-center text-center',
  right: 'ml-auto items-end text-right',
} as const

/** Focus rings are white on the darkened picture (the theme's focus colour is for light backgrounds). */
const buttonClass = {
  primary: 'btn-primary focus-visible:outline-white',
  secondary:
    'inline-flex min-h-11 items-center justify-center rounded-brand border-2 border-white px-5 py-2.5 font-semibold text-white transition-colors hover:bg-white hover:text-foreground focus-visible:outline-white',
} as const

type HeroSearchSetup = { carListPath: string; known: BrandModelPathValues } | { missingFacetMap: true }

/**
 * What the search box needs: the car list path and the brand/model spellings (spec 02 §7 "Facets
 * call: limit 0, brand and model"). A site without a vehicles index has no car search: the banner
 * shows without the box (logged). Without the facet map (the facets call failed, or answered
 * without the brand/model facet) the box cannot split a search into brand and model: spec 02 §8
 * "Missing facet map: error on the … hero banner", so the banner says the search is unavailable
 * (logged, and the page is not kept in the page cache) instead of sending every word as keyword text.
 */
async function heroSearchSetup(context: BlockContext): Promise<HeroSearchSetup | undefined> {
  const index = vehiclesIndexOf(context, BLOCK_TYPE)
  if (!index) return undefined
  const response = await searchVehicles(context, BLOCK_TYPE, facetValuesRequest(index))
  const known = response ? facetMapOf(response.facet) : undefined
  if (known) return { carListPath: blockCarListPath(context), known }
  if (response) {
    logger.error(
      { site: context.site.key, zone: context.zone, blockType: BLOCK_TYPE, index },
      'Missing facet map: the facets call answered without the brand/model facet',
    )
    noteRenderFailure()
  }
  return { missingFacetMap: true }
}

/** Desktop image from 768 px, the phone image below: art direction with one <img> (next/image's srcset). */
function HeroPicture({ desktop, phone }: { desktop: HeroMedia; phone: HeroMedia }) {
  // Above the fold: loaded at once and early, never lazily.
  const common = { sizes: '100vw', loading: 'eager', fetchPriority: 'high' } as const
  const img = getImageProps({ ...common, alt: desktop.alt ?? '', src: desktop.url, width: desktop.width ?? 1920, height: desktop.height ?? 1080 }).props
  const className = 'absolute inset-0 -z-20 h-full w-full object-cover'
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives the optimised sources; a <picture> with a phone source needs the plain element
  if (phone === desktop) return <img {...img} alt={img.alt} className={className} />
  const phoneSrcSet = getImageProps({ ...common, alt: '', src: phone.url, width: phone.width ?? 1280, height: phone.height ?? 1600 }).props.srcSet
  return (
    <picture>
      <source media={HERO_PHONE_MEDIA_QUERY} srcSet={phoneSrcSet} sizes="100vw" />
      <img {...img} alt={img.alt} className={className} />
    </picture>
  )
}

/**
 * Hero banner with car search, second family (spec 01 §2.7, §3, §5; spec 02 'Hero banner with car
 * search'): full-bleed image or video, title (H1 by default), text, link button and the search box;
 * FullScreen fills the viewport and adds a scroll-down button. Renders only if Content is Video or
 * it has an image (spec 01 §5).
 */
export default async function HeroSearchBlock({ block, context }: BlockComponentProps) {
  const data: HeroSearchBlockData = heroSearchBlockData.parse(block)
  if (!heroBannerRenders(data)) return null

  const { dictionary, locale, site } = context
  const fullScreen = data.variant === 'fullScreen'
  const images = heroImages(data)
  const videoSources = data.content === 'video' ? heroVideoSources(data) : []
  const search = data.showSearchBar === false ? undefined : await heroSearchSetup(context)
  const placement = placementClass[data.contentPlacement ?? 'left']
  const Heading = data.titleTag ?? 'h1'
  const headingId = data.id && data.title ? `hero-${data.id}-title` : undefined
  const linkHref = data.link?.href?.trim() ? heroLinkHref(data.link.href, locale, site.defaultLocale) : undefined
  const linkText = data.link?.text?.trim()
  const placeholder = data.searchBarPlaceholderText?.trim() || dictionary.t('heroSearchPlaceholder')

  return (
    <section
      // HERO_BANNER_ATTRIBUTE: the scroll-down button scrolls to just below this element.
      data-hero-banner=""
      data-variant={fullScreen ? 'fullScreen' : 'default'}
      aria-labelledby={headingId}
      className={`relative isolate flex w-full overflow-hidden bg-foreground text-white ${fullScreen ? 'min-h-svh' : 'min-h-[28rem] md:min-h-[36rem]'}`}
    >
      {videoSources.length > 0 ? (
        <HeroVideo sources={videoSources} poster={images?.desktop.url} texts={{ pause: dictionary.t('heroVideoPause'), play: dictionary.t('heroVideoPlay') }} />
      ) : images ? (
        <HeroPicture desktop={images.desktop} phone={images.phone} />
      ) : null}
      {/* Keeps white text readable on any picture. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-t from-black/70 via-black/35 to-black/10" />

      <div className={`mx-auto flex w-full max-w-6xl flex-col justify-end px-4 md:justify-center ${fullScreen ? 'pt-16 pb-24' : 'py-12'}`}>
        <div className={`flex w-full max-w-2xl flex-col gap-4 ${placement}`}>
          {data.title ? (
            <Heading id={headingId} className="text-white drop-shadow-md">
              {data.title}
            </Heading>
          ) : null}
          {data.text ? <p className="text-lg whitespace-pre-line drop-shadow">{data.text}</p> : null}
          {linkHref && linkText ? (
            <a href={linkHref} className={buttonClass[data.buttonType ?? 'primary']}>
              {linkText}
            </a>
          ) : null}
          {search && 'missingFacetMap' in search ? (
            <p role="alert" className="rounded-brand bg-black/60 px-4 py-3 font-semibold text-white">
              {dictionary.t('heroSearchError')}
            </p>
          ) : search ? (
            <HeroSearchFormLazy
              carListPath={search.carListPath}
              known={search.known}
              placeholder={placeholder}
              placeholderDesktop={data.searchBarPlaceholderTextDesktop?.trim() || placeholder}
              texts={{
                label: dictionary.t('heroSearchLabel'),
                submit: dictionary.t('heroSearchSubmit'),
                clear: dictionary.t('heroSearchClear'),
              }}
              preview={context.preview}
            />
          ) : null}
        </div>
      </div>

      {fullScreen ? <HeroScrollDownButton label={dictionary.t('heroScrollDown')} /> : null}
    </section>
  )
}
