'use client'

import { fillText } from './car-images'
import type { VideoTexts } from './car-viewer-texts'
import { videoSource } from './extra-media'
import { usePrefersReducedMotion } from './use-reduced-motion'

export type VideoViewerProps = {
  /** spec 02 §3 'Extra media response' videoUrl: a video file, or a YouTube / Vimeo link. */
  videoUrl: string
  /** Brand and model, for the title. */
  carName: string
  texts: VideoTexts
}

/**
 * The video mode of the image viewer (spec 02 §4 'Image viewer', 'Viewers'). A file plays in a
 * native <video controls playsInline>, a YouTube or Vimeo link in the provider's player (an
 * <iframe> with a title). It starts muted (brief: "muted start"; browsers only autoplay muted
 * video) and by itself, because the visitor has just chosen it; not with reduced motion.
 * A URL that cannot be played safely renders nothing (the mode button is not offered then:
 * see `availableModes`).
 */
export function VideoViewer({ videoUrl, carName, texts }: VideoViewerProps) {
  const reducedMotion = usePrefersReducedMotion()
  const source = videoSource(videoUrl)
  if (!source) return null
  const title = fillText(texts.videoTitle, { car: carName })

  if (source.kind === 'embed') {
    const src = reducedMotion ? source.src.replace('autoplay=1', 'autoplay=0') : source.src
    return (
      <iframe
        src={src}
        title={title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="video-embed"
        className="h-full w-full border-0"
      />
    )
  }

  return (
    <video
      src={source.src}
      controls
      playsInline
      muted
      autoPlay={!reducedMotion}
      preload="metadata"
      aria-label={title}
      data-testid="video-file"
      className="h-full w-full bg-black object-contain"
    >
      {texts.videoUnsupported}
    </video>
  )
}
