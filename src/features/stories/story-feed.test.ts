import { describe, expect, it } from 'vitest'

import type { SiteRecord } from '@/features/sites'

import { buildStoriesFeed } from './story-feed'

describe('stories feed', () => {
  it('is RSS 2.0 with each story as an item linking to its article, newest first, text escaped', () => {
    const xml = buildStoriesFeed({
      site: { country: 'GB' } as SiteRecord,
      locale: 'en',
      origin: 'https://thames.example',
      title: 'Thames – news',
      listHref: '/news-and-events',
      selfHref: '/api/stories-feed?lang=en',
      stories: [
        {
          id: 2,
          href: '/news-and-events/2026/b',
          title: 'Tom & Jerry <3',
          preamble: 'Intro',
          date: '2026-03-04T10:00:00.000Z',
          dateText: '',
          image: null,
          tags: ['EV'],
        },
        { id: 1, href: '/news-and-events/2025/a', title: 'Older', preamble: null, date: '2025-01-01T10:00:00.000Z', dateText: '', image: null, tags: [] },
      ],
    })
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<language>en-GB</language>')
    expect(xml).toContain('<title>Tom &amp; Jerry &lt;3</title>')
    expect(xml.indexOf('/2026/b</link>')).toBeLessThan(xml.indexOf('/2025/a</link>'))
    expect(xml).toContain('<link>https://thames.example/news-and-events/2026/b</link>')
    expect(xml).toContain('<category>EV</category>')
    expect(xml).toContain('href="https://thames.example/api/stories-feed?lang=en" rel="self"')
  })
})
