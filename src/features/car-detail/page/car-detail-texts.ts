import type { TechnicalDataLabels, TechnicalRowKey } from '@/features/car-detail/rules/car-facts'
import type { SimilarCarsDrawerTexts } from '@/features/car-detail/similar-drawer/SimilarCarsDrawer'
import type { ImageCarouselTexts } from '@/features/car-viewers'
import type { Dictionary, DictionaryKey } from '@/features/dictionary'

/**
 * The detail page's texts, built on the server from the site's dictionary and handed to the
 * client islands as plain data (spec 02 'Car detail page', 'Viewers').
 */

/** Dictionary key of each technical-data row label (car-facts TechnicalDataLabels). */
const TECHNICAL_LABEL_KEYS = {
  year: 'carTechYear',
  mileage: 'carTechMileage',
  fuel: 'carTechFuel',
  gearbox: 'carTechGearbox',
  drive: 'carTechDrive',
  body: 'carTechBody',
  colour: 'carTechColour',
  seats: 'carTechSeats',
  doors: 'carTechDoors',
  regno: 'carTechRegno',
  firstRegistration: 'carTechFirstRegistration',
  acceleration: 'carTechAcceleration',
  cargoVolume: 'carTechCargoVolume',
  serviceWeight: 'carTechServiceWeight',
  fuelTankCapacity: 'carTechFuelTankCapacity',
  height: 'carTechHeight',
  width: 'carTechWidth',
  length: 'carTechLength',
  power: 'carTechPower',
  emissionMixed: 'carTechEmissionMixed',
  fuelCombined: 'carTechFuelCombined',
  electricRange: 'carTechElectricRange',
  ncapStars: 'carTechNcapStars',
  wltpElectricRange: 'carTechWltpElectricRange',
  wltpElectricConsumption: 'carTechWltpElectricConsumption',
  chargingSpeedDc: 'carTechChargingSpeedDc',
  chargingSpeedAc: 'carTechChargingSpeedAc',
  batterySize: 'carTechBatterySize',
} as const satisfies Record<TechnicalRowKey, DictionaryKey>

export function technicalDataLabels({ t }: Dictionary): TechnicalDataLabels {
  const labels = {} as TechnicalDataLabels
  for (const [row, key] of Object.entries(TECHNICAL_LABEL_KEYS) as [TechnicalRowKey, DictionaryKey][]) labels[row] = t(key)
  return labels
}

/**
 * The image area's texts (mirrors CAR_VIEWER_TEXTS_EN). Placeholders such as {car} stay in the
 * text: the viewers fill them (car-images fillText), so `t` is called without vars.
 */
export function carViewerTexts({ t }: Dictionary): ImageCarouselTexts {
  const previousImage = t('carViewerPreviousImage')
  const nextImage = t('carViewerNextImage')
  const counter = t('carViewerCounter')
  const zoomIn = t('carViewerZoomIn')
  const zoomOut = t('carViewerZoomOut')
  const stopRotation = t('carViewerStopRotation')
  const autoRotate = t('carViewerAutoRotate')
  return {
    missingImage: t('missingImageText'),
    imageAlt: t('carViewerImageAlt'),
    regionLabel: t('carViewerRegionLabel'),
    previousImage,
    nextImage,
    counter,
    openGallery: t('carViewerOpenGallery'),
    thumbnailsLabel: t('carViewerThumbnailsLabel'),
    showImage: t('carViewerShowImage'),
    modesLabel: t('carViewerModesLabel'),
    modeImages: t('carViewerModeImages'),
    modeVideo: t('carViewerModeVideo'),
    modeInternal360: t('carViewerModeInternal360'),
    modeExternal360: t('carViewerModeExternal360'),
    gallery: { galleryTitle: t('carViewerGalleryTitle'), close: t('carViewerClose'), previousImage, nextImage, counter, zoomIn, zoomOut },
    external360: {
      viewLabel: t('carViewer360Label'),
      stopRotation,
      autoRotate,
      frameText: t('carViewer360FrameText'),
      instructions: t('carViewer360Instructions'),
    },
    internal360: {
      viewLabel: t('carViewerInterior360Label'),
      zoomIn,
      zoomOut,
      stopRotation,
      autoRotate,
      instructions: t('carViewerInterior360Instructions'),
    },
    video: { videoTitle: t('carViewerVideoTitle'), videoUnsupported: t('carViewerVideoUnsupported') },
  }
}

/** The show more / show less pair of the clamped sections (spec 02 'Car detail page' Clamps). */
export type ToggleTexts = { showMore: string; showLess: string }

export const toggleTexts = ({ t }: Dictionary): ToggleTexts => ({ showMore: t('carDetailShowMore'), showLess: t('carDetailShowLess') })

/** The car-store layout's similar-cars drawer (spec 02 'Car detail page' Car-store variant); {count} stays for the drawer to fill. */
export const similarDrawerTexts = ({ t }: Dictionary): SimilarCarsDrawerTexts => ({
  heading: t('carDetailSimilarCars'),
  open: t('carDetailSimilarDrawerOpen'),
  close: t('carDetailSimilarDrawerClose'),
  previous: t('carDetailSimilarDrawerPrevious'),
  next: t('carDetailSimilarDrawerNext'),
  count: t('carDetailSimilarDrawerCount'),
})
