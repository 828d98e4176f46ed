import type { BlockComponentProps } from '@/features/content-blocks'

import { STORIES_TEASER_SIZE, storiesTeaserBlockData } from './story-blocks'
import { toStoryCard } from './story-card'
import { storiesIndexHref } from './story-paths'
import { findStories } from './story-repository'
import { StoryCard } from './StoryCard'

/** The stories teaser (spec 01 §2.11, §9 teaser 3): the latest three stories and a 'show more' link to the index. */
export default async function StoriesTeaserBlock({ block, context }: BlockComponentProps) {
  const data = storiesTeaserBlockData.parse(block)
  const { site, locale, dictionary } = context
  const page = await findStories({ site, locale, limit: STORIES_TEASER_SIZE })
  if (page.stories.length === 0) return null
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="stories-teaser-title">
      <h2 id="stories-teaser-title" className="mb-4 text-2xl font-bold">
        {data.title || dictionary.t('storiesTeaserTitle')}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {page.stories.map((story) => (
          <li key={story.id}>
            <StoryCard story={toStoryCard(site, locale, story)} showDate headingLevel="h3" tagsLabel={dictionary.t('storiesTags')} />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-center">
        <a href={storiesIndexHref(site, locale)} className="btn-primary">
          {data.linkLabel || dictionary.t('storiesShowMore')}
        </a>
      </div>
    </section>
  )
}
