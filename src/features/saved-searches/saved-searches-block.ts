import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '@/features/content-blocks/cms'

/**
 * The saved-searches page (issue 41 item 1): where the links in the alert e-mails lead. It confirms
 * a search (double opt-in), stops one or all, and lists the address's searches. The site's
 * "saved searches" path names the page that holds it.
 */
export const savedSearchesBlock: Block = {
  slug: 'savedSearches',
  interfaceName: 'SavedSearchesBlock',
  ...blockPickerEntry('savedSearches', {
    en: {
      label: 'Saved searches',
      plural: 'Saved searches',
      description:
        'Where the links in the saved-search e-mails lead: confirms a search, stops alerts and lists the visitor’s searches. Put it on the page the site’s “saved searches” path names.',
    },
    sv: {
      label: 'Bevakade sökningar',
      plural: 'Bevakade sökningar',
      description:
        'Dit länkarna i bevakningsmejlen leder: bekräftar en bevakning, avslutar den och visar besökarens bevakningar. Lägg den på sidan som webbplatsens sökväg för bevakningar pekar på.',
    },
  }),
  fields: [{ name: 'title', type: 'text', localized: true, admin: { description: 'Heading, e.g. “Saved searches”.' } }],
}

export const savedSearchesBlockData = z.object({ id: z.string().nullish(), title: z.string().nullish() })
