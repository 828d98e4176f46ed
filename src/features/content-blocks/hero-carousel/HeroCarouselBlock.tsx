import { getImageProps } from 'next/image'

import type { BlockComponentProps } from '../block-types'
import { asMedia, blockHref, type BlockMedia, usableLink, videoSources } from '../shared/block-fields'
import { logSkippedBlock } from '../shared/block-log'
import { BlockVideo } from '../shared/BlockVideo'
import { autoplayDelayMs } from '../shared/carousel-autoplay'
import { ConfiguredSearchForm } from '../shared/ConfiguredSearchForm'
import { heroCarouselBlockData, type HeroSlideData, slideShows } from './hero-carousel-block'
import { HeroCarouselLazy } from './HeroCarouselLazy'

const heightClass = { default: 'min-h-[26rem] md:min-h-[36rem]', medium: 'min-h-[22rem] md:min-h-[28rem]', fullHeight: 'min-h-svh' } as const
const xClass = { left: 'items-start text-left', center: 'items-center text-center mx-auto', right: 'items-end text-right ml-auto' } as const
const yClass = { top: 'justify-start pt-12', center: 'justify-center', bottom: 'justify-end pb-24' } as const

/** Desktop picture from 768 px, the phone picture below (one <img>, a <picture> source for phones). */
function SlidePicture({ desktop, phone, eager }: { desktop: BlockMedia; phone: BlockMedia | undefined; eager: boolean }) {
  const common = { sizes: '100vw', loading: eager ? 'eager' : 'lazy', fetchPriority: eager ? 'high' : undefined } as const
  const img = getImageProps({ ...common, alt: desktop.alt ?? '', src: desktop.url, width: desktop.width ?? 1920, height: desktop.height ?? 1080 }).props
  const className = 'absolute inset-0 -z-20 h-full w-full object-cover'
  if (!phone) {
    // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives the optimised sources
    return <img {...img} alt={img.alt} className={className} />
  }
  const phoneSet = getImageProps({ ...common, alt: '', src: phone.url, width: phone.width ?? 1280, height: phone.height ?? 1600 }).props.srcSet
  return (
    <picture>
      <source media="(max-width: 767px)" srcSet={phoneSet} sizes="100vw" />
      <img {...img} alt={img.alt} className={className} />
    </picture>
  )
}

/**
 * Hero carousel (spec 01 §2.8, §3): each slide server-rendered (picture or video, small line, title,
 * text, button), moved by the HeroCarousel island. Slides without picture or video are left out;
 * with none left the block renders nothing and logs why.
 */
export default function HeroCarouselBlock({ block, context }: BlockComponentProps) {
  const data = heroCarouselBlockData.parse(block)
  const slides = (data.slides ?? []).filter(slideShows)
  if (slides.length === 0) return logSkippedBlock('heroCarousel', 'no slide has a picture or a video')

  const { dictionary: d, locale, site } = context
  const x = xClass[data.contentPlacementXAxis ?? 'left']
  const y = yClass[data.contentPlacementYAxis ?? 'center']
  const videoTexts = { play: d.t('heroVideoPlay'), pause: d.t('heroVideoPause'), mute: d.t('videoMute'), unmute: d.t('videoUnmute') }
  const search = blockHref(data.searchBarUrl, locale, site.defaultLocale)

  const renderSlide = (s: HeroSlideData, index: number) => {
    const image = asMedia(s.image) ?? asMedia(s.imagePhone)
    const video = videoSources(asMedia(s.video), asMedia(s.videoPhone))
    const dark = s.textColor === 'dark'
    const button = usableLink(s.button, locale, site.defaultLocale)
    const subHref = blockHref(s.subTitleLink, locale, site.defaultLocale)
    const shadow = s.textShadow === false ? '' : dark ? '' : 'drop-shadow-md'
    const subClass = s.subTitleColor === 'accent' ? (dark ? 'text-accent' : 'text-white underline decoration-accent decoration-4') : ''
    return (
      <div className={`isolate flex h-full w-full ${dark ? 'text-foreground' : 'text-white'}`}>
        {video.length > 0 ? (
          <div className="absolute inset-0 -z-20">
            <BlockVideo sources={video} poster={image?.url} texts={videoTexts} controls={data.hasMediaButtons !== false} active={false} />
          </div>
        ) : image ? (
          <SlidePicture desktop={image} phone={asMedia(s.image) ? asMedia(s.imagePhone) : undefined} eager={index === 0} />
        ) : null}
        <div
          aria-hidden="true"
          className={`absolute inset-0 -z-10 ${dark ? 'bg-linear-to-r from-white/85 via-white/50 to-white/0' : 'bg-linear-to-t from-black/70 via-black/30 to-black/10'}`}
        />
        <div className={`mx-auto flex w-full max-w-6xl flex-col px-4 pt-10 pb-20 ${y}`}>
          <div className={`flex w-full max-w-2xl flex-col gap-3 ${x} ${shadow}`}>
            {s.subTitle ? (
              <p className={`text-sm font-semibold tracking-wide uppercase ${subClass}`}>
                {subHref ? (
                  <a href={subHref} className="underline-offset-4 hover:underline">
                    {s.subTitle}
                  </a>
                ) : (
                  s.subTitle
                )}
              </p>
            ) : null}
            {s.title ? <h2 className={dark ? '' : 'text-white'}>{s.title}</h2> : null}
            {s.text ? <p className="text-lg whitespace-pre-line">{s.text}</p> : null}
            {button ? (
              <a
                href={button.href}
                className={
                  s.buttonType === 'secondary'
                    ? `inline-flex min-h-11 items-center justify-center rounded-brand border-2 px-5 py-2.5 font-semibold ${dark ? 'border-foreground hover:bg-foreground hover:text-background' : 'border-white hover:bg-white hover:text-foreground focus-visible:outline-white'}`
                    : 'btn-primary'
                }
              >
                {button.text}
              </a>
            ) : null}
          </div>
        </div>
      </div>
    )
  }

  return (
    <div className="bg-foreground">
      <HeroCarouselLazy
        slides={slides.map(renderSlide)}
        label={d.t('carouselLabel')}
        autoplayMs={data.autoPlay ? autoplayDelayMs(data.autoPlayDelay) : 0}
        slideClass={heightClass[data.height ?? 'default']}
        texts={{
          previous: d.t('blockCarouselPrevious'),
          next: d.t('blockCarouselNext'),
          slide: d.t('blockCarouselSlide'),
          pause: d.t('carouselPause'),
          play: d.t('carouselPlay'),
        }}
      />
      {search ? (
        <div className="mx-auto flex max-w-6xl justify-center px-4 py-4">
          <ConfiguredSearchForm
            action={search}
            placeholder={data.searchBarPlaceHolderText?.trim() || d.t('heroSearchPlaceholder')}
            texts={{ label: d.t('heroSearchLabel'), submit: d.t('heroSearchSubmit') }}
            preview={context.preview}
          />
        </div>
      ) : null}
    </div>
  )
}
