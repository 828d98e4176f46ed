/**
 * The extra media of a car (spec 02 §3 'Extra media response (by registration)': videoUrl,
 * images360, internal360, hasVideo, has360, hasInternal360) and which viewer modes they allow
 * (spec 02 §4 'Image viewer': "The video, internal 360 and external 360 buttons show only if the
 * data says they exist").
 */

/** spec 02 §3 'Extra media response'. Nulls are accepted as 'absent' (JSON answers). */
export type ExtraMedia = {
  videoUrl?: string | null
  images360?: readonly string[] | null
  internal360?: string | null
  hasVideo: boolean
  has360: boolean
  hasInternal360: boolean
}

/** spec 02 §4 'Image viewer': "extra modes images, video, internal 360, external 360". */
export type ViewerMode = 'images' | 'video' | 'internal360' | 'external360'

/** How a video URL is played: a file in <video>, or a YouTube/Vimeo player in an <iframe>. */
export type VideoSource = { kind: 'file'; src: string } | { kind: 'embed'; src: string; provider: 'youtube' | 'vimeo' }

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])
const YOUTUBE_ID = /^[\w-]{6,20}$/
const VIMEO_ID = /^\d{1,20}$/

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  let id: string | null = null
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null
  else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/')
    if (first === 'watch') id = url.searchParams.get('v')
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second ?? null
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname.toLowerCase())) return null
  const parts = url.pathname.split('/').filter(Boolean)
  // vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123
  const id = [...parts].reverse().find((part) => VIMEO_ID.test(part))
  return id ?? null
}

/**
 * How to play `videoUrl`, or null when it cannot be played safely (not http(s) or a site path).
 * YouTube and Vimeo links become their embed players, starting muted (brief: "muted start"; the
 * privacy-friendlier youtube-nocookie host and Vimeo's dnt flag); anything else is a file.
 */
export function videoSource(videoUrl: string | null | undefined): VideoSource | null {
  const raw = videoUrl?.trim()
  if (!raw) return null
  if (raw.startsWith('/') && !raw.startsWith('//')) return { kind: 'file', src: raw }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const youtube = youtubeId(url)
  if (youtube) return { kind: 'embed', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&mute=1&playsinline=1&rel=0` }
  const vimeo = vimeoId(url)
  if (vimeo) return { kind: 'embed', provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}?autoplay=1&muted=1&playsinline=1&dnt=1` }
  if (YOUTUBE_HOSTS.has(url.hostname.toLowerCase()) || url.hostname.toLowerCase() === 'youtu.be' || VIMEO_HOSTS.has(url.hostname.toLowerCase())) return null
  return { kind: 'file', src: url.href }
}

/** The external 360 frames worth showing (non-empty sources only). */
export function frames360(extraMedia: ExtraMedia | null | undefined): string[] {
  return (extraMedia?.images360 ?? []).filter((src) => typeof src === 'string' && src.trim() !== '')
}

/**
 * The modes the viewer offers, in button order. 'images' is always there; each extra mode needs
 * its flag AND something to show (a playable videoUrl, an internal360 picture, 360 frames), so a
 * button never opens an empty viewer.
 */
export function availableModes(extraMedia: ExtraMedia | null | undefined): ViewerMode[] {
  const modes: ViewerMode[] = ['images']
  if (!extraMedia) return modes
  if (extraMedia.hasVideo && videoSource(extraMedia.videoUrl)) modes.push('video')
  if (extraMedia.hasInternal360 && extraMedia.internal360?.trim()) modes.push('internal360')
  if (extraMedia.has360 && frames360(extraMedia).length > 0) modes.push('external360')
  return modes
}
