import { ResponsiveImage } from '@/lib/ui/ResponsiveImage'

import type { StoryCardData } from './story-card'

type Props = {
  story: StoryCardData
  showDate: boolean
  /** The latest story across the whole width (Stories index: highlightLatestStory). */
  highlight?: boolean
  /** 'Variant 2' (one column): picture beside the text from tablet width up. */
  wide?: boolean
  headingLevel?: 'h2' | 'h3'
  /** The tag list's name for screen readers (dictionary storiesTags). */
  tagsLabel: string
  /** The page's first picture (its LCP element on a phone): loaded at once, at high priority. */
  leadingImage?: boolean
}

/**
 * A story card (spec 01 §2.11): picture, date, title linking to the article, preamble and tags.
 * No hooks: the server list and the load-more island render the same card.
 */
export function StoryCard({ story, showDate, highlight = false, wide = false, headingLevel = 'h2', tagsLabel, leadingImage = false }: Props) {
  const Heading = headingLevel
  const side = wide || highlight
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-brand border border-border bg-background focus-within:ring-2 focus-within:ring-focus ${side ? 'md:flex-row' : ''}`}
      data-story-card=""
    >
      <div className={`relative aspect-[16/9] w-full shrink-0 bg-surface ${side ? 'md:aspect-auto md:min-h-56 md:w-1/2' : ''}`}>
        {story.image ? (
          <ResponsiveImage
            src={story.image.url}
            alt={story.image.alt}
            fill
            sizes="(min-width: 1152px) 576px, (min-width: 768px) 50vw, 100vw"
            className="object-cover"
            loading={leadingImage ? 'eager' : 'lazy'}
            fetchPriority={leadingImage ? 'high' : undefined}
          />
        ) : null}
      </div>
      <div className={`flex flex-1 flex-col gap-2 p-4 sm:p-5 ${highlight ? 'md:justify-center md:p-8' : ''}`}>
        {showDate ? (
          <time dateTime={story.date} className="text-sm text-muted">
            {story.dateText}
          </time>
        ) : null}
        <Heading className={`leading-snug font-bold ${highlight ? 'text-2xl md:text-3xl' : 'text-xl'}`}>
          {/* The whole card is clickable through the title link's overlay; the link's name is the title. */}
          <a href={story.href} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
            {story.title}
          </a>
        </Heading>
        {story.preamble ? <p className="line-clamp-3 text-foreground/90">{story.preamble}</p> : null}
        {story.tags.length ? (
          <ul className="mt-auto flex flex-wrap gap-2 pt-2" aria-label={tagsLabel}>
            {story.tags.map((t) => (
              <li key={t} className="rounded-full bg-surface px-3 py-1 text-xs font-semibold text-muted">
                {t}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  )
}
