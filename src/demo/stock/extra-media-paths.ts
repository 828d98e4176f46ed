import { isCarBody, isCarColour, STOCK_IMAGE_PREFIX } from './car-artwork'
import type { CarBody, CarColour } from './vocabulary'

/**
 * Where the demo stock's extra media live (spec 02 §3 'Extra media response'): the exterior 360
 * frames and the interior panorama are drawn on request by the stock-images route, the demo video
 * is a file in public/. The generator writes these paths into car records; the route parses them.
 */

/** Frames of one exterior 360 turn: 10° apart. */
export const SPIN_FRAMES = 36

/** An exterior 360 frame: /stock-images/spin-<body>-<colour>-<frame>.svg, frame 0-35 (0 front, 9 and 27 the sides, 18 the rear). */
export function spinFramePath(body: CarBody, colour: CarColour, frame: number): string {
  return `${STOCK_IMAGE_PREFIX}spin-${body}-${colour}-${frame}.svg`
}

/** The interior panorama (one equirectangular 2:1 picture): /stock-images/interior-<colour>.svg. */
export function interiorPanoramaPath(colour: CarColour): string {
  return `${STOCK_IMAGE_PREFIX}interior-${colour}.svg`
}

/** The demo walk-around video, a file in public/ (made once by scripts/make-demo-video.ts). */
export const DEMO_VIDEO_PATH = '/demo-media/walkaround.webm'

/** What a /stock-images/ file name beyond the plain stock pictures stands for. */
export type ExtraMediaImage = { kind: 'spin'; body: CarBody; colour: CarColour; frame: number } | { kind: 'interior'; colour: CarColour }

/**
 * The parts of an extra media file name ('spin-suv-blue-12.svg', 'interior-red.svg'), or null
 * when it is not one of ours: unknown body or colour, a frame outside 0-35 or written with a
 * leading zero (each picture has exactly one name, so caches hold one copy).
 */
export function parseExtraMediaImageName(fileName: string): ExtraMediaImage | null {
  const spin = /^spin-([a-z]+)-([a-z]+)-(0|[1-9][0-9]?)\.svg$/.exec(fileName)
  if (spin) {
    const [, body = '', colour = '', frame = ''] = spin
    if (!isCarBody(body) || !isCarColour(colour) || Number(frame) >= SPIN_FRAMES) return null
    return { kind: 'spin', body, colour, frame: Number(frame) }
  }
  const interior = /^interior-([a-z]+)\.svg$/.exec(fileName)
  const colour = interior?.[1] ?? ''
  return interior && isCarColour(colour) ? { kind: 'interior', colour } : null
}
