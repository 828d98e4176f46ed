/**
 * The public face of features/car-card: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { carMileageText, carPriceDisplay, formatCarMoney, isWithoutVat } from './car-price'
export type { CarPriceInput, MonthlyKind } from './car-price'
export { CAR_SUMMARY_FIELDS, carFullName, carSummaryOf } from './car-summary'
export type { CarCardContext, CarSummary, PriceRatingTexts } from './car-summary'
export { CarCard } from './CarCard'
export { type FavouriteCar, favouriteCarsStore, isFavouriteCar, MAX_FAVOURITE_CARS, toggleFavouriteCar, withFavouriteCars } from './favourite-cars'
export { FavouriteToggle } from './FavouriteToggle'
export { useFavouriteCars } from './use-favourite-cars'
export { priceRatingDisplay } from './price-rating'
export type { PriceRatingDisplay } from './price-rating'
export { PriceRatingBadge } from './PriceRatingBadge'
export { readStoredSummary } from './stored-summary'
