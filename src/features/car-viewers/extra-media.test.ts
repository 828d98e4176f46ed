import { describe, expect, it } from 'vitest'

import { availableModes, type ExtraMedia, frames360, videoSource } from './extra-media'

const none: ExtraMedia = { hasVideo: false, has360: false, hasInternal360: false }
const all: ExtraMedia = {
  hasVideo: true,
  has360: true,
  hasInternal360: true,
  videoUrl: 'https://cdn.example.com/car.mp4',
  images360: ['/360/1.jpg', '/360/2.jpg'],
  internal360: '/360/interior.jpg',
}

describe('availableModes (spec 02 §4: the buttons show only if the data says they exist)', () => {
  it('only pictures without extra media or when every flag is off', () => {
    expect(availableModes(undefined)).toEqual(['images'])
    expect(availableModes(null)).toEqual(['images'])
    expect(availableModes(none)).toEqual(['images'])
    expect(availableModes({ ...all, hasVideo: false, has360: false, hasInternal360: false })).toEqual(['images'])
  })
  it('every mode when all exist, in a fixed order', () => {
    expect(availableModes(all)).toEqual(['images', 'video', 'internal360', 'external360'])
  })
  it('a flag without anything to show gives no button', () => {
    expect(availableModes({ ...none, hasVideo: true, videoUrl: null })).toEqual(['images'])
    expect(availableModes({ ...none, hasVideo: true, videoUrl: 'javascript:alert(1)' })).toEqual(['images'])
    expect(availableModes({ ...none, hasInternal360: true, internal360: ' ' })).toEqual(['images'])
    expect(availableModes({ ...none, has360: true, images360: [] })).toEqual(['images'])
    expect(availableModes({ ...none, has360: true, images360: ['', ' '] })).toEqual(['images'])
  })
  it('each mode on its own', () => {
    expect(availableModes({ ...all, hasVideo: false, hasInternal360: false })).toEqual(['images', 'external360'])
    expect(availableModes({ ...all, has360: false, hasInternal360: false })).toEqual(['images', 'video'])
  })
  it('frames360 drops empty frames', () => {
    expect(frames360({ ...all, images360: ['/a.jpg', '', '/b.jpg'] })).toEqual(['/a.jpg', '/b.jpg'])
    expect(frames360(undefined)).toEqual([])
  })
})

describe('videoSource', () => {
  it('files play in <video>: absolute http(s) and site paths', () => {
    expect(videoSource('https://cdn.example.com/car.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example.com/car.mp4' })
    expect(videoSource('/media/car.webm')).toEqual({ kind: 'file', src: '/media/car.webm' })
  })
  it('YouTube links become the muted nocookie player', () => {
    const expected = { kind: 'embed', provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&playsinline=1&rel=0' }
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual(expected)
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual(expected)
    expect(videoSource('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(expected)
    expect(videoSource('https://youtube.com/shorts/dQw4w9WgXcQ')).toEqual(expected)
  })
  it('Vimeo links become the muted player', () => {
    const expected = { kind: 'embed', provider: 'vimeo', src: 'https://player.vimeo.com/video/76979871?autoplay=1&muted=1&playsinline=1&dnt=1' }
    expect(videoSource('https://vimeo.com/76979871')).toEqual(expected)
    expect(videoSource('https://player.vimeo.com/video/76979871')).toEqual(expected)
  })
  it('refuses what cannot be played safely', () => {
    expect(videoSource(undefined)).toBeNull()
    expect(videoSource('')).toBeNull()
    expect(videoSource('javascript:alert(1)')).toBeNull()
    expect(videoSource('data:video/mp4;base64,AAAA')).toBeNull()
    expect(videoSource('//evil.example.com/x.mp4')).toBeNull()
    expect(videoSource('not a url')).toBeNull()
    // A YouTube page that is not a video (a channel) is not a file either.
    expect(videoSource('https://www.youtube.com/@volvo')).toBeNull()
  })
})
