import type { SiteRecord } from '@/features/sites'
import type { Locale } from '@/lib/locales'

import type { StorySummary } from './story-repository'
import { dateBeforeFirstSpace, formattedDateValue, storyHref } from './story-paths'

/** What a story card shows; the same shape goes to the load-more island as JSON. */
export type StoryCardData = {
  id: number
  href: string
  title: string
  preamble: string | null
  /** ISO date for <time dateTime> and the date text (spec 01 §2.11: up to the first space). */
  date: string
  dateText: string
  image: { url: string; alt: string; width: number; height: number } | null
  tags: string[]
}

export function toStoryCard(site: SiteRecord, locale: Locale, story: StorySummary): StoryCardData {
  return {
    id: story.id,
    href: storyHref(site, locale, story),
    title: story.title,
    preamble: story.preamble ?? null,
    date: story.date,
    dateText: dateBeforeFirstSpace(formattedDateValue(story.date)),
    image: story.image ? { url: story.image.url, alt: story.image.alt ?? '', width: story.image.width ?? 1600, height: story.image.height ?? 900 } : null,
    tags: story.tags.map((t) => t.value || t.key),
  }
}
