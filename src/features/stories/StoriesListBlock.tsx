import { type BlockComponentProps, isLeadingBlock } from '@/features/content-blocks'

import { STORIES_PAGE_SIZE, storiesListBlockData } from './story-blocks'
import { toStoryCard } from './story-card'
import { parseTagParam, storiesIndexHref, tagsHref, toggleTag } from './story-paths'
import { findStories, listStoryTags } from './story-repository'
import { StoriesGrid } from './StoriesGrid'
import { CheckIcon } from '@/lib/ui/icons'

/**
 * The stories list (spec 01 §2.11, §4): tag chips (multi-select, OR; 'Show all' clears), the first
 * page of story cards rendered on the server, and the load-more island. The selected tags live in
 * the address (`?tags=elbil|service`, spec 01 §9) so a filtered list can be shared; an unknown tag
 * or a malformed cursor gives the first page.
 */
export default async function StoriesListBlock({ block, context }: BlockComponentProps) {
  const data = storiesListBlockData.parse(block)
  const { site, locale, dictionary } = context
  const asked = parseTagParam(context.request.searchParams.tags)
  const [tags, page] = await Promise.all([listStoryTags(site, locale), findStories({ site, locale, tags: asked, cursor: null, limit: STORIES_PAGE_SIZE })])
  const selected = page.selectedTags
  const listHref = context.preview ? context.request.path : storiesIndexHref(site, locale)
  const layout = data.layout ?? 'default'
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center gap-1 rounded-full border px-4 text-sm font-semibold ${
      active ? 'border-accent bg-accent text-accent-contrast' : 'border-border bg-background text-foreground hover:border-accent'
    }`

  return (
    <section className="mx-auto max-w-6xl px-4 py-6" aria-labelledby={data.title ? 'stories-list-title' : undefined}>
      {data.title ? (
        <h2 id="stories-list-title" className="mb-4 text-2xl font-bold">
          {data.title}
        </h2>
      ) : null}
      {tags.length ? (
        <nav aria-label={dictionary.t('storiesFilterLabel')} className="mb-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <a href={tagsHref(listHref, [])} className={chip(selected.length === 0)} aria-current={selected.length === 0 ? 'true' : undefined}>
                {dictionary.t('storiesShowAll')}
              </a>
            </li>
            {tags.map((t) => {
              const active = selected.includes(t.key)
              return (
                <li key={t.key}>
                  <a href={tagsHref(listHref, toggleTag(selected, t.key))} className={chip(active)} aria-current={active ? 'true' : undefined}>
                    {active ? <CheckIcon /> : null}
                    {t.value}
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
      ) : null}
      {page.stories.length === 0 ? (
        // spec 01 §8 'Stories list empty': the text storiesNoResults.
        <p className="rounded-brand bg-surface p-6 text-center">{dictionary.t('storiesNoResults')}</p>
      ) : (
        <StoriesGrid
          key={selected.join('|')}
          initial={page.stories.map((s) => toStoryCard(site, locale, s))}
          initialCursor={page.endCursor}
          initialHasNext={page.hasNext}
          query={{ lang: locale, tags: selected.join('|') }}
          showDate={data.showDates ?? true}
          layout={layout}
          highlightLatest={data.highlightLatestStory ?? false}
          leadingImage={isLeadingBlock(context)}
          texts={{
            loadMore: dictionary.t('storiesLoadMore'),
            loading: dictionary.t('storiesLoading'),
            failed: dictionary.t('storiesLoadFailed'),
            tags: dictionary.t('storiesTags'),
          }}
        />
      )}
    </section>
  )
}
