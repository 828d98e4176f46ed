import type { Dictionary } from '@/features/dictionary'

export type FavouriteCarsTexts = {
  empty: string
  browseCars: string
  sold: string
  /** With {amount}: 'Priset har sänkts med {amount} sedan du sparade bilen'. */
  priceDown: string
  priceUp: string
  share: string
  copied: string
  shareTitle: string
  shared: string
  saveShared: string
  showMine: string
  loadFailed: string
}

/** The favourites list's texts from the site's dictionary in the page language. */
export function favouriteCarsTexts({ t }: Pick<Dictionary, 't'>): FavouriteCarsTexts {
  return {
    empty: t('favouritesEmpty'),
    browseCars: t('favouritesBrowseCars'),
    sold: t('favouritesSold'),
    // The amount is the visitor's car's, filled in the browser.
    priceDown: t('favouritesPriceDown', { amount: '{amount}' }),
    priceUp: t('favouritesPriceUp', { amount: '{amount}' }),
    share: t('favouritesShare'),
    copied: t('carDetailLinkCopied'),
    shareTitle: t('favouritesShareTitle'),
    shared: t('favouritesShared'),
    saveShared: t('favouritesSaveShared'),
    showMine: t('favouritesShowMine'),
    loadFailed: t('favouritesLoadFailed'),
  }
}
