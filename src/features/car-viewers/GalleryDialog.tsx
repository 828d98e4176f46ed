'use client'

import Image from 'next/image'
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react'

import { isOptimizableImage } from '@/lib/image-sources'
import { useModalDialog } from '@/lib/ui/use-modal-dialog'

import { cssUrl, fillText, type ViewerImage, wrapIndex } from './car-images'
import type { GalleryTexts } from './car-viewer-texts'
import { isZoomed, MAX_ZOOM, zoomTransform } from './picture-zoom'
import { usePictureZoom } from './use-picture-zoom'
import { useSwipe } from './use-swipe'
import { ChevronIcon, CloseIcon, MinusIcon, PlusIcon } from '@/lib/ui/icons'

export type GalleryDialogProps = {
  /** The pictures, with their alt texts (see `carImages`). */
  images: readonly ViewerImage[]
  /** The picture shown first: the carousel's current one (spec 01 §2.13 "opened at the current carousel index"). */
  startIndex: number
  /** Brand and model, for the heading. */
  carName: string
  texts: GalleryTexts
  /** Called once the dialog has closed (Escape or the close button), with the picture shown last. */
  onClose: (index: number) => void
  /** Gets the focus back when the gallery goes away; by default the element that had it when it opened. */
  returnFocusTo?: HTMLElement | null
}

const ROUND_BUTTON =
  'inline-flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/25 focus-visible:outline-white'

/**
 * The full-screen gallery (spec 02 §4 'Image viewer': "fullscreen gallery (closed by Escape or a
 * close button, page scroll locked)"; spec 01 §2.13). A native modal <dialog>, so the page
 * behind is inert and the focus stays inside. Render it while it is open: it opens itself on
 * mount at `startIndex`; ArrowLeft/ArrowRight (and a swipe) move, Home/End jump; closing calls
 * `onClose` and the focus returns to the opener.
 *
 * The picture zooms (issue 41 item 4, use-picture-zoom.ts): the wheel, a double click or double
 * tap, a pinch, the zoom buttons and the + and − keys (0 goes back); a zoomed picture is dragged
 * around, and a swipe changes the picture only when it is not zoomed. Our own small gesture code
 * rather than a lightbox library: docs/architecture.md "The gallery's zoom".
 */
export function GalleryDialog({ images, startIndex, carName, texts, onClose, returnFocusTo }: GalleryDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const count = images.length
  const [rawIndex, setIndex] = useState(() => wrapIndex(startIndex, count))
  const index = wrapIndex(rawIndex, count)
  const image = images[index]
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null)

  const { zoom, frameRef, handlers: zoomHandlers, zoomIn, zoomOut, reset: resetZoom, blocksSwipe } = usePictureZoom()
  const zoomed = isZoomed(zoom)
  // Each picture starts whole.
  const show = (next: (i: number) => number) => {
    resetZoom()
    setIndex((i) => wrapIndex(next(i), count))
  }
  const go = (step: number) => show((i) => i + step)
  const swipe = useSwipe((step) => {
    if (!blocksSwipe()) go(step)
  })
  // Both read every gesture: the zoom first, so the swipe knows whether it was one.
  const gesture = (name: keyof typeof swipe.handlers) => (event: PointerEvent<HTMLElement>) => {
    zoomHandlers[name](event)
    swipe.handlers[name](event)
  }

  // Open from mount to unmount: spec 02 §4 "page scroll locked" while open; the focus moves to the
  // close button (browsers' showModal() does so too, as its first focusable element; say so for
  // all) and back to the opener when the gallery goes.
  const dialogRef = useModalDialog(true, { initialFocus: closeRef, returnFocusTo })

  const close = () => dialogRef.current?.close()

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    switch (event.key) {
      case 'ArrowLeft':
        go(-1)
        break
      case 'ArrowRight':
        go(1)
        break
      case 'Home':
        show(() => 0)
        break
      case 'End':
        show(() => count - 1)
        break
      case '+':
      case '=':
        zoomIn()
        break
      case '-':
        zoomOut()
        break
      case '0':
        resetZoom()
        break
      case 'Escape':
        // Closed here rather than by the browser's cancel, so every browser (and the tests) agree.
        close()
        break
      default:
        return
    }
    event.preventDefault()
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a native modal <dialog>: Escape and focus are the browser's; the click handler only closes it on a backdrop click, a pointer convenience
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={() => onClose(index)}
      onKeyDown={onKeyDown}
      data-testid="gallery-dialog"
      className="m-0 h-dvh max-h-none w-full max-w-none flex-col bg-neutral-950 p-0 text-white backdrop:bg-black/90 open:flex"
    >
      <div className="flex shrink-0 items-center gap-3 px-3 py-2 sm:px-4">
        <h2 id={titleId} className="mr-auto truncate text-base font-semibold sm:text-lg">
          {fillText(texts.galleryTitle, { car: carName })}
        </h2>
        {count > 0 ? (
          <p aria-live="polite" data-testid="gallery-counter" className="shrink-0 text-sm whitespace-nowrap tabular-nums">
            {fillText(texts.counter, { current: index + 1, total: count })}
          </p>
        ) : null}
        {image ? (
          <>
            <button type="button" onClick={zoomOut} disabled={!zoomed} aria-label={texts.zoomOut} title={texts.zoomOut} className={ROUND_BUTTON}>
              <MinusIcon />
            </button>
            <button type="button" onClick={zoomIn} disabled={zoom.scale >= MAX_ZOOM} aria-label={texts.zoomIn} title={texts.zoomIn} className={ROUND_BUTTON}>
              <PlusIcon />
            </button>
          </>
        ) : null}
        <button ref={closeRef} type="button" onClick={close} aria-label={texts.close} title={texts.close} className={ROUND_BUTTON}>
          <CloseIcon />
        </button>
      </div>

      <div className="relative min-h-0 flex-1">
        {image ? (
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- pointer gestures on the picture; the keyboard's way is the zoom buttons and the + − 0 and arrow keys of the dialog
          <div
            ref={frameRef}
            onPointerDown={gesture('onPointerDown')}
            onPointerMove={zoomHandlers.onPointerMove}
            onPointerUp={gesture('onPointerUp')}
            onPointerCancel={gesture('onPointerCancel')}
            onDoubleClick={zoomHandlers.onDoubleClick}
            data-testid="gallery-frame"
            data-zoom={zoom.scale.toFixed(2)}
            // Every touch gesture here is the gallery's own: a swipe, a pinch, a double tap, a drag.
            className={`relative h-full w-full touch-none overflow-hidden bg-contain bg-center bg-no-repeat ${zoomed ? 'cursor-grab active:cursor-grabbing' : 'cursor-zoom-in'}`}
            // The blur placeholder (spec 02 §3 car_images.blur_data_url) until the picture has loaded.
            style={image.blurDataUrl && loadedSrc !== image.src ? { backgroundImage: cssUrl(image.blurDataUrl) } : undefined}
          >
            <Image
              key={image.src}
              src={image.src}
              alt={image.alt}
              // Full screen: the picture is at most as wide as the window.
              fill
              sizes="100vw"
              unoptimized={!isOptimizableImage(image.src)}
              loading="eager"
              draggable={false}
              onLoad={() => setLoadedSrc(image.src)}
              className="h-full w-full object-contain select-none"
              // The zoom: scaled and moved as one with the frame it fills.
              style={{ transform: zoomTransform(zoom) }}
            />
          </div>
        ) : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={texts.previousImage}
              title={texts.previousImage}
              className={`${ROUND_BUTTON} absolute top-1/2 left-2 -translate-y-1/2 sm:left-4`}
            >
              <ChevronIcon direction="left" className="h-6 w-6" strokeWidth={1.67} />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={texts.nextImage}
              title={texts.nextImage}
              className={`${ROUND_BUTTON} absolute top-1/2 right-2 -translate-y-1/2 sm:right-4`}
            >
              <ChevronIcon direction="right" className="h-6 w-6" strokeWidth={1.67} />
            </button>
          </>
        ) : null}
      </div>
    </dialog>
  )
}
