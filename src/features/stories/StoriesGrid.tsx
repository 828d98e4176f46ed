'use client'

import { useEffect, useRef, useState } from 'react'

import type { StoryCardData } from './story-card'
import { StoryCard } from './StoryCard'

type Props = {
  /** The first page, rendered on the server. */
  initial: StoryCardData[]
  initialCursor: string | null
  initialHasNext: boolean
  /** What the next pages are asked for with (the list's language and the selected tag keys, '|'-separated). */
  query: { lang: string; tags: string }
  showDate: boolean
  layout: 'default' | 'variant2'
  highlightLatest: boolean
  /** The list leads its page: the first story's picture is the page's largest (issue 39). */
  leadingImage?: boolean
  texts: { loadMore: string; loading: string; failed: string; tags: string }
}

type Status = 'idle' | 'pending' | 'failed'

/**
 * The story cards and the load-more button (spec 01 §4 stories list: pending, success, paging by
 * cursor). The island only exists for "load more": it asks /api/story-list for the page after the
 * last cursor, appends it and moves focus to the first new story so keyboard users carry on there.
 */
export function StoriesGrid({ initial, initialCursor, initialHasNext, query, showDate, layout, highlightLatest, texts, leadingImage = false }: Props) {
  const [stories, setStories] = useState(initial)
  const [cursor, setCursor] = useState(initialCursor)
  const [hasNext, setHasNext] = useState(initialHasNext)
  const [status, setStatus] = useState<Status>('idle')
  const focusIndex = useRef<number | null>(null)
  const list = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (focusIndex.current === null) return
    list.current?.querySelectorAll<HTMLAnchorElement>('[data-story-card] h2 a, [data-story-card] h3 a')[focusIndex.current]?.focus()
    focusIndex.current = null
  }, [stories])

  async function loadMore() {
    if (!cursor || status === 'pending') return
    setStatus('pending')
    try {
      const params = new URLSearchParams({ lang: query.lang, cursor })
      if (query.tags) params.set('tags', query.tags)
      const response = await fetch(`/api/story-list?${params}`, { headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(`story-list ${response.status}`)
      const page = (await response.json()) as { stories: StoryCardData[]; endCursor: string | null; hasNext: boolean }
      const seen = new Set(stories.map((s) => s.id))
      focusIndex.current = stories.length
      setStories([...stories, ...page.stories.filter((s) => !seen.has(s.id))])
      setCursor(page.endCursor)
      setHasNext(page.hasNext)
      setStatus('idle')
    } catch {
      setStatus('failed')
    }
  }

  const twoColumns = layout === 'default'
  return (
    <>
      <ul ref={list} className={twoColumns ? 'grid gap-6 md:grid-cols-2' : 'grid gap-6'}>
        {stories.map((story, i) => {
          const highlight = highlightLatest && i === 0
          return (
            <li key={story.id} className={highlight && twoColumns ? 'md:col-span-2' : undefined}>
              <StoryCard
                story={story}
                showDate={showDate}
                highlight={highlight}
                wide={!twoColumns}
                tagsLabel={texts.tags}
                leadingImage={leadingImage && i === 0}
              />
            </li>
          )
        })}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-3">
        <p role="status" className={status === 'failed' ? 'text-warning' : 'sr-only'}>
          {status === 'pending' ? texts.loading : status === 'failed' ? texts.failed : ''}
        </p>
        {hasNext && cursor ? (
          <button type="button" className="btn-primary" onClick={loadMore} aria-busy={status === 'pending'} disabled={status === 'pending'}>
            {texts.loadMore}
          </button>
        ) : null}
      </div>
    </>
  )
}
