import { CAR_BODIES, CAR_COLOURS, type CarBody, type CarColour } from './vocabulary'

/**
 * Stock photos we draw ourselves: a car of a body type and colour, seen from the front
 * three-quarter, the side or the rear three-quarter, in a studio, outdoors or in a showroom.
 * Served at /stock-images/<body>-<colour>-<variant>.svg by another part of the app; nothing is
 * written to disk. Deterministic: the same arguments always give the same bytes.
 *
 * Each body type is one side profile. The three-quarter views extrude it obliquely: every edge of
 * the outline becomes a face, faces turned away from the viewer are skipped, and the near side is
 * painted last. That gives a recognisable 3-D car from about sixty points per body.
 */

export const STOCK_IMAGE_PREFIX = '/stock-images/'
/** Variants 1-9: angle = (variant - 1) % 3, backdrop = floor((variant - 1) / 3). */
export const STOCK_IMAGE_VARIANTS = 9

export const COLOUR_HEX: Record<CarColour, string> = {
  white: '#eef0f2',
  black: '#1f2226',
  silver: '#b7bcc2',
  grey: '#6b7178',
  blue: '#1f4f8f',
  red: '#b3232d',
  green: '#3e5c46',
  brown: '#5c4332',
  beige: '#c8b898',
}

type Angle = 'front' | 'side' | 'rear'
type Backdrop = 'studio' | 'outdoor' | 'showroom'
const ANGLES: readonly Angle[] = ['front', 'side', 'rear']
const BACKDROPS: readonly Backdrop[] = ['studio', 'outdoor', 'showroom']

/** A point of a side profile: x along the car (0 = front bumper), h height above the ground. */
export type Point = readonly [x: number, h: number]
/** A point on the canvas. */
type XY = readonly [number, number]

export type Profile = {
  length: number
  wheelRadius: number
  axles: readonly [number, number]
  /** Upper outline from the front bottom over the roof to the rear bottom; heights above ground. */
  outline: readonly Point[]
  /** Outline segments (from point i to i + 1) that are the front and the rear face. */
  frontFace: number
  rearFace: number
  /** Segments that are glass (windscreen, rear window) or an open load bed. */
  glass: readonly number[]
  bed?: number
  windows: ReadonlyArray<readonly Point[]>
  /** Door seams on the near side, as x positions from the belt line down. */
  seams: readonly number[]
  beltHeight: number
  /** Open-top cars: head rests and the folded roof, drawn over the cockpit. */
  cockpit?: { headrests: readonly number[]; roofCover: readonly [number, number] }
}

export const PROFILES: Record<CarBody, Profile> = {
  sedan: {
    length: 900,
    wheelRadius: 62,
    axles: [165, 715],
    outline: [
      [0, 55],
      [0, 118],
      [18, 138],
      [250, 158],
      [385, 255],
      [600, 258],
      [745, 168],
      [880, 160],
      [900, 132],
      [900, 55],
    ],
    frontFace: 0,
    rearFace: 8,
    glass: [3, 5],
    windows: [
      [
        [272, 168],
        [392, 246],
        [488, 248],
        [488, 168],
      ],
      [
        [506, 168],
        [506, 248],
        [594, 248],
        [716, 168],
      ],
    ],
    seams: [250, 497, 735],
    beltHeight: 160,
  },
  hatchback: {
    length: 780,
    wheelRadius: 58,
    axles: [145, 628],
    outline: [
      [0, 55],
      [0, 118],
      [18, 140],
      [215, 162],
      [340, 262],
      [630, 265],
      [768, 180],
      [780, 150],
      [780, 55],
    ],
    frontFace: 0,
    rearFace: 7,
    glass: [3, 5],
    windows: [
      [
        [236, 172],
        [348, 252],
        [450, 254],
        [450, 172],
      ],
      [
        [468, 172],
        [468, 254],
        [612, 254],
        [712, 176],
      ],
    ],
    seams: [215, 459],
    beltHeight: 164,
  },
  estate: {
    length: 920,
    wheelRadius: 62,
    axles: [170, 735],
    outline: [
      [0, 55],
      [0, 118],
      [18, 138],
      [250, 160],
      [385, 258],
      [850, 258],
      [905, 200],
      [920, 160],
      [920, 55],
    ],
    frontFace: 0,
    rearFace: 7,
    glass: [3, 5],
    windows: [
      [
        [272, 170],
        [392, 248],
        [500, 250],
        [500, 170],
      ],
      [
        [518, 170],
        [518, 250],
        [690, 250],
        [690, 170],
      ],
      [
        [708, 170],
        [708, 250],
        [836, 248],
        [880, 182],
      ],
    ],
    seams: [250, 509, 700],
    beltHeight: 162,
  },
  suv: {
    length: 900,
    wheelRadius: 76,
    axles: [170, 712],
    outline: [
      [0, 75],
      [0, 170],
      [22, 198],
      [245, 218],
      [360, 318],
      [830, 320],
      [885, 250],
      [900, 200],
      [900, 75],
    ],
    frontFace: 0,
    rearFace: 7,
    glass: [3, 5],
    windows: [
      [
        [266, 228],
        [368, 308],
        [495, 310],
        [495, 228],
      ],
      [
        [513, 228],
        [513, 310],
        [680, 310],
        [680, 228],
      ],
      [
        [698, 228],
        [698, 310],
        [818, 308],
        [862, 240],
      ],
    ],
    seams: [245, 504, 689],
    beltHeight: 220,
  },
  convertible: {
    length: 820,
    wheelRadius: 60,
    axles: [155, 650],
    outline: [
      [0, 50],
      [0, 112],
      [18, 132],
      [285, 150],
      [360, 222],
      [372, 220],
      [400, 158],
      [690, 165],
      [800, 152],
      [820, 125],
      [820, 50],
    ],
    frontFace: 0,
    rearFace: 9,
    glass: [3, 5],
    windows: [
      [
        [302, 156],
        [358, 214],
        [368, 213],
        [388, 158],
      ],
    ],
    seams: [285, 520],
    beltHeight: 152,
    cockpit: { headrests: [470, 590], roofCover: [630, 700] },
  },
  van: {
    length: 980,
    wheelRadius: 62,
    axles: [175, 800],
    outline: [
      [0, 60],
      [0, 160],
      [30, 200],
      [150, 245],
      [250, 385],
      [955, 390],
      [980, 365],
      [980, 60],
    ],
    frontFace: 0,
    rearFace: 6,
    glass: [3],
    windows: [
      [
        [190, 255],
        [262, 372],
        [345, 374],
        [345, 255],
      ],
    ],
    seams: [170, 360, 620, 955],
    beltHeight: 250,
  },
  pickup: {
    length: 1000,
    wheelRadius: 72,
    axles: [185, 790],
    outline: [
      [0, 75],
      [0, 175],
      [22, 200],
      [235, 222],
      [335, 318],
      [575, 320],
      [595, 232],
      [985, 232],
      [1000, 205],
      [1000, 75],
    ],
    frontFace: 0,
    rearFace: 8,
    glass: [3],
    bed: 6,
    windows: [
      [
        [255, 232],
        [342, 308],
        [448, 310],
        [448, 232],
      ],
      [
        [466, 232],
        [466, 310],
        [565, 310],
        [582, 232],
      ],
    ],
    seams: [235, 457, 595],
    beltHeight: 226,
  },
}

export const CANVAS_WIDTH = 1200
export const CANVAS_HEIGHT = 800
const GROUND_Y = 620
/** Oblique depth of the three-quarter views (width of the car seen end-on) and their squeeze. */
const DEPTH = { x: 170, y: -38 }
const SQUEEZE = 0.82

export function isCarBody(value: string): value is CarBody {
  return (CAR_BODIES as readonly string[]).includes(value)
}

export function isCarColour(value: string): value is CarColour {
  return (CAR_COLOURS as readonly string[]).includes(value)
}

export function stockImagePath(body: CarBody, colour: CarColour, variant: number): string {
  return `${STOCK_IMAGE_PREFIX}${body}-${colour}-${variant}.svg`
}

/** The parts of a stock image file name ('suv-white-1.svg'), or null when it is not one of ours. */
export function parseStockImageName(fileName: string): { body: CarBody; colour: CarColour; variant: number } | null {
  const match = /^([a-z]+)-([a-z]+)-([1-9])\.svg$/.exec(fileName)
  if (!match) return null
  const [, body = '', colour = '', variant = ''] = match
  if (!isCarBody(body) || !isCarColour(colour)) return null
  return { body, colour, variant: Number(variant) }
}

function variantParts(variant: number): { angle: Angle; backdrop: Backdrop } {
  if (!Number.isInteger(variant) || variant < 1 || variant > STOCK_IMAGE_VARIANTS)
    throw new RangeError(`stock image variant must be 1-${STOCK_IMAGE_VARIANTS}, got ${variant}`)
  return { angle: ANGLES[(variant - 1) % 3] ?? 'side', backdrop: BACKDROPS[Math.floor((variant - 1) / 3)] ?? 'studio' }
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff
    const mixed = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)
    return Math.round(mixed).toString(16).padStart(2, '0')
  }
  return `#${channel(16)}${channel(8)}${channel(0)}`
}

const n = (value: number) => String(Math.round(value * 10) / 10)

type Projection = { toScreen: (point: Point, far?: boolean) => XY; squeeze: number; depthX: number }

function projection(profile: Profile, angle: Angle): Projection {
  const squeeze = angle === 'side' ? 1 : SQUEEZE
  const depthX = angle === 'front' ? -DEPTH.x : angle === 'rear' ? DEPTH.x : 0
  const depthY = angle === 'side' ? 0 : DEPTH.y
  const width = profile.length * squeeze + Math.abs(depthX)
  const originX = (CANVAS_WIDTH - width) / 2 + (depthX < 0 ? -depthX : 0)
  return {
    squeeze,
    depthX,
    toScreen: ([x, h], far = false) => [originX + x * squeeze + (far ? depthX : 0), GROUND_Y - h + (far ? depthY : 0)],
  }
}

const polygon = (points: readonly XY[], fill: string, extra = '') =>
  `<path d="M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')} Z" fill="${fill}"${extra}/>`

/** Twice the signed area; negative for faces turned towards the viewer with this outline order. */
function signedArea(points: readonly XY[]): number {
  let sum = 0
  points.forEach(([x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length] ?? [x, y]
    sum += x * ny - nx * y
  })
  return sum
}

/** An outline edge extruded: [near start, near end, far end, far start]. */
type Quad = readonly [XY, XY, XY, XY]

const lerp = (p: XY, q: XY, t: number): XY => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]

/** A point on an end face: u across (near edge 0 → far edge 1), v down (top 0 → bottom 1). */
function onFace([nearStart, nearEnd, farEnd, farStart]: Quad, u: number, v: number): XY {
  const startIsTop = nearStart[1] < nearEnd[1]
  const [nearTop, nearBottom, farTop, farBottom] = startIsTop ? [nearStart, nearEnd, farStart, farEnd] : [nearEnd, nearStart, farEnd, farStart]
  return lerp(lerp(nearTop, farTop, u), lerp(nearBottom, farBottom, u), v)
}

const faceRect = (quad: Quad, u0: number, u1: number, v0: number, v1: number, fill: string) =>
  polygon([onFace(quad, u0, v0), onFace(quad, u1, v0), onFace(quad, u1, v1), onFace(quad, u0, v1)], fill)

function wheel(cx: number, cy: number, radius: number, squeeze: number, far: boolean): string {
  const rx = radius * squeeze
  if (far) return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(radius)}" fill="#121416"/>`
  const spokes = [0, 72, 144, 216, 288]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180
      return `<path d="M${n(cx)} ${n(cy)} L${n(cx + Math.cos(rad) * rx * 0.55)} ${n(cy + Math.sin(rad) * radius * 0.55)}" stroke="#9aa1aa" stroke-width="${n(radius * 0.12)}" stroke-linecap="round"/>`
    })
    .join('')
  return [
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n((radius + 9) * squeeze)}" ry="${n(radius + 9)}" fill="#141619"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(radius)}" fill="#1b1d21"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.62)}" ry="${n(radius * 0.62)}" fill="#c9ced6"/>`,
    spokes,
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.16)}" ry="${n(radius * 0.16)}" fill="#5d636b"/>`,
  ].join('')
}

function drawCar(body: CarBody, colour: CarColour, angle: Angle): string {
  const profile = PROFILES[body]
  const paint = COLOUR_HEX[colour]
  const { toScreen, squeeze, depthX } = projection(profile, angle)
  const glassColour = '#27313c'
  const parts: string[] = []

  const [first] = profile.outline
  const last = profile.outline.at(-1)
  if (!first || !last) return ''
  const shadowLeft = toScreen(first)[0] + Math.min(0, depthX)
  const shadowRight = toScreen(last)[0] + Math.max(0, depthX)
  parts.push(
    `<ellipse cx="${n((shadowLeft + shadowRight) / 2)}" cy="${GROUND_Y + 6}" rx="${n((shadowRight - shadowLeft) / 2 + 40)}" ry="26" fill="#000000" opacity="0.22"/>`,
  )

  if (angle !== 'side') {
    for (const axle of profile.axles) {
      const [x, y] = toScreen([axle, profile.wheelRadius], true)
      parts.push(wheel(x, y, profile.wheelRadius, squeeze, true))
    }
    // The faces along the outline that look towards the viewer.
    profile.outline.forEach((point, i) => {
      const next = profile.outline[i + 1]
      if (!next) return
      const quad: Quad = [toScreen(point), toScreen(next), toScreen(next, true), toScreen(point, true)]
      if (signedArea(quad) >= 0) return
      const isEnd = i === profile.frontFace || i === profile.rearFace
      const fill = profile.glass.includes(i) ? glassColour : i === profile.bed ? shade(paint, -0.55) : isEnd ? shade(paint, -0.14) : shade(paint, 0.16)
      parts.push(polygon(quad, fill, ` stroke="${shade(paint, -0.35)}" stroke-width="1.5" stroke-linejoin="round"`))
      if (i === profile.frontFace) {
        parts.push(faceRect(quad, 0.05, 0.28, 0.08, 0.32, '#f4f1dc'), faceRect(quad, 0.72, 0.95, 0.08, 0.32, '#f4f1dc'))
        parts.push(faceRect(quad, 0.34, 0.66, 0.2, 0.62, '#202327'), faceRect(quad, 0.38, 0.62, 0.7, 0.88, '#f7f7f2'))
      }
      if (i === profile.rearFace) {
        parts.push(faceRect(quad, 0.04, 0.26, 0.06, 0.3, '#c0182a'), faceRect(quad, 0.74, 0.96, 0.06, 0.3, '#c0182a'))
        parts.push(faceRect(quad, 0.38, 0.62, 0.45, 0.66, '#f7f7f2'))
      }
    })
  }

  // The near side: body, glass, seams, lights, wheels.
  const side = profile.outline.map((point) => toScreen(point))
  parts.push(polygon(side, 'url(#paint)', ` stroke="${shade(paint, -0.35)}" stroke-width="2" stroke-linejoin="round"`))
  for (const window of profile.windows)
    parts.push(
      polygon(
        window.map((point) => toScreen(point)),
        glassColour,
        ' opacity="0.95"',
      ),
    )
  // A highlight along the belt line, under the side windows.
  const windowXs = profile.windows.flat().map(([x]) => x)
  const [beltLeft, beltY] = toScreen([Math.min(...windowXs), profile.beltHeight])
  const [beltRight] = toScreen([Math.max(...windowXs), profile.beltHeight])
  parts.push(`<path d="M${n(beltLeft)} ${n(beltY - 4)} H${n(beltRight)}" stroke="${shade(paint, 0.3)}" stroke-width="3" opacity="0.7"/>`)
  for (const seam of profile.seams) {
    const [x, top] = toScreen([seam, profile.beltHeight])
    const [, bottom] = toScreen([seam, profile.wheelRadius * 0.9])
    parts.push(`<path d="M${n(x)} ${n(top)} V${n(bottom)}" stroke="${shade(paint, -0.3)}" stroke-width="2"/>`)
  }
  const lampHeight = (profile.outline[1]?.[1] ?? 110) - 14
  parts.push(polygon([toScreen([2, lampHeight]), toScreen([48, lampHeight + 4]), toScreen([44, lampHeight - 14]), toScreen([2, lampHeight - 16])], '#f4f1dc'))
  parts.push(
    polygon(
      [
        toScreen([profile.length - 2, lampHeight + 8]),
        toScreen([profile.length - 40, lampHeight + 8]),
        toScreen([profile.length - 40, lampHeight - 10]),
        toScreen([profile.length - 2, lampHeight - 10]),
      ],
      '#c0182a',
    ),
  )
  if (profile.cockpit) {
    for (const x of profile.cockpit.headrests) {
      const [cx, top] = toScreen([x, 200])
      parts.push(`<rect x="${n(cx - 18 * squeeze)}" y="${n(top)}" width="${n(36 * squeeze)}" height="44" rx="12" fill="#2a2d31"/>`)
    }
    const [from, to] = profile.cockpit.roofCover
    parts.push(polygon([toScreen([from, 163]), toScreen([from + 20, 182]), toScreen([to, 182]), toScreen([to + 12, 166])], '#2a2d31'))
  }
  for (const axle of profile.axles) {
    const [x, y] = toScreen([axle, profile.wheelRadius])
    parts.push(wheel(x, y, profile.wheelRadius, squeeze, false))
  }
  return parts.join('\n  ')
}

function backdropSvg(backdrop: Backdrop): string {
  switch (backdrop) {
    case 'studio':
      return [
        '<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f7f9"/><stop offset="1" stop-color="#dde1e6"/></linearGradient></defs>',
        `<rect width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" fill="url(#wall)"/>`,
        `<path d="M0 ${GROUND_Y - 60} Q ${CANVAS_WIDTH / 2} ${GROUND_Y - 90} ${CANVAS_WIDTH} ${GROUND_Y - 60} V${CANVAS_HEIGHT} H0 Z" fill="#d2d7dd"/>`,
      ].join('\n  ')
    case 'outdoor':
      return [
        '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9c9ec"/><stop offset="1" stop-color="#eef4fb"/></linearGradient></defs>',
        `<rect width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" fill="url(#sky)"/>`,
        `<path d="M0 470 C 220 400, 420 460, 640 420 S 1020 380, 1200 430 V ${CANVAS_HEIGHT} H0 Z" fill="#9db58c"/>`,
        `<path d="M0 520 C 300 490, 700 540, 1200 500 V ${CANVAS_HEIGHT} H0 Z" fill="#7f9d6d"/>`,
        `<rect y="${GROUND_Y - 50}" width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT - GROUND_Y + 50}" fill="#55595f"/>`,
        `<path d="M0 ${GROUND_Y + 95} H${CANVAS_WIDTH}" stroke="#eeeeee" stroke-width="8" stroke-dasharray="70 50"/>`,
      ].join('\n  ')
    case 'showroom':
      return [
        `<rect width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" fill="#f3f2ee"/>`,
        ...[60, 340, 620, 900].map(
          (x) =>
            `<rect x="${x}" y="70" width="240" height="380" fill="#d5e4f1"/><path d="M${x + 120} 70 V450 M${x} 260 H${x + 240}" stroke="#f3f2ee" stroke-width="10"/>`,
        ),
        `<rect y="${GROUND_Y - 70}" width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT - GROUND_Y + 70}" fill="#e3e1db"/>`,
        ...[0, 1, 2, 3, 4].map((i) => `<path d="M${i * 300 - 150} ${CANVAS_HEIGHT} L${i * 300} ${GROUND_Y - 70}" stroke="#d3d0c8" stroke-width="3"/>`),
      ].join('\n  ')
  }
}

const BACKDROP_TONE: Record<Backdrop, string> = { studio: '#e4e7eb', outdoor: '#9fb7c9', showroom: '#e9e7e2' }

/** An SVG picture of a car: body type, paint colour and variant (angle and backdrop). */
export function carImageSvg(body: CarBody, colour: CarColour, variant: number): string {
  if (!isCarBody(body)) throw new RangeError(`unknown body type ${String(body)}`)
  if (!isCarColour(colour)) throw new RangeError(`unknown colour ${String(colour)}`)
  const { angle, backdrop } = variantParts(variant)
  const paint = COLOUR_HEX[colour]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" viewBox="0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}">
  ${backdropSvg(backdrop)}
  <defs><linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.18)}"/><stop offset="0.55" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.25)}"/></linearGradient></defs>
  ${drawCar(body, colour, angle)}
</svg>`
}

/** A 4×3 placeholder in the picture's main colours, shown while the image loads (spec 02 §3 blur_data_url). */
export function carImageBlurDataUrl(colour: CarColour, variant: number): string {
  const { backdrop } = variantParts(variant)
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'><path fill='${BACKDROP_TONE[backdrop]}' d='M0 0h4v3H0z'/><path fill='${COLOUR_HEX[colour]}' d='M.5 1.2h3v1.1h-3z'/></svg>`
  return `data:image/svg+xml,${svg.replace(/</g, '%3C').replace(/>/g, '%3E').replace(/#/g, '%23')}`
}
