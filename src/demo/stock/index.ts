/** Deterministic demo stock: dealer sites and cars for the search indexes, and their pictures. */
export { generateStock, generateDealers, type GeneratedStock, type GeneratedDealer } from './generate-stock'
export { generateCars, type GeneratedCar } from './generate-cars'
export { carsPerIndex, DEFAULT_REFERENCE_DATE, DEFAULT_SEED, MAX_CARS, type StockOptions } from './stock-options'
export { STOCK_INDEXES, MARKETS, type StockIndex, type Market } from './markets'
export { carImageSvg, carImageBlurDataUrl, parseStockImageName, stockImagePath, STOCK_IMAGE_PREFIX, STOCK_IMAGE_VARIANTS } from './car-artwork'
export { CAR_BODIES, CAR_COLOURS, type CarBody, type CarColour } from './vocabulary'
