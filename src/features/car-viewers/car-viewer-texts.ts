/**
 * Texts of the car detail page's image viewers (spec 02 'Car detail page' images bullet,
 * 'Viewers', §4 'Image viewer'; spec 01 §2.13). Plain data, outside the client components, so
 * server code can build them from the site's dictionary and pass them down.
 * Placeholders in braces are filled by `fillText` (car-images.ts).
 */

/** The full-screen gallery (GalleryDialog). */
export type GalleryTexts = {
  /** The dialog's heading and accessible name; {car}: 'Images of {car}'. */
  galleryTitle: string
  /** The close button: 'Close'. */
  close: string
  previousImage: string
  nextImage: string
  /** The position; {current} (1-based) and {total}: '{current} / {total}'. */
  counter: string
  /** The picture's zoom buttons (issue 41 item 4). */
  zoomIn: string
  zoomOut: string
}

/** The external (outside) 360 view (External360Viewer). */
export type External360Texts = {
  /** The view's accessible name; {car}: '360° view of {car}'. */
  viewLabel: string
  /** Toggle while turning (spec 02 §4 'Stop Rotation'). */
  stopRotation: string
  /** Toggle while stopped (spec 02 §4 'Auto Rotate'). */
  autoRotate: string
  /** The view's position for screen readers; {current} and {total}: 'Angle {current} of {total}'. */
  frameText: string
  /** How to use it (shown small, and the view's description). */
  instructions: string
}

/** The interior panorama (Internal360Viewer). */
export type Internal360Texts = {
  /** The view's accessible name; {car}: 'Interior 360° view of {car}'. */
  viewLabel: string
  zoomIn: string
  zoomOut: string
  /** The auto-rotation toggle, as in the external view. */
  stopRotation: string
  autoRotate: string
  instructions: string
}

/** The video (VideoViewer). */
export type VideoTexts = {
  /** The player's title / accessible name; {car}: 'Video of {car}'. */
  videoTitle: string
  /** Shown inside <video> by browsers that cannot play it. */
  videoUnsupported: string
}

/** The detail page's image area (ImageCarousel), including the viewers it opens. */
export type ImageCarouselTexts = {
  /** spec 01 §8 / spec 02 §8 missingImageText (the dictionary's 'missingImageText'). */
  missingImage: string
  /** Alt text of each picture; {car} (brand and model), {index} (1-based), {total}: '{car}, image {index} of {total}'. */
  imageAlt: string
  /** The image area's accessible name; {car}: 'Images of {car}'. */
  regionLabel: string
  previousImage: string
  nextImage: string
  /** '{current} / {total}' */
  counter: string
  /** The main picture's button; {image} is its alt text: 'Show {image} in full screen'. */
  openGallery: string
  /** The thumbnails row's label: 'All images'. */
  thumbnailsLabel: string
  /** A thumbnail's button; {index}: 'Show image {index}'. */
  showImage: string
  /** The mode buttons' group label: 'Media'. */
  modesLabel: string
  modeImages: string
  modeVideo: string
  modeInternal360: string
  modeExternal360: string
  gallery: GalleryTexts
  external360: External360Texts
  internal360: Internal360Texts
  video: VideoTexts
}

/** English texts: the defaults for dictionaries that lack the keys, and for tests. */
export const CAR_VIEWER_TEXTS_EN: ImageCarouselTexts = {
  missingImage: 'Image missing',
  imageAlt: '{car}, image {index} of {total}',
  regionLabel: 'Images of {car}',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  counter: '{current} / {total}',
  openGallery: 'Show {image} in full screen',
  thumbnailsLabel: 'All images',
  showImage: 'Show image {index}',
  modesLabel: 'Media',
  modeImages: 'Images',
  modeVideo: 'Video',
  modeInternal360: 'Interior 360°',
  modeExternal360: '360°',
  gallery: {
    galleryTitle: 'Images of {car}',
    close: 'Close',
    previousImage: 'Previous image',
    nextImage: 'Next image',
    counter: '{current} / {total}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
  },
  external360: {
    viewLabel: '360° view of {car}',
    stopRotation: 'Stop Rotation',
    autoRotate: 'Auto Rotate',
    frameText: 'Angle {current} of {total}',
    instructions: 'Drag sideways or use the arrow keys to turn the car.',
  },
  internal360: {
    viewLabel: 'Interior 360° view of {car}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    stopRotation: 'Stop Rotation',
    autoRotate: 'Auto Rotate',
    instructions: 'Drag or use the arrow keys to look around; + and − zoom.',
  },
  video: {
    videoTitle: 'Video of {car}',
    videoUnsupported: 'Your browser cannot play this video.',
  },
}
