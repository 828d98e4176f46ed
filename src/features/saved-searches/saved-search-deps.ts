import type { Payload } from 'payload'

import { formatCarMoney } from '@/features/car-card'
import { loadNewestMatchingCars } from '@/features/car-list'
import { getDictionary } from '@/features/dictionary'
import { getMailTransport, mailSender } from '@/integrations/mail/instance'
import { getPayloadClient } from '@/cms/payload-client'
import { getConfig } from '@/lib/config'
import { languageTag } from '@/lib/locales'
import { sqlDatabaseOf } from '@/lib/sql-database'

import type { SavedSearchDeps } from './saved-search-service'
import { SavedSearchStore } from './saved-search-store'

/** The saved searches on a Payload instance: its database, the configured limits, the process's mail transport. */
export function savedSearchDepsFor(payload: Payload): SavedSearchDeps {
  const { payloadSecret, savedSearchLimits } = getConfig()
  return {
    store: new SavedSearchStore(payload, sqlDatabaseOf(payload), { secret: payloadSecret, limits: savedSearchLimits }),
    findCars: loadNewestMatchingCars,
    sendMail: async ({ to, fromName, subject, text, html, headers }) => {
      await getMailTransport().sendMail({ from: { name: fromName, address: mailSender().email }, to, subject, text, html, headers })
    },
    texts: getDictionary,
    formatPrice: (amount, currency, site, locale) => formatCarMoney(amount, currency, languageTag(locale, site.country)),
    now: () => new Date(),
  }
}

/** The saved searches of this process's CMS (the API routes). */
export async function savedSearchDeps(): Promise<SavedSearchDeps> {
  return savedSearchDepsFor(await getPayloadClient())
}
