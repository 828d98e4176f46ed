/**
 * The public face of features/car-viewers: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export type { ImageCarouselTexts } from './car-viewer-texts'
export type { ExtraMedia } from './extra-media'
export { ImageCarouselLazy } from './ImageCarouselLazy'
