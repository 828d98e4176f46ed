import { describe, expect, it } from 'vitest'

import { youtubeVideoId } from '../shared/block-fields'
import { picture, renderBlock } from '../shared/testing/block-context'
import BlurbBlock from './BlurbBlock'

const text = { root: { type: 'root', children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: 'Mer räckvidd', version: 1 }] }] } }

describe('blurb (spec 01 §2.9, §3)', () => {
  it('loads nothing from YouTube on page load: a facade button, no iframe', () => {
    const html = renderBlock(BlurbBlock, {
      title: 'Se filmen',
      richText: text,
      youtubeId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      imageDesktop: picture(),
    })
    expect(html).toContain('data-youtube-facade')
    expect(html).not.toContain('<iframe')
    expect(html).not.toMatch(/youtube(-nocookie)?\.com|ytimg/)
  })

  it('puts the media on the right when reversed, and uses the background colour', () => {
    const html = renderBlock(BlurbBlock, { title: 'T', imageDesktop: picture(), reverse: true, backgroundColor: 'dark' })
    expect(html).toContain('md:order-2')
    expect(html).toContain('bg-foreground text-background')
  })

  it('animates only when asked, and only for visitors without reduced motion', () => {
    const html = renderBlock(BlurbBlock, { title: 'T', imageDesktop: picture(), useTextAnimations: true })
    expect(html).toContain('motion-safe:starting:opacity-0')
    expect(renderBlock(BlurbBlock, { title: 'T', imageDesktop: picture() })).not.toContain('starting:')
  })

  it('renders nothing without title and text', () => {
    expect(renderBlock(BlurbBlock, { imageDesktop: picture() })).toBe('')
  })

  it('takes a YouTube id from what editors paste, never anything else', () => {
    expect(youtubeVideoId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ?t=3')).toBe('dQw4w9WgXcQ')
    expect(youtubeVideoId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeVideoId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeUndefined()
    expect(youtubeVideoId('"><script>')).toBeUndefined()
  })
})
