import type { Dictionary } from '@/features/dictionary'

import type { StoreLocatorBlockData } from './store-locator-block/store-locator-block'

/**
 * Every text the store locator shows, resolved on the server: the block's own label when the editor
 * wrote one (spec 01 §3 map component labels), else the site dictionary's text in the page language.
 * Placeholders ({current}, {name} …) are filled in the browser.
 */
export type StoreLocatorTexts = {
  panelTitle: string
  panelTab: string
  mapTab: string
  views: string
  showMore: string
  currentlyShowing: string
  noDealers: string
  findUs: string
  nearMeOnMap: string
  nearMeOnPanel: string
  searchPlaceholder: string
  searchLabel: string
  searchButton: string
  searchError: string
  suggestions: string
  zoomIn: string
  zoomOut: string
  marker: string
  cluster: string
  mapLabel: string
  mapUnavailable: string
  listLabel: string
  showOnMap: string
  details: string
  close: string
  aboutMetres: string
  aboutYards: string
  kilometres: string
  miles: string
  chargers: string
  chargerOption: string
  services: string
  phone: string
  email: string
  dealerLink: string
  types: { ChargingPoint: string; FordLocation: string; IvecoLocation: string; Location: string }
  yourPosition: string
  sortedFrom: string
}

export function storeLocatorTexts(dictionary: Dictionary, labels: StoreLocatorBlockData['labels']): StoreLocatorTexts {
  const { t } = dictionary
  const own = labels ?? {}
  return {
    panelTitle: own.panelTitle ?? t('storeLocatorPanelTitle'),
    panelTab: own.panelTabTitle ?? t('storeLocatorPanelTab'),
    mapTab: own.mapTabTitle ?? t('storeLocatorMapTab'),
    views: t('storeLocatorViews'),
    showMore: own.showMoreButtonLabel ?? t('storeLocatorShowMore'),
    currentlyShowing: own.currentlyShowingText ?? t('storeLocatorCurrentlyShowing'),
    noDealers: own.noDealersText ?? t('storeLocatorNoDealers'),
    findUs: own.findUsText ?? t('storeLocatorFindUs'),
    nearMeOnMap: own.nearMeOnMapText ?? t('storeLocatorNearMeOnMap'),
    nearMeOnPanel: own.nearMeOnPanelText ?? t('storeLocatorNearMeOnPanel'),
    searchPlaceholder: own.searchInputPlaceholderText ?? t('storeLocatorSearchPlaceholder'),
    searchLabel: t('storeLocatorSearchLabel'),
    searchButton: t('storeLocatorSearchButton'),
    searchError: t('storeLocatorSearchError'),
    suggestions: t('storeLocatorSuggestions'),
    zoomIn: own.zoomInAriaLabel ?? t('storeLocatorZoomIn'),
    zoomOut: own.zoomOutAriaLabel ?? t('storeLocatorZoomOut'),
    marker: own.markerAriaLabel ?? t('storeLocatorMarker'),
    cluster: own.clusterAriaLabel ?? t('storeLocatorCluster'),
    mapLabel: t('storeLocatorMapLabel'),
    mapUnavailable: t('storeLocatorMapUnavailable'),
    listLabel: t('storeLocatorListLabel'),
    showOnMap: t('storeLocatorShowOnMap'),
    details: t('storeLocatorDetails'),
    close: t('storeLocatorClose'),
    aboutMetres: t('storeLocatorAboutMetres'),
    aboutYards: t('storeLocatorAboutYards'),
    kilometres: t('storeLocatorKilometres'),
    miles: t('storeLocatorMiles'),
    chargers: t('storeLocatorChargers'),
    chargerOption: t('storeLocatorChargerOption'),
    services: t('storeLocatorServices'),
    phone: t('storeLocatorPhone'),
    email: t('storeLocatorEmail'),
    dealerLink: t('storeLocatorDealerLink'),
    types: {
      ChargingPoint: t('storeLocatorTypeChargingPoint'),
      FordLocation: t('storeLocatorTypeContact'),
      IvecoLocation: t('storeLocatorTypeDealer'),
      Location: t('storeLocatorTypeLocation'),
    },
    yourPosition: t('storeLocatorYourPosition'),
    sortedFrom: t('storeLocatorSortedFrom'),
  }
}
