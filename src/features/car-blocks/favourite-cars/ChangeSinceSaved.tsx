import { type CarSummary, formatCarMoney } from '@/features/car-card'
import { fillText } from '@/lib/fill-text'

import { favouriteCarStatus } from './favourite-car-status'
import type { FavouriteCarsTexts } from './favourite-cars-texts'
import type { CurrentCar } from './use-current-cars'

export type ChangeSinceSavedProps = {
  saved: CarSummary
  current: CurrentCar
  texts: Pick<FavouriteCarsTexts, 'sold' | 'priceDown' | 'priceUp'>
  languageTag: string
}

/** The price line under a saved car: what changed since it was saved, or nothing. */
export function ChangeSinceSaved({ saved, current, texts, languageTag }: ChangeSinceSavedProps) {
  const status = favouriteCarStatus(saved, current.state === 'found' ? current.car : undefined, current.state === 'found' || current.state === 'gone')
  if (status.kind === 'sold') return <p className="w-fit rounded-brand bg-warning px-2 py-0.5 text-sm font-semibold text-background">{texts.sold}</p>
  if (status.kind !== 'priceDown' && status.kind !== 'priceUp') return null
  const amount = formatCarMoney(status.amount, status.currency, languageTag)
  return <p className="text-sm font-semibold">{fillText(status.kind === 'priceDown' ? texts.priceDown : texts.priceUp, { amount })}</p>
}
