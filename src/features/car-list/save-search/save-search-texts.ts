import type { Dictionary } from '@/features/dictionary'

/** The car list's "Save search" button and dialog texts (issue 41 item 1). */
export type SaveSearchTexts = ReturnType<typeof saveSearchTexts>

export function saveSearchTexts({ t }: Pick<Dictionary, 't'>) {
  return {
    save: t('savedSearchSave'),
    title: t('savedSearchDialogTitle'),
    intro: t('savedSearchDialogIntro'),
    searchLabel: t('savedSearchSearchLabel'),
    allCars: t('savedSearchAllCars'),
    emailLabel: t('savedSearchEmailLabel'),
    submit: t('savedSearchSubmit'),
    cancel: t('savedSearchCancel'),
    close: t('savedSearchClose'),
    /** With {email}. */
    checkInbox: t('savedSearchCheckInbox', { email: '{email}' }),
    alreadySaved: t('savedSearchAlreadySaved', { email: '{email}' }),
    invalidEmail: t('savedSearchInvalidEmail'),
    tooMany: t('savedSearchTooMany'),
    /** With {count}. */
    limitReached: t('savedSearchLimitReached', { count: '{count}' }),
    failed: t('savedSearchFailed'),
  }
}

/** What the car list needs to offer "Save search": the texts and the page's language; absent where the site has no saved-searches page. */
export type SaveSearchOffer = { texts: SaveSearchTexts; language: string }
