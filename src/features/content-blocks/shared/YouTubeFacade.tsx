'use client'

import { type ReactNode, useState } from 'react'

type Props = { embedUrl: string; title: string; playLabel: string; notice: string; poster?: ReactNode }

/**
 * A YouTube video behind a facade (issue 21 "YouTube loads only after consent or a click, never on
 * page load"): a button with the poster picture; nothing from YouTube is fetched until the visitor
 * presses it, then the player's iframe replaces it and starts (muted, spec 01 §4).
 */
export function YouTubeFacade({ embedUrl, title, playLabel, notice, poster }: Props) {
  const [playing, setPlaying] = useState(false)
  if (playing) {
    return (
      <iframe
        src={embedUrl}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video h-auto w-full rounded-brand border-0"
      />
    )
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      data-youtube-facade=""
      className="group relative flex aspect-video w-full cursor-pointer items-center justify-center overflow-hidden rounded-brand bg-foreground text-white"
    >
      {poster ? <span className="absolute inset-0 [&_img]:h-full [&_img]:w-full [&_img]:object-cover">{poster}</span> : null}
      <span aria-hidden="true" className="absolute inset-0 bg-black/30 transition-colors group-hover:bg-black/45" />
      <span className="relative flex flex-col items-center gap-2 px-4 text-center">
        <svg aria-hidden="true" viewBox="0 0 68 48" className="h-12 w-16">
          <path
            d="M66.5 7.7a8.5 8.5 0 00-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 00-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 006 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 006-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
            fill="#d00"
          />
          <path d="M27 34l18-10-18-10z" fill="#fff" />
        </svg>
        <span className="font-semibold drop-shadow">{playLabel}</span>
        <span className="text-sm drop-shadow">{notice}</span>
      </span>
    </button>
  )
}
