/** A saved search's life (issue 41 item 1): alerts go only to confirmed ones (double opt-in). */
export const SAVED_SEARCH_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SavedSearchStatus = (typeof SAVED_SEARCH_STATUSES)[number]

/** Active (pending or confirmed) searches one address may keep on one site. */
export const MAX_SAVED_SEARCHES_PER_ADDRESS = 20

/** At most one alert e-mail a day per address (issue 41 item 1). */
export const ALERT_INTERVAL_MS = 24 * 60 * 60 * 1000

/** An address that never clicked the confirmation link is forgotten after this (it is personal data we may not use). */
export const UNCONFIRMED_KEPT_MS = 7 * 24 * 60 * 60 * 1000

/** A stopped search is shown as stopped on the saved-searches page for this long, then forgotten with its address. */
export const STOPPED_KEPT_MS = 30 * 24 * 60 * 60 * 1000

/** How many cars one search lists in an alert; the rest are behind the link to the list. */
export const MAX_ALERT_CARS_PER_SEARCH = 10

/** The cars a search found when it was last looked at: car id → price. */
export type SeenCars = Record<string, number>

/** What the rules read of a car (the car card's summary has these; the CMS side imports no car card). */
export type PricedCar = { car_id: string; car_price: number }

export type PriceDrop<Car extends PricedCar = PricedCar> = { car: Car; before: number }
export type SearchNews<Car extends PricedCar = PricedCar> = { newCars: Car[]; priceDrops: PriceDrop<Car>[] }

export function seenCarsOf(cars: readonly PricedCar[]): SeenCars {
  return Object.fromEntries(cars.map((car) => [car.car_id, car.car_price]))
}

/** Stored seen cars, checked: anything that is not a map of ids to prices reads as "none yet". */
export function readSeenCars(value: unknown): SeenCars | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null
  const entries = Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]))
  return Object.fromEntries(entries)
}

/**
 * What is new in a search since it was last looked at: cars it did not find then, and cars it
 * found at a higher price. Newest first, as the search answers. With nothing seen yet (the search
 * could not be asked when it was confirmed) nothing counts as new: that look only sets the start.
 */
export function searchNews<Car extends PricedCar>(seen: SeenCars | null, current: readonly Car[]): SearchNews<Car> {
  if (seen === null) return { newCars: [], priceDrops: [] }
  const newCars: Car[] = []
  const priceDrops: PriceDrop<Car>[] = []
  for (const car of current) {
    const before = seen[car.car_id]
    if (before === undefined) newCars.push(car)
    else if (car.car_price < before) priceDrops.push({ car, before })
  }
  return { newCars, priceDrops }
}

export const hasNews = (news: SearchNews): boolean => news.newCars.length > 0 || news.priceDrops.length > 0

/**
 * What a search has seen after a look. A search that finds nothing keeps what it had seen: a
 * search service that fails quietly answers with no cars, and forgetting them would announce
 * every one of them as new once it answers again.
 */
export function seenAfterLook(seen: SeenCars | null, current: readonly PricedCar[]): SeenCars {
  if (current.length === 0 && seen !== null) return seen
  return seenCarsOf(current)
}

/** The latest an address's last alert may have gone for another to be due now (a day before). */
export const lastAlertDueBy = (now: Date): Date => new Date(now.getTime() - ALERT_INTERVAL_MS)

/** Whether an address may get an alert now: never mailed, or the last one a day ago or more. */
export function alertDue(lastAlertAt: Date | undefined, now: Date): boolean {
  return lastAlertAt === undefined || lastAlertAt.getTime() <= lastAlertDueBy(now).getTime()
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/
export const isSavedSearchToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value)

/** What the saved-searches page does with its link: its query parameter names. */
export const SAVED_SEARCH_ACTIONS = ['confirm', 'unsubscribe', 'manage'] as const
export type SavedSearchAction = (typeof SAVED_SEARCH_ACTIONS)[number]
