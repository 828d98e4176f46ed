/**
 * The public face of features/tire-hotel: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { handleTireHotel, MAX_TIRE_HOTEL_BYTES } from './tire-hotel-http'
export { startTireHotelOutbox, tireHotelHttpDeps } from './tire-hotel-service'
export { default as TireHotelBlock } from './TireHotelBlock'
