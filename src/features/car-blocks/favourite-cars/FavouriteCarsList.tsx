'use client'

import { useState } from 'react'

import { type CarCardContext, favouriteCarsStore, useFavouriteCars, withFavouriteCars } from '@/features/car-card'
import { OUTLINE_BUTTON } from '@/lib/ui/outline-button'
import { ShareLinkButton } from '@/lib/ui/ShareLinkButton'

import { parseCarIdList, SHARED_CARS_PARAMETER, sharedFavouritesUrl } from './favourite-car-ids'
import { ChangeSinceSaved } from './ChangeSinceSaved'
import { FavouriteCarGrid } from './FavouriteCarGrid'
import type { FavouriteCarsTexts } from './favourite-cars-texts'
import { useCurrentCars } from './use-current-cars'

export type FavouriteCarsListProps = {
  cardContext: CarCardContext
  texts: FavouriteCarsTexts
  /** The site's car list in the page language (the empty list's link). */
  carListHref: string
  /** The cards' headings: h2 under the page's h1, h3 under a section's h2. */
  cardHeadingLevel: 2 | 3
}

const sharedIdsOfPage = () => parseCarIdList(new URLSearchParams(window.location.search).get(SHARED_CARS_PARAMETER))

/**
 * The favourites block's list (issue 41 item 2), in the browser only: the visitor's saved cars,
 * newest first, each card as the stock has it now with what changed since it was saved (a price
 * change, sold), and a link that shares the list. Opened from such a link (`?cars=…`), it shows
 * the shared cars first, with a button that saves them among the visitor's own.
 */
export function FavouriteCarsList({ cardContext, texts, carListHref, cardHeadingLevel }: FavouriteCarsListProps) {
  const favourites = useFavouriteCars()
  const [sharedIds, setSharedIds] = useState(sharedIdsOfPage)
  const showingShared = sharedIds.length > 0
  const ids = showingShared ? sharedIds : favourites.map((favourite) => favourite.car.car_id)
  const currentOf = useCurrentCars(ids)
  const states = ids.map((id) => currentOf(id).state)
  const loading = states.includes('loading')
  const failed = states.includes('unknown')

  const showMine = () => {
    const url = new URL(window.location.href)
    url.searchParams.delete(SHARED_CARS_PARAMETER)
    window.history.replaceState(window.history.state, '', url)
    setSharedIds([])
  }

  if (showingShared) {
    const sharedCars = sharedIds.flatMap((id) => {
      const current = currentOf(id)
      return current.state === 'found' ? [current.car] : []
    })
    const saveShared = () => {
      favouriteCarsStore.update((list) => withFavouriteCars(list, sharedCars, Date.now()))
      showMine()
    }
    return (
      <div aria-busy={loading} className="flex flex-col gap-4">
        <p>{texts.shared}</p>
        {failed ? <p role="alert">{texts.loadFailed}</p> : null}
        <FavouriteCarGrid cars={sharedCars.map((car) => ({ car, note: null }))} cardContext={cardContext} cardHeadingLevel={cardHeadingLevel} />
        <div className="flex flex-wrap gap-2">
          {sharedCars.length > 0 ? (
            <button type="button" onClick={saveShared} className="btn-primary">
              {texts.saveShared}
            </button>
          ) : null}
          <button type="button" onClick={showMine} className={`cursor-pointer ${OUTLINE_BUTTON}`}>
            {texts.showMine}
          </button>
        </div>
      </div>
    )
  }

  if (favourites.length === 0) {
    return (
      // As tall as the space held while the list loads (FavouriteCarsListLazy): nothing below moves.
      <div className="flex min-h-28 flex-col items-start gap-3">
        <p>{texts.empty}</p>
        <a href={carListHref} className="btn-primary">
          {texts.browseCars}
        </a>
      </div>
    )
  }

  const { languageTag } = cardContext
  return (
    <div aria-busy={loading} className="flex flex-col gap-4">
      <div>
        <ShareLinkButton
          title={texts.shareTitle}
          texts={{ share: texts.share, copied: texts.copied }}
          url={() => sharedFavouritesUrl(window.location.href, ids)}
        />
      </div>
      {failed ? <p role="alert">{texts.loadFailed}</p> : null}
      <FavouriteCarGrid
        cars={favourites.map(({ car: saved }) => {
          const current = currentOf(saved.car_id)
          return {
            car: current.state === 'found' ? current.car : saved,
            note: <ChangeSinceSaved saved={saved} current={current} texts={texts} languageTag={languageTag} />,
          }
        })}
        cardContext={cardContext}
        cardHeadingLevel={cardHeadingLevel}
      />
    </div>
  )
}
