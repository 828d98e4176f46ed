import { COLOUR_HEX, isCarColour, shade } from './car-artwork'
import type { CarColour } from './vocabulary'

/**
 * The demo stock's interior 360 picture: one equirectangular panorama (2:1, 360° across, 180°
 * from zenith to nadir) taken from between the front seats, for the internal 360 viewer. Yaw 0 =
 * straight ahead sits at the picture's left edge, because the viewer opens with the picture's
 * x = 0 in the middle; yaw grows to the right.
 *
 * The cabin is a handful of boxes and flat panels in centimetres around the camera; each one is
 * projected point by point (yaw = atan2(x, z), pitch = atan2(y, horizontal distance)), so straight
 * edges bend the way they do in a real panorama. Pieces are painted far to near. The camera sits
 * a little low (about shoulder height), so the instruments and the centre screen fall inside the
 * band the viewer shows at its default zoom (about ±25° of pitch).
 *
 * Seamless by construction: a shape that crosses the picture's left or right edge is drawn a
 * second time one picture width over, so it comes back in on the other side (shape by shape, so
 * the far-to-near order holds across the edge too); the curves that run all the way round start
 * a little before yaw 0 and end a little after 360° so no anti-aliased join shows. The seats,
 * door and dash trim are tinted with the car's colour.
 * Deterministic: the same colour always gives the same bytes.
 */

export const PANORAMA_WIDTH = 2048
export const PANORAMA_HEIGHT = PANORAMA_WIDTH / 2

/** Centimetres from the camera: x to the right, y up, z ahead. */
type Vec3 = readonly [x: number, y: number, z: number]
/** Degrees: yaw (0 ahead, + to the right) and pitch (+ up). */
type Direction = readonly [yaw: number, pitch: number]
type XY = readonly [number, number]

/** The cabin, in centimetres from the camera. */
const CABIN = {
  halfWidth: 72,
  floor: -80,
  roof: 34,
  belt: -5,
  windowTop: 30,
  /** The windscreen's foot and the rear wall. */
  front: 88,
  rear: -118,
  /** Where the roof panel meets the windscreen and the rear window. */
  roofFront: 30,
  roofRear: -104,
  /** Pillars along the sides (z ranges). */
  bPillar: [-16, -4] as const,
  cPillar: [-118, -88] as const,
  dashTop: -8,
  dashFace: 58,
}
/** Eye above the road outside, and the road's edges (the car keeps to the right lane). */
const EYE_HEIGHT = 110
const ROAD_RIGHT = 180
const ROAD_LEFT = -520
const CENTRE_LINE = -170

/** Finest step when a straight edge is bent onto the panorama, in degrees. */
const MAX_STEP_DEGREES = 2.5
/** Curves that go all the way round run this far past both edges, so no join shows. */
const OVERLAP_DEGREES = 12

const HEADLINER = '#d6d2ca'
const PILLAR = '#c9c5bc'
const CARPET = '#2a2b2e'
const DASH = '#26282b'
const SCREEN = '#0f1216'
const GLASS_TINT = '#bcd3e6'

const DEGREES = 180 / Math.PI
const num = (value: number) => String(Math.round(value * 10) / 10)
const lerp3 = (a: Vec3, b: Vec3, t: number): Vec3 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]

function mix(from: string, to: string, amount: number): string {
  const channels = (hex: string) => [16, 8, 0].map((shift) => (Number.parseInt(hex.slice(1), 16) >> shift) & 0xff)
  const [a, b] = [channels(from), channels(to)]
  return `#${a
    .map((value, i) =>
      Math.round(value + ((b[i] ?? value) - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

// ---------------------------------------------------------------------------------------------
// Projection
// ---------------------------------------------------------------------------------------------

function directionOf([x, y, z]: Vec3): Direction {
  return [Math.atan2(x, z) * DEGREES, Math.atan2(y, Math.hypot(x, z)) * DEGREES]
}

function toPicture([yaw, pitch]: Direction): XY {
  return [(yaw / 360) * PANORAMA_WIDTH, PANORAMA_HEIGHT / 2 - (pitch / 180) * PANORAMA_HEIGHT]
}

function angleBetween(a: Vec3, b: Vec3): number {
  const cosine = (a[0] * b[0] + a[1] * b[1] + a[2] * b[2]) / (Math.hypot(...a) * Math.hypot(...b) || 1)
  return Math.acos(Math.min(1, Math.max(-1, cosine))) * DEGREES
}

/** Points along a straight edge, close enough together (seen from the camera) that the bent edge looks smooth. */
function edgePoints(from: Vec3, to: Vec3, depth = 0): Vec3[] {
  if (depth >= 10 || angleBetween(from, to) <= MAX_STEP_DEGREES) return [from]
  const middle = lerp3(from, to, 0.5)
  return [...edgePoints(from, middle, depth + 1), ...edgePoints(middle, to, depth + 1)]
}

/**
 * Points in 3-D as panorama points. Yaw is unwrapped along the way, so a shape straddling the
 * back (±180°) or the front (0°) stays in one piece, running past an edge of the picture.
 * (Only the headliner and the floor surround the camera's vertical axis: they are drawn as bands.)
 */
function traceOnPanorama(points: readonly Vec3[]): XY[] {
  let previousYaw: number | null = null
  return points.map((point) => {
    const [rawYaw, pitch] = directionOf(point)
    // The turn nearest the previous point's yaw.
    const yaw = previousYaw === null ? rawYaw : rawYaw - 360 * Math.round((rawYaw - previousYaw) / 360)
    previousYaw = yaw
    return toPicture([yaw, pitch])
  })
}

const pathOf = (points: readonly XY[], close = true) => `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join(' L')}${close ? ' Z' : ''}`

/**
 * A shape placed so it starts inside the picture, and drawn again one picture width to the left
 * when it runs past the right edge: the part that leaves on one side comes in on the other.
 */
function wrapAround(points: readonly XY[], draw: (shifted: readonly XY[]) => string): string {
  const xs = points.map(([x]) => x)
  return wrapOffsets(Math.min(...xs), Math.max(...xs))
    .map((offset) => draw(points.map(([x, y]): XY => [x + offset, y])))
    .join('')
}

/** The horizontal shifts (whole picture widths) at which a shape from `left` to `right` must be drawn. */
function wrapOffsets(left: number, right: number): number[] {
  const shift = -Math.floor(left / PANORAMA_WIDTH) * PANORAMA_WIDTH
  return right + shift > PANORAMA_WIDTH ? [shift, shift - PANORAMA_WIDTH] : [shift]
}

type Panel = { corners: readonly Vec3[]; fill: string; opacity?: number }

function drawPanel({ corners, fill, opacity }: Panel): string {
  const outline = traceOnPanorama(corners.flatMap((corner, i) => edgePoints(corner, corners[(i + 1) % corners.length] ?? corner)))
  return wrapAround(outline, (points) => `<path d="${pathOf(points)}" fill="${fill}"${opacity === undefined ? '' : ` opacity="${opacity}"`}/>`)
}

/** A line on a surface (stitching, door gaps, spokes, road edges). */
function drawLine(from: Vec3, to: Vec3, stroke: string, width: number): string {
  const points = traceOnPanorama([...edgePoints(from, to), to])
  return wrapAround(
    points,
    (shifted) => `<path d="${pathOf(shifted, false)}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
  )
}

/**
 * A band all the way round, between the top (or bottom) of the picture and a curve given as
 * pitch per yaw: the headliner down to the roof's edge, the floor up to the walls, hills, road.
 */
function drawBand(edgePitch: (yaw: number) => number, toTop: boolean, fill: string): string {
  const from = -OVERLAP_DEGREES
  const to = 360 + OVERLAP_DEGREES
  const edge: XY[] = []
  for (let yaw = from; yaw <= to; yaw += 1) edge.push(toPicture([yaw, edgePitch(yaw)]))
  const y = toTop ? 0 : PANORAMA_HEIGHT
  const [left] = toPicture([from, 0])
  const [right] = toPicture([to, 0])
  return `<path d="${pathOf([[left, y], ...edge, [right, y]])}" fill="${fill}"/>`
}

/** Horizontal distance from the camera to the edge of a rectangle around it, looking along `yaw`. */
function distanceToRectangle(yaw: number, [left, right]: readonly [number, number], [back, front]: readonly [number, number]): number {
  const [sin, cos] = [Math.sin(yaw / DEGREES), Math.cos(yaw / DEGREES)]
  const across = Math.abs(sin) < 1e-9 ? Infinity : (sin > 0 ? right : left) / sin
  const along = Math.abs(cos) < 1e-9 ? Infinity : (cos > 0 ? front : back) / cos
  return Math.min(across, along)
}

// ---------------------------------------------------------------------------------------------
// Solids
// ---------------------------------------------------------------------------------------------

type FaceName = 'top' | 'bottom' | 'left' | 'right' | 'front' | 'back'
/** A piece of the cabin to paint, with its distance for the painter's order. */
type Piece = { distance: number; svg: string }

/**
 * A box from its two opposite corners: the faces the camera sees (the outward normal points
 * towards it), lit from above, and the panels drawn on each face right after it.
 */
function box(min: Vec3, max: Vec3, colour: string, details: Partial<Record<FaceName, readonly Panel[]>> = {}): Piece {
  const [x0, y0, z0] = min
  const [x1, y1, z1] = max
  const faces: ReadonlyArray<{ name: FaceName; corners: Vec3[]; normal: Vec3 }> = [
    {
      name: 'top',
      corners: [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      normal: [0, 1, 0],
    },
    {
      name: 'bottom',
      corners: [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      normal: [0, -1, 0],
    },
    {
      name: 'left',
      corners: [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
      normal: [-1, 0, 0],
    },
    {
      name: 'right',
      corners: [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
      normal: [1, 0, 0],
    },
    {
      name: 'back',
      corners: [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      normal: [0, 0, -1],
    },
    {
      name: 'front',
      corners: [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      normal: [0, 0, 1],
    },
  ]
  const svg = faces
    .filter(({ corners, normal }) => {
      const [cx, cy, cz] = corners[0] ?? [0, 0, 0]
      // Seen from the camera (the origin) when the normal points back towards it.
      return -(normal[0] * cx + normal[1] * cy + normal[2] * cz) > 1e-9
    })
    .map(({ name, corners, normal }) => {
      const lit = shade(colour, 0.1 * normal[1] - 0.07 * Math.abs(normal[0]))
      return [drawPanel({ corners, fill: lit }), ...(details[name] ?? []).map(drawPanel)].join('')
    })
    .join('')
  const centre = lerp3(min, max, 0.5)
  return { distance: Math.hypot(...centre), svg }
}

/** A circle (or ring segment) on a plane through `centre`, spanned by the unit vectors u and v. */
function circle(centre: Vec3, radius: number, u: Vec3, v: Vec3, samples = 28): Vec3[] {
  return Array.from({ length: samples }, (_, i): Vec3 => {
    const angle = (i / samples) * Math.PI * 2
    const [c, s] = [Math.cos(angle) * radius, Math.sin(angle) * radius]
    return [centre[0] + u[0] * c + v[0] * s, centre[1] + u[1] * c + v[1] * s, centre[2] + u[2] * c + v[2] * s]
  })
}

/** A rectangle on a plane of constant z (facing the camera from ahead or behind). */
const rectAtZ = (z: number, [xa, xb]: readonly [number, number], [ya, yb]: readonly [number, number]): Vec3[] => [
  [xa, ya, z],
  [xb, ya, z],
  [xb, yb, z],
  [xa, yb, z],
]
/** A rectangle on a side wall (constant x). */
const rectAtX = (x: number, [za, zb]: readonly [number, number], [ya, yb]: readonly [number, number]): Vec3[] => [
  [x, ya, za],
  [x, ya, zb],
  [x, yb, zb],
  [x, yb, za],
]
/** A rectangle on a plane of constant height. */
const rectAtY = (y: number, [xa, xb]: readonly [number, number], [za, zb]: readonly [number, number]): Vec3[] => [
  [xa, y, za],
  [xb, y, za],
  [xb, y, zb],
  [xa, y, zb],
]

// ---------------------------------------------------------------------------------------------
// The scene
// ---------------------------------------------------------------------------------------------

type Trim = { paint: string; trim: string; seat: string; insert: string; stitching: string }

function trimColours(colour: CarColour): Trim {
  const paint = COLOUR_HEX[colour]
  const seat = mix('#34363a', paint, 0.38)
  // Stitching must show on the seat: lighter than a dark paint, the paint itself on a light one.
  const stitching = mix(paint, '#ffffff', 0.35)
  return { paint, trim: mix('#3a3c40', paint, 0.24), seat, insert: shade(seat, 0.1), stitching }
}

/** Outside: hills, trees and the road, seen through the glass. The sky and grass are plain rectangles under it all. */
function outsideScene(): string {
  const far = (yaw: number) => {
    const r = yaw / DEGREES
    return 2.6 + 1.4 * Math.sin(2 * r + 0.6) + 0.9 * Math.sin(5 * r + 2.1) + 0.4 * Math.sin(11 * r + 0.3)
  }
  const near = (yaw: number) => {
    const r = yaw / DEGREES
    return 1.1 + 0.8 * Math.sin(3 * r + 1.4) + 0.5 * Math.sin(7 * r + 0.2)
  }
  // A point of the road at ground distance r along yaw is on the road while its x is between the edges.
  const roadEdge = (yaw: number) => {
    const sin = Math.sin(yaw / DEGREES)
    const edge = sin >= 0 ? ROAD_RIGHT : -ROAD_LEFT
    return -Math.atan((EYE_HEIGHT * Math.abs(sin)) / edge) * DEGREES
  }
  const ground = -EYE_HEIGHT
  const trees = [
    [-152, 3200],
    [-131, 4200],
    [-118, 2600],
    [-96, 3800],
    [-72, 2900],
    [-58, 4600],
    [-34, 5200],
    [-21, 6500],
    [18, 6000],
    [31, 4400],
    [47, 3000],
    [64, 4100],
    [83, 2700],
    [101, 3600],
    [124, 3000],
    [139, 4800],
    [163, 5600],
  ] as const
  const treeShapes = trees.map(([yaw, distance]) => {
    const [x] = toPicture([yaw, 0])
    const crownTop = toPicture([yaw, Math.atan((700 - EYE_HEIGHT) / distance) * DEGREES])[1]
    const crownBottom = toPicture([yaw, Math.atan((180 - EYE_HEIGHT) / distance) * DEGREES])[1]
    const foot = toPicture([yaw, Math.atan(-EYE_HEIGHT / distance) * DEGREES])[1]
    const halfWidth = (Math.atan(220 / distance) * DEGREES * PANORAMA_WIDTH) / 360
    return wrapOffsets(x - halfWidth, x + halfWidth)
      .map((offset) => {
        const middle = x + offset
        return `<path d="M${num(middle - 1.5)} ${num(crownBottom)} H${num(middle + 1.5)} V${num(foot)} H${num(middle - 1.5)} Z" fill="#5a4a3a"/><ellipse cx="${num(middle)}" cy="${num((crownTop + crownBottom) / 2)}" rx="${num(halfWidth)}" ry="${num((crownBottom - crownTop) / 2)}" fill="#4f7446"/>`
      })
      .join('')
  })
  const dashes = [-1, 1].flatMap((direction) =>
    [700, 1500, 2300, 3100, 3900, 4700, 5500].map((start) =>
      drawPanel({ corners: rectAtY(ground, [CENTRE_LINE - 6, CENTRE_LINE + 6], [direction * start, direction * (start + 320)]), fill: '#f2f2ee' }),
    ),
  )
  return [
    `<g>${drawHills(far, '#a9bfb0')}${drawHills(near, '#8fab84')}</g>`,
    ...treeShapes,
    drawBand(roadEdge, false, '#5b5f64'),
    ...[ROAD_RIGHT, ROAD_LEFT].map((x) => drawLine([x, ground, -30000], [x, ground, 30000], '#e9e9e4', 2)),
    ...dashes,
  ].join('')
}

/** A hill line: from the curve down to the horizon (the grass rectangle lies below the horizon). */
function drawHills(pitchAt: (yaw: number) => number, fill: string): string {
  const from = -OVERLAP_DEGREES
  const to = 360 + OVERLAP_DEGREES
  const edge: XY[] = []
  for (let yaw = from; yaw <= to; yaw += 1) edge.push(toPicture([yaw, pitchAt(yaw)]))
  const [left, horizon] = toPicture([from, 0])
  const [right] = toPicture([to, 0])
  return `<path d="${pathOf([[left, horizon + 2], ...edge, [right, horizon + 2]])}" fill="${fill}"/>`
}

/** Headliner, floor, door panels, pillars and the glass tint: everything at the cabin's walls. */
function cabinShell(trim: Trim): string {
  const { halfWidth: w, floor, roof, belt, windowTop, front, rear, roofFront, roofRear } = CABIN
  const roofEdge = (yaw: number) => Math.atan2(roof, distanceToRectangle(yaw, [-w, w], [roofRear, roofFront])) * DEGREES
  const floorEdge = (yaw: number) => Math.atan2(floor, distanceToRectangle(yaw, [-w, w], [rear, front])) * DEGREES
  const sides = [-1, 1] as const
  const glass: Panel[] = [
    {
      corners: [
        [-w, CABIN.dashTop, front],
        [w, CABIN.dashTop, front],
        [w, roof, roofFront],
        [-w, roof, roofFront],
      ],
      fill: GLASS_TINT,
      opacity: 0.16,
    },
    {
      corners: [
        [-62, 4, rear],
        [62, 4, rear],
        [62, windowTop, roofRear - 1],
        [-62, windowTop, roofRear - 1],
      ],
      fill: GLASS_TINT,
      opacity: 0.16,
    },
    // Side windows end at the A pillar, so their tint does not double up with the windscreen's.
    ...sides.map((side): Panel => ({
      corners: [
        [side * w, belt, CABIN.cPillar[1]],
        [side * w, belt, front - 6],
        [side * w, windowTop, roofFront + 4],
        [side * w, windowTop, CABIN.cPillar[1]],
      ],
      fill: GLASS_TINT,
      opacity: 0.16,
    })),
  ]
  const doors = sides.flatMap((side) => {
    const x = side * w
    return [
      drawPanel({ corners: rectAtX(x, [rear, front], [floor, belt + 1]), fill: trim.trim }),
      // Lower door pocket and carpet strip, darker.
      drawPanel({ corners: rectAtX(x, [rear, front], [floor, floor + 18]), fill: shade(trim.trim, -0.3) }),
      // The accent strip under the window, in the car's colour.
      drawPanel({ corners: rectAtX(x, [rear + 20, front - 8], [belt - 7, belt - 3]), fill: trim.paint }),
      ...[46, -58].map((z) => drawPanel({ corners: circle([x, -58, z], 9, [0, 0, 1], [0, 1, 0]), fill: '#1b1c1f' })),
      ...[46, -58].map((z) => drawPanel({ corners: circle([x, -58, z], 6, [0, 0, 1], [0, 1, 0]), fill: '#2c2e32' })),
      ...[
        [34, 48],
        [-32, -18],
      ].map(([za = 0, zb = 0]) => drawPanel({ corners: rectAtX(x, [za, zb], [-20, -15]), fill: '#a9adb3' })),
      // The gap between the front and the rear door, under the B pillar.
      drawLine([x, belt, CABIN.bPillar[0] + 6], [x, floor + 18, CABIN.bPillar[0] + 6], shade(trim.trim, -0.45), 2),
    ]
  })
  const pillars: Panel[] = sides.flatMap((side): Panel[] => {
    const x = side * w
    return [
      // A pillar: along the windscreen's edge, overlapping the wall so no sky leaks past it.
      {
        corners: [
          [x, CABIN.dashTop - 2, front + 2],
          [x, roof + 1, roofFront - 1],
          [x - side * 12, roof + 1, roofFront - 1],
          [x - side * 10, CABIN.dashTop - 2, front + 2],
        ],
        fill: PILLAR,
      },
      { corners: rectAtX(x, [front - 7, front + 2], [belt - 1, CABIN.dashTop + 6]), fill: trim.trim },
      {
        corners: [
          [x, belt - 1, front - 6],
          [x, windowTop, roofFront + 4],
          [x, roof + 1, roofFront - 1],
          [x, CABIN.dashTop - 2, front + 2],
        ],
        fill: PILLAR,
      },
      { corners: rectAtX(x, CABIN.bPillar, [belt - 1, roof + 1]), fill: PILLAR },
      { corners: rectAtX(x, CABIN.cPillar, [belt - 1, roof + 1]), fill: PILLAR },
      // Roof rail above the side window, and the rear corner beside the rear window.
      { corners: rectAtX(x, [rear, roofFront + 4], [windowTop - 1, roof + 1]), fill: PILLAR },
      {
        corners: [
          [x, 2, rear],
          [x - side * 12, 2, rear],
          [x - side * 12, roof + 1, roofRear - 1],
          [x, roof + 1, roofRear - 1],
        ],
        fill: PILLAR,
      },
    ]
  })
  return [
    drawBand(roofEdge, true, HEADLINER),
    drawBand(floorEdge, false, CARPET),
    ...glass.map(drawPanel),
    ...doors,
    // Rear wall under the rear window, the parcel shelf's edge and the footwell under the dash.
    drawPanel({ corners: rectAtZ(rear, [-w, w], [floor, 4]), fill: shade(trim.trim, -0.15) }),
    drawPanel({ corners: rectAtZ(front, [-w, w], [floor, CABIN.dashTop]), fill: '#1d1e21' }),
    ...pillars.map(drawPanel),
    // Rails above the windscreen and the rear window, where the headliner meets the glass.
    drawPanel({
      corners: [
        [-w, roof - 3, roofFront + 3],
        [w, roof - 3, roofFront + 3],
        [w, roof + 1, roofFront - 1],
        [-w, roof + 1, roofFront - 1],
      ],
      fill: PILLAR,
    }),
    drawPanel({
      corners: [
        [-w, windowTop - 1, roofRear - 1],
        [w, windowTop - 1, roofRear - 1],
        [w, roof + 1, roofRear + 1],
        [-w, roof + 1, roofRear + 1],
      ],
      fill: PILLAR,
    }),
  ].join('')
}

function dashboard(trim: Trim): Piece[] {
  const face = CABIN.dashFace - 0.2
  const facing: [Vec3, Vec3] = [
    [1, 0, 0],
    [0, 1, 0],
  ]
  const dial = (x: number): Panel[] => [
    { corners: circle([x, -18, face], 5.2, ...facing), fill: '#1a1e24' },
    { corners: circle([x, -18, face], 4.6, ...facing), fill: SCREEN },
    // The needle, a thin wedge from the centre.
    {
      corners: [
        [x, -18, face],
        [x + 3.6, -15.2, face],
        [x + 0.35, -17.6, face],
      ],
      fill: trim.stitching,
    },
  ]
  const dashFace: Panel[] = [
    // The accent strip across the dash, in the car's colour.
    { corners: rectAtZ(face, [-70, 70], [-31, -28]), fill: trim.paint },
    // Instrument cluster: a screen with two dials.
    { corners: rectAtZ(face, [-53, -21], [-25, -11]), fill: SCREEN },
    ...dial(-45),
    ...dial(-29),
    { corners: rectAtZ(face, [-40, -34], [-22, -20]), fill: '#58b368' },
    // Centre screen: a map and a few tiles.
    { corners: rectAtZ(face, [-16, 16], [-26, -10]), fill: SCREEN },
    { corners: rectAtZ(face, [-14.5, 3], [-24.5, -11.5]), fill: '#2d4a5e' },
    {
      corners: [
        [-14.5, -20, face],
        [3, -14, face],
        [3, -13, face],
        [-14.5, -19, face],
      ],
      fill: '#e8c66a',
    },
    ...[-23.5, -19.5, -15.5].map((y): Panel => ({ corners: rectAtZ(face, [4.5, 14.5], [y, y + 3]), fill: '#38414c' })),
    // Air vents at the corners and under the screen; the glovebox lid.
    ...[
      [-68, -58],
      [58, 68],
    ].map(([xa = 0, xb = 0]): Panel => ({ corners: rectAtZ(face, [xa, xb], [-22, -15]), fill: '#16171a' })),
    ...[
      [-12, -2],
      [2, 12],
    ].map(([xa = 0, xb = 0]): Panel => ({ corners: rectAtZ(face, [xa, xb], [-35, -32]), fill: '#16171a' })),
    { corners: rectAtZ(face, [24, 62], [-34, -33.4]), fill: shade(trim.trim, -0.35) },
  ]
  return [
    box([-CABIN.halfWidth, -36, CABIN.dashFace], [CABIN.halfWidth, CABIN.dashTop, CABIN.front], trim.trim, {
      back: dashFace,
      top: [{ corners: rectAtY(CABIN.dashTop + 0.1, [-CABIN.halfWidth, CABIN.halfWidth], [CABIN.dashFace + 4, CABIN.front]), fill: DASH }],
    }),
    // The hood over the instruments.
    box([-55, CABIN.dashTop - 0.5, 53], [-19, CABIN.dashTop + 3, 66], DASH),
  ]
}

function steeringWheel(): Piece {
  const centre: Vec3 = [-37, -22, 44]
  // The wheel leans back towards the driver: its top is further ahead than its bottom.
  const tilt = 25 / DEGREES
  const across: Vec3 = [1, 0, 0]
  const up: Vec3 = [0, Math.cos(tilt), Math.sin(tilt)]
  const ring = circle(centre, 17, across, up, 48)
  const rim = wrapAround(
    traceOnPanorama(ring),
    (points) => `<path d="${pathOf(points)}" fill="none" stroke="#1c1d20" stroke-width="17" stroke-linejoin="round"/>`,
  )
  const spokes = [0, 180, 270].map((degrees) => {
    const angle = degrees / DEGREES
    const end: Vec3 = [centre[0] + across[0] * 16 * Math.cos(angle), centre[1] + up[1] * 16 * Math.sin(angle), centre[2] + up[2] * 16 * Math.sin(angle)]
    return drawLine(centre, end, '#24262a', 14)
  })
  const hub = drawPanel({ corners: circle(centre, 5.5, across, up), fill: '#2b2d31' })
  const badge = drawPanel({ corners: circle([centre[0], centre[1], centre[2] - 0.3], 1.6, across, up, 16), fill: '#a9adb3' })
  return { distance: Math.hypot(...centre), svg: [rim, ...spokes, hub, badge].join('') }
}

function frontSeat(side: -1 | 1, trim: Trim): Piece[] {
  const x = side * 40
  const insertFront: Panel[] = [
    { corners: rectAtZ(-9.8, [x - 15, x + 15], [-36, -2]), fill: trim.insert },
    ...[-15, 15].map((dx): Panel => ({ corners: rectAtZ(-9.7, [x + dx - 0.5, x + dx + 0.5], [-36, -2]), fill: trim.stitching })),
  ]
  const insertTop: Panel[] = [
    { corners: rectAtY(-37.9, [x - 15, x + 15], [2, 38]), fill: trim.insert },
    ...[-15, 15].map((dx): Panel => ({ corners: rectAtY(-37.8, [x + dx - 0.5, x + dx + 0.5], [2, 38]), fill: trim.stitching })),
  ]
  return [
    box([x - 24, -48, -6], [x + 24, -38, 44], trim.seat, { top: insertTop }),
    box([x - 25, -44, -22], [x + 25, 4, -10], trim.seat, { front: insertFront }),
    box([x - 11, 6, -20], [x + 11, 21, -13], trim.seat),
  ]
}

function rearBench(trim: Trim): Piece[] {
  const inserts: Panel[] = [
    [-62, -24],
    [-18, 18],
    [24, 62],
  ].map(([xa = 0, xb = 0]) => ({ corners: rectAtZ(-99.8, [xa, xb], [-44, -8]), fill: trim.insert }))
  return [
    box([-68, -55, -100], [68, -42, -64], trim.seat),
    box([-68, -52, -114], [68, 2, -100], trim.seat, { front: inserts }),
    ...[-45, 0, 45].map((x) => box([x - 10, 4, -111], [x + 10, 16, -105], trim.seat)),
  ]
}

function centreConsole(trim: Trim): Piece[] {
  return [
    box([-11, CABIN.floor, 8], [11, -40, CABIN.dashFace], trim.trim, {
      top: [
        { corners: rectAtY(-39.9, [-10, 10], [10, 26]), fill: DASH },
        ...[-5, 5].map((x): Panel => ({ corners: circle([x, -39.8, 46], 3.6, [1, 0, 0], [0, 0, 1]), fill: '#151618' })),
      ],
    }),
    box([-3, -40, 30], [3, -33, 35], '#2b2d31'),
    // The rear-view mirror, hanging from the top of the windscreen.
    box([-10, 23, 29], [10, 28, 31], '#2b2d31'),
  ]
}

function armrests(trim: Trim): Piece[] {
  return [-1, 1].flatMap((side) =>
    [
      [-2, 62],
      [-96, -22],
    ].map(([za = 0, zb = 0]) =>
      box(
        side > 0 ? [CABIN.halfWidth - 8, -34, za] : [-CABIN.halfWidth, -34, za],
        side > 0 ? [CABIN.halfWidth, -29, zb] : [-CABIN.halfWidth + 8, -29, zb],
        shade(trim.trim, 0.06),
      ),
    ),
  )
}

/** Sun visors folded up against the headliner (nothing nearer the zenith: the projection smears it across the top). */
function roofDetails(): string {
  return [-1, 1]
    .map((side) => drawPanel({ corners: rectAtY(CABIN.roof - 1, side > 0 ? [12, 60] : [-60, -12], [17, CABIN.roofFront - 1]), fill: shade(HEADLINER, -0.07) }))
    .join('')
}

/** The interior panorama for a car of this colour (2048×1024, equirectangular, yaw 0 at the left edge). */
export function interiorPanoramaSvg(colour: CarColour): string {
  if (!isCarColour(colour)) throw new RangeError(`unknown colour ${String(colour)}`)
  const trim = trimColours(colour)
  const pieces = [
    ...dashboard(trim),
    steeringWheel(),
    ...frontSeat(-1, trim),
    ...frontSeat(1, trim),
    ...rearBench(trim),
    ...centreConsole(trim),
    ...armrests(trim),
  ]
  // Far to near: a piece nearer the camera covers the ones behind it.
  const inside = [...pieces].sort((a, b) => b.distance - a.distance).map((piece) => piece.svg)
  const horizon = PANORAMA_HEIGHT / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PANORAMA_WIDTH}" height="${PANORAMA_HEIGHT}" viewBox="0 0 ${PANORAMA_WIDTH} ${PANORAMA_HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f86c6"/><stop offset="1" stop-color="#dcebf7"/></linearGradient>
    <linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#87a36c"/><stop offset="1" stop-color="#4e6a3d"/></linearGradient>
  </defs>
  <rect width="${PANORAMA_WIDTH}" height="${horizon}" fill="url(#sky)"/>
  <rect y="${horizon}" width="${PANORAMA_WIDTH}" height="${horizon}" fill="url(#grass)"/>
  ${outsideScene()}
  ${cabinShell(trim)}
  ${roofDetails()}
  ${inside.join('\n  ')}
</svg>`
}
