import type { Dictionary } from '@/features/dictionary'

/** The saved-searches page's texts from the site's dictionary in the page language. */
export type SavedSearchesTexts = ReturnType<typeof savedSearchesTexts>

export function savedSearchesTexts({ t }: Pick<Dictionary, 't'>) {
  return {
    confirmed: t('savedSearchesConfirmed'),
    /** With {search}. */
    unsubscribed: t('savedSearchesUnsubscribed', { search: '{search}' }),
    allUnsubscribed: t('savedSearchesAllUnsubscribed'),
    listHeading: t('savedSearchesListHeading'),
    /** With {email}. */
    mailsTo: t('savedSearchesFor', { email: '{email}' }),
    none: t('savedSearchesNone'),
    stop: t('savedSearchesStop'),
    stopAll: t('savedSearchesStopAll'),
    pending: t('savedSearchesPending'),
    active: t('savedSearchesActive'),
    stopped: t('savedSearchesStopped'),
    noLink: t('savedSearchesNoLink'),
    linkInvalid: t('savedSearchesLinkInvalid'),
    loadFailed: t('savedSearchesLoadFailed'),
    retry: t('savedSearchesRetry'),
    allCars: t('savedSearchAllCars'),
  }
}
