import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '@/features/content-blocks/cms'

/** spec 01 §7.1, §9: the stories list loads 4 stories a page, the teaser shows 3. */
export const STORIES_PAGE_SIZE = 4
export const STORIES_TEASER_SIZE = 3

/**
 * The stories list block (spec 01 §2.11, §3 Stories index: showDates, layout, highlightLatestStory):
 * the page that holds it, at the site's stories path, is the stories index.
 */
export const storiesListBlock: Block = {
  slug: 'storiesList',
  interfaceName: 'StoriesListBlock',
  ...blockPickerEntry('storiesList', {
    en: {
      label: 'Stories list',
      plural: 'Stories lists',
      description: 'The site’s stories, newest first, with tag chips to filter and a button that loads more. Put it on the page at the site’s stories path.',
    },
    sv: {
      label: 'Nyhetslista',
      plural: 'Nyhetslistor',
      description: 'Webbplatsens nyheter, nyaste först, med taggar att filtrera på och en knapp som visar fler. Läggs på sidan på webbplatsens nyhetssökväg.',
    },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Heading above the list (optional).' } },
    {
      type: 'row',
      fields: [
        { name: 'showDates', type: 'checkbox', defaultValue: true, admin: { description: 'Show each story’s date on its card.' } },
        {
          name: 'layout',
          type: 'select',
          defaultValue: 'default',
          options: [
            { label: 'Two columns', value: 'default' },
            { label: 'Variant 2 (one column)', value: 'variant2' },
          ],
        },
        { name: 'highlightLatestStory', type: 'checkbox', defaultValue: false, admin: { description: 'The newest story spans the whole width.' } },
      ],
    },
  ],
}

export const storiesListBlockData = z.object({
  title: z.string().nullish(),
  showDates: z.boolean().nullish(),
  layout: z.enum(['default', 'variant2']).nullish(),
  highlightLatestStory: z.boolean().nullish(),
})

/** The stories teaser block (spec 01 §2.11): the latest 3 stories and a 'show more' link to the index. */
export const storiesTeaserBlock: Block = {
  slug: 'storiesTeaser',
  interfaceName: 'StoriesTeaserBlock',
  ...blockPickerEntry('storiesTeaser', {
    en: { label: 'Stories teaser', plural: 'Stories teasers', description: 'The three latest stories as cards, with a button to all stories.' },
    sv: { label: 'Nyhetspuff', plural: 'Nyhetspuffar', description: 'De tre senaste nyheterna som kort, med en knapp till alla nyheter.' },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Heading. Empty: the dictionary text storiesTeaserTitle.' } },
    { name: 'linkLabel', type: 'text', localized: true, admin: { description: 'Button text. Empty: the dictionary text storiesShowMore.' } },
  ],
}

export const storiesTeaserBlockData = z.object({ title: z.string().nullish(), linkLabel: z.string().nullish() })
