'use client'

import { useEffect, useRef, useState } from 'react'

import type { HeroVideoSource } from './hero-search-view'
import { PlayPauseIcon } from '@/lib/ui/icons'

export type HeroVideoProps = {
  sources: readonly HeroVideoSource[]
  poster?: string
  texts: { pause: string; play: string }
}

/**
 * The banner's background video (spec 01 §2.7 "full-bleed image or video", §4 "Video: starts muted
 * and playing"). Muted, looping, inline; it does not start by itself when the visitor asks for
 * reduced motion. A real pause/play button keeps moving content stoppable (WCAG 2.2.2).
 */
export function HeroVideo({ sources, poster, texts }: HeroVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const video = videoRef.current
    if (!video || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    // Autoplay can be refused (power saving, browser policy): the button then offers play.
    video.play()?.catch(() => undefined)
  }, [])

  const toggle = () => {
    const video = videoRef.current
    if (!video) return
    if (video.paused) video.play()?.catch(() => undefined)
    else video.pause()
  }

  return (
    <>
      <video
        ref={videoRef}
        muted
        loop
        playsInline
        preload="metadata"
        poster={poster}
        aria-hidden="true"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      >
        {sources.map((source) => (
          <source key={`${source.media ?? 'all'}|${source.src}`} src={source.src} type={source.type} media={source.media} />
        ))}
      </video>
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? texts.pause : texts.play}
        title={playing ? texts.pause : texts.play}
        className="absolute right-4 bottom-4 z-10 flex h-11 w-11 cursor-pointer items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-white"
      >
        <PlayPauseIcon playing={playing} />
      </button>
    </>
  )
}
