'use client'

import { useEffect, useRef, useState } from 'react'

import { useReducedMotion } from './use-carousel'
import { videoHasAudio, type VideoAudioHints } from './video-audio'

import type { BlockVideoSource } from './block-fields'
import { PlayPauseIcon, SoundIcon } from '@/lib/ui/icons'

export type { BlockVideoSource }
export type BlockVideoTexts = { play: string; pause: string; mute: string; unmute: string }

type Props = {
  sources: readonly BlockVideoSource[]
  poster?: string
  texts: BlockVideoTexts
  /** Show the play/pause and mute buttons (spec 01 §3 Blurb HasControlBar). */
  controls?: boolean
  /** Plays only while true (a carousel's active slide, spec 01 §2.8). */
  active?: boolean
  className?: string
}

/**
 * A muted, looping, inline video (spec 01 §4 "Video: starts muted and playing. Play/pause and
 * mute/unmute toggle. The mute button shows only if the video has audio."). It does not start by
 * itself for visitors who ask for reduced motion, and the pause button keeps it stoppable.
 */
export function BlockVideo({ sources, poster, texts, controls = true, active = true, className = 'h-full w-full object-cover' }: Props) {
  const ref = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const [muted, setMuted] = useState(true)
  const [hasAudio, setHasAudio] = useState(false)
  const reducedMotion = useReducedMotion()

  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (active && !reducedMotion) video.play()?.catch(() => undefined)
    else video.pause()
  }, [active, reducedMotion])

  const checkAudio = () => {
    const video = ref.current
    if (!video || hasAudio) return
    if (videoHasAudio(video as unknown as VideoAudioHints) === true) setHasAudio(true)
  }

  const togglePlay = () => {
    const video = ref.current
    if (!video) return
    if (video.paused) video.play()?.catch(() => undefined)
    else video.pause()
  }
  const toggleMute = () => {
    const video = ref.current
    if (!video) return
    video.muted = !video.muted
    setMuted(video.muted)
  }
  const button = 'flex h-11 w-11 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-white'

  return (
    <div className="relative h-full w-full">
      <video
        ref={ref}
        muted
        loop
        playsInline
        preload="metadata"
        poster={poster}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onLoadedMetadata={checkAudio}
        onTimeUpdate={checkAudio}
        className={className}
      >
        {sources.map((source) => (
          <source key={`${source.media ?? 'all'}|${source.src}`} src={source.src} type={source.type} media={source.media} />
        ))}
      </video>
      {controls ? (
        <div className="absolute right-3 bottom-3 flex gap-2">
          <button
            type="button"
            onClick={togglePlay}
            aria-label={playing ? texts.pause : texts.play}
            title={playing ? texts.pause : texts.play}
            className={button}
          >
            <PlayPauseIcon playing={playing} />
          </button>
          {hasAudio ? (
            <button
              type="button"
              onClick={toggleMute}
              aria-label={muted ? texts.unmute : texts.mute}
              title={muted ? texts.unmute : texts.mute}
              className={button}
            >
              <SoundIcon muted={muted} />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
