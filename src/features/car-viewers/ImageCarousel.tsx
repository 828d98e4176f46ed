'use client'

import Image from 'next/image'
import { lazy, type MouseEvent, Suspense, useEffect, useId, useRef, useState } from 'react'

import { isOptimizableImage } from '@/lib/image-sources'

import { ChevronIcon } from '@/lib/ui/icons'
import { MissingImage } from '@/lib/ui/MissingImage'

import { type CarImageSource, carImages, carName, cssUrl, fillText, wrapIndex } from './car-images'
import type { ImageCarouselTexts } from './car-viewer-texts'
import { availableModes, type ExtraMedia, frames360, type ViewerMode } from './extra-media'
import { swipeTouchAction, usePinchZoomed } from './use-pinch-zoom'
import { useSwipe } from './use-swipe'

// Shown only after a click: their code loads then, not with the page (it is not needed to show it).
const GalleryDialog = lazy(() => import('./GalleryDialog').then((m) => ({ default: m.GalleryDialog })))
const VideoViewer = lazy(() => import('./VideoViewer').then((m) => ({ default: m.VideoViewer })))
const Internal360Viewer = lazy(() => import('./Internal360Viewer').then((m) => ({ default: m.Internal360Viewer })))
const External360Viewer = lazy(() => import('./External360Viewer').then((m) => ({ default: m.External360Viewer })))

export type ImageCarouselProps = {
  /** The car (a full record or a summary): brand and model for alt texts, car_images, car_primary_image. */
  car: CarImageSource
  /**
   * spec 02 §3 'Extra media response', when the site has extra media and the call succeeded
   * (spec 02 §8: a failure is ignored: pass nothing and only the pictures show).
   */
  extraMedia?: ExtraMedia | null
  texts: ImageCarouselTexts
  /** The first picture is usually the page's largest paint: fetched with high priority (default true). */
  priority?: boolean
}

const MODE_LABEL = {
  images: 'modeImages',
  video: 'modeVideo',
  internal360: 'modeInternal360',
  external360: 'modeExternal360',
} as const satisfies Record<ViewerMode, keyof ImageCarouselTexts>

/**
 * The picture's width on the car page (CarDetailPage): the page column up to 1024 px; beside the
 * 24rem sidebar from there (the 1280 px page less padding, gap and sidebar: 832 px at most). The
 * wide main picture and the phone slides say the same, so the browser picks one file for both.
 */
const PICTURE_SIZES = '(min-width: 1280px) 832px, (min-width: 1024px) calc(100vw - 448px), 100vw'
/** The thumbnails are 96 × 64 CSS pixels (h-16 w-24). */
const THUMBNAIL_SIZES = '96px'

const OVERLAY_BUTTON =
  'inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-full bg-black/55 text-white shadow hover:bg-black/75 focus-visible:outline-white'
const COUNTER = 'pointer-events-none absolute bottom-2 right-2 rounded-full bg-black/60 px-2.5 py-0.5 text-sm tabular-nums text-white'

/**
 * The car detail page's image area (spec 02 'Car detail page' images bullet and 'Viewers'; spec 02
 * §4 'Image viewer'; spec 01 §2.13 gallery viewer):
 * - wide screens: the main picture with previous/next buttons, a counter ('3 / 12'), a pointer
 *   swipe (more than 40 px sideways) and a row of thumbnails;
 * - phones: a native scroll-snap swipe carousel;
 * - clicking a picture opens the full-screen gallery at that picture;
 * - the missing-image fallback when the car has no picture (spec 01 §8, spec 02 §8);
 * - the blur placeholder (car_images.blur_data_url) behind a picture until it has loaded;
 * - mode buttons for video, interior 360 and exterior 360, only when `extraMedia` says they exist.
 */
export function ImageCarousel({ car, extraMedia, texts, priority = true }: ImageCarouselProps) {
  const name = carName(car)
  const images = carImages(car, texts.imageAlt)
  const count = images.length
  const modes = availableModes(extraMedia)
  const [chosenMode, setMode] = useState<ViewerMode>('images')
  // A mode whose media went away (new extraMedia) falls back to the pictures.
  const mode = modes.includes(chosenMode) ? chosenMode : 'images'
  const [rawIndex, setIndex] = useState(0)
  const index = wrapIndex(rawIndex, count)
  const current = images[index]
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set())
  const [gallery, setGallery] = useState<{ start: number; opener: HTMLElement | null } | null>(null)
  const phoneListRef = useRef<HTMLUListElement>(null)
  const stripRef = useRef<HTMLUListElement>(null)
  const modesId = useId()

  const go = (step: number) => setIndex((i) => wrapIndex(i + step, count))
  const swipe = useSwipe(go)
  const zoomed = usePinchZoomed()
  const markLoaded = (src: string) => setLoaded((before) => (before.has(src) ? before : new Set(before).add(src)))
  const placeholder = (src: string, blurDataUrl: string | null | undefined) =>
    blurDataUrl && !loaded.has(src) ? { backgroundImage: cssUrl(blurDataUrl) } : undefined
  const openGallery = (start: number, event: MouseEvent<HTMLElement>) => setGallery({ start, opener: event.currentTarget })

  // Keep the phone carousel and the thumbnails row showing the current picture (after the
  // buttons, the gallery or a swipe moved it). Only those scrollers move, never the page.
  useEffect(() => {
    const list = phoneListRef.current
    if (list && list.clientWidth > 0 && Math.round(list.scrollLeft / list.clientWidth) !== index) {
      list.scrollTo({ left: index * list.clientWidth, behavior: 'auto' })
    }
    const strip = stripRef.current
    const thumb = strip?.children[index]
    if (strip && thumb instanceof HTMLElement && strip.clientWidth > 0) {
      const left = thumb.offsetLeft
      const right = left + thumb.offsetWidth
      if (left < strip.scrollLeft) strip.scrollTo({ left, behavior: 'smooth' })
      else if (right > strip.scrollLeft + strip.clientWidth) strip.scrollTo({ left: right - strip.clientWidth, behavior: 'smooth' })
    }
  }, [index])

  const onPhoneScroll = () => {
    const list = phoneListRef.current
    if (!list || list.clientWidth === 0) return
    const shown = wrapIndex(Math.round(list.scrollLeft / list.clientWidth), count)
    if (shown !== index) setIndex(shown)
  }

  const counterText = fillText(texts.counter, { current: index + 1, total: count })

  const picturesView = !current ? (
    // spec 01 §8 "Image without a source → fallback car image"; spec 02 missingImageText.
    <MissingImage text={texts.missingImage} />
  ) : (
    <>
      {/* Wide screens: main picture, previous/next, counter, swipe by pointer. */}
      <div data-testid="carousel-wide" className="hidden md:block">
        <div
          className="relative aspect-[3/2] overflow-hidden rounded-brand bg-surface bg-cover bg-center"
          style={placeholder(current.src, current.blurDataUrl)}
        >
          <button
            type="button"
            {...swipe.handlers}
            onClick={(event) => {
              if (!swipe.consumeClick()) openGallery(index, event)
            }}
            aria-label={fillText(texts.openGallery, { image: current.alt })}
            data-testid="carousel-main"
            className={`relative block h-full w-full cursor-zoom-in ${swipeTouchAction(zoomed)} focus-visible:-outline-offset-4`}
          >
            <Image
              key={current.src}
              src={current.src}
              alt={current.alt}
              fill
              sizes={PICTURE_SIZES}
              unoptimized={!isOptimizableImage(current.src)}
              draggable={false}
              loading="eager"
              fetchPriority={priority && index === 0 ? 'high' : undefined}
              onLoad={() => markLoaded(current.src)}
              className="h-full w-full object-cover select-none"
            />
          </button>
          {count > 1 ? (
            <>
              <button
                type="button"
                onClick={() => go(-1)}
                aria-label={texts.previousImage}
                title={texts.previousImage}
                className={`${OVERLAY_BUTTON} absolute top-1/2 left-2 -translate-y-1/2`}
              >
                <ChevronIcon direction="left" className="h-6 w-6" strokeWidth={1.67} />
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                aria-label={texts.nextImage}
                title={texts.nextImage}
                className={`${OVERLAY_BUTTON} absolute top-1/2 right-2 -translate-y-1/2`}
              >
                <ChevronIcon direction="right" className="h-6 w-6" strokeWidth={1.67} />
              </button>
              <p aria-live="polite" data-testid="carousel-counter" className={COUNTER}>
                {counterText}
              </p>
            </>
          ) : null}
        </div>
      </div>

      {/* Phones: a native swipe carousel with scroll snapping (spec 02 "mobile swipe carousel"). */}
      <div data-testid="carousel-phone" className="relative md:hidden">
        <ul
          ref={phoneListRef}
          onScroll={onPhoneScroll}
          className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain rounded-brand"
        >
          {images.map((image, i) => (
            <li key={`${i}|${image.src}`} className="w-full shrink-0 snap-center snap-always">
              <button
                type="button"
                onClick={(event) => openGallery(i, event)}
                aria-label={fillText(texts.openGallery, { image: image.alt })}
                className="relative block aspect-[3/2] w-full cursor-zoom-in bg-surface bg-cover bg-center focus-visible:-outline-offset-4"
                style={placeholder(image.src, image.blurDataUrl)}
              >
                <Image
                  src={image.src}
                  alt={image.alt}
                  fill
                  sizes={PICTURE_SIZES}
                  unoptimized={!isOptimizableImage(image.src)}
                  draggable={false}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  // On phones this first slide is the page's largest paint.
                  fetchPriority={priority && i === 0 ? 'high' : undefined}
                  onLoad={() => markLoaded(image.src)}
                  className="h-full w-full object-cover select-none"
                />
              </button>
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <p aria-hidden="true" className={COUNTER}>
            {counterText}
          </p>
        ) : null}
      </div>
    </>
  )

  return (
    <div role="group" aria-label={fillText(texts.regionLabel, { car: name })} data-testid="image-carousel" data-mode={mode} className="flex flex-col gap-2">
      {mode === 'images' ? (
        picturesView
      ) : (
        <div className="relative aspect-[3/2] overflow-hidden rounded-brand bg-black">
          <Suspense fallback={null}>
            {mode === 'video' && extraMedia?.videoUrl ? <VideoViewer videoUrl={extraMedia.videoUrl} carName={name} texts={texts.video} /> : null}
            {mode === 'internal360' && extraMedia?.internal360 ? (
              <Internal360Viewer src={extraMedia.internal360} carName={name} texts={texts.internal360} />
            ) : null}
            {mode === 'external360' ? <External360Viewer frames={frames360(extraMedia)} carName={name} texts={texts.external360} /> : null}
          </Suspense>
        </div>
      )}

      {modes.length > 1 ? (
        // spec 02 §4: the video / internal 360 / external 360 buttons only exist when the data says so.
        <div role="group" aria-labelledby={modesId} data-testid="carousel-modes" className="flex flex-wrap gap-2">
          <span id={modesId} className="sr-only">
            {texts.modesLabel}
          </span>
          {modes.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={m === mode}
              data-mode={m}
              onClick={() => setMode(m)}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-border px-4 text-sm font-semibold hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-contrast"
            >
              {texts[MODE_LABEL[m]]}
            </button>
          ))}
        </div>
      ) : null}

      {mode === 'images' && count > 1 ? (
        // Thumbnails on wide screens (phones swipe instead).
        <ul ref={stripRef} aria-label={texts.thumbnailsLabel} data-testid="carousel-thumbnails" className="relative hidden gap-2 overflow-x-auto pb-1 md:flex">
          {images.map((image, i) => (
            <li key={`${i}|${image.src}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={fillText(texts.showImage, { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className="relative block h-16 w-24 cursor-pointer overflow-hidden rounded-brand border-2 border-transparent bg-surface bg-cover bg-center opacity-75 hover:opacity-100 aria-[current=true]:border-accent aria-[current=true]:opacity-100"
                style={placeholder(image.src, image.blurDataUrl)}
              >
                <Image
                  src={image.src}
                  alt=""
                  fill
                  sizes={THUMBNAIL_SIZES}
                  unoptimized={!isOptimizableImage(image.src)}
                  loading="lazy"
                  draggable={false}
                  onLoad={() => markLoaded(image.src)}
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {gallery && count > 0 ? (
        <Suspense fallback={null}>
          <GalleryDialog
            images={images}
            startIndex={gallery.start}
            carName={name}
            texts={texts.gallery}
            returnFocusTo={gallery.opener}
            onClose={(last) => {
              setIndex(last)
              setGallery(null)
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
