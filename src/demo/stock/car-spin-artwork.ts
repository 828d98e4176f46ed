import { CANVAS_HEIGHT, CANVAS_WIDTH, COLOUR_HEX, isCarBody, isCarColour, type Point, PROFILES, type Profile, shade } from './car-artwork'
import { SPIN_FRAMES } from './extra-media-paths'
import type { CarBody, CarColour } from './vocabulary'

/**
 * The frames of the demo stock's exterior 360 view: the car of a body type turning round on a
 * studio floor, one frame every 360 / SPIN_FRAMES degrees. Frame 0 looks at the front, frame 9 at
 * the side (front to the right), 18 at the rear and 27 at the other side: each frame turns the car
 * so the surface nearest the viewer moves right, which is the way the 360 viewer steps the frames
 * when the visitor drags to the right.
 *
 * The car is the same side profile as the stock pictures (car-artwork.ts), made solid: the outline
 * is extruded across the car's width, with the glasshouse above the belt line leaning inwards
 * (real cars are narrower at the roof, and a plain box looks like a bread tin from the front).
 * Each frame turns that solid about the vertical axis, tilts it towards a camera a little above
 * the roof and projects it orthographically, so the car keeps its size all the way round like on
 * a turntable. Faces turned away are skipped and the rest painted far to near; for this nearly
 * convex shape that is enough to hide what should be hidden.
 *
 * The canvas is the stock pictures' 1200×800, so the viewer does not jump when it switches from a
 * photo to the 360 view. Deterministic: the same arguments always give the same bytes.
 */

/**
 * A point of the car in its own axes: x along the profile (0 = front bumper), y up from the
 * ground, z across (0 = centre line, + = the side seen in frame 27). The units are the profile's.
 */
type Vec3 = readonly [x: number, y: number, z: number]
/** A point on the canvas. */
type XY = readonly [number, number]
/** Which side of the car: +1 or −1 along z. */
type Side = 1 | -1
const SIDES: readonly Side[] = [1, -1]

const DEGREES_PER_FRAME = 360 / SPIN_FRAMES
/** The camera looks down this much, so bonnet, roof and boot show in the end-on views. */
const CAMERA_PITCH_DEGREES = 12
/** Canvas pixels per profile unit: the longest car (pickup, 1000) seen corner-on still fits. */
const SCALE = 0.86
const CENTRE_X = CANVAS_WIDTH / 2
/** Where the middle of the car's footprint lands. */
const GROUND_Y = 585

/** Width of each body across its wheels, in profile units (a 4.8 m saloon, 900 units long, is 1.85 m wide). */
const CAR_WIDTH: Record<CarBody, number> = { sedan: 350, hatchback: 335, estate: 355, suv: 385, convertible: 345, van: 400, pickup: 395 }
/** Share of the half width the glasshouse loses from the belt line to the roof. */
const TUMBLEHOME: Record<CarBody, number> = { sedan: 0.2, hatchback: 0.2, estate: 0.2, suv: 0.16, convertible: 0.2, van: 0.06, pickup: 0.14 }
const TYRE_WIDTH = 58
/** How far the tyre's outer face sits inside the body side. */
const TYRE_INSET = 4
/** Points per circle when a tyre's outline is worked out. */
const TYRE_SAMPLES = 24

/** Height of the end face the lamps and plate are spread over (taller faces keep them low). */
const MAX_END_FACE_HEIGHT = 140

const GLASS = '#27313c'
const TRIM = '#2a2d31'
const HEADLAMP = '#f4f1dc'
const TAIL_LAMP = '#c0182a'
const GRILLE = '#202327'
const PLATE = '#f7f7f2'
const TYRE = '#141619'

/** Studio light from above, a little left and in front (camera axes: right, up, towards the viewer). */
const LIGHT = normalise([-0.35, 0.8, 0.5])

function normalise([x, y, z]: Vec3): Vec3 {
  const length = Math.hypot(x, y, z) || 1
  return [x / length, y / length, z / length]
}

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))
const lerp = (from: number, to: number, t: number) => from + (to - from) * t
const num = (value: number) => String(Math.round(value * 10) / 10)

// ---------------------------------------------------------------------------------------------
// The camera
// ---------------------------------------------------------------------------------------------

type View = {
  project: (point: Vec3) => XY
  /** Distance towards the viewer (bigger = nearer): what the painter's order sorts by. */
  depth: (point: Vec3) => number
  /** Cosine between a face's outward normal and the direction to the viewer; > 0 = faces the viewer. */
  facing: (normal: Vec3) => number
  /** Cosine between a face's normal and the studio light. */
  brightness: (normal: Vec3) => number
}

function cameraView(profile: Profile, frame: number): View {
  const yaw = (frame * DEGREES_PER_FRAME * Math.PI) / 180
  const pitch = (CAMERA_PITCH_DEGREES * Math.PI) / 180
  const [sinYaw, cosYaw, sinPitch, cosPitch] = [Math.sin(yaw), Math.cos(yaw), Math.sin(pitch), Math.cos(pitch)]
  const middle = profile.length / 2
  /**
   * Car axes → camera axes (right, up, towards the viewer). `along` points to the nose: in frame 0
   * straight at the viewer, then turning right. The tilt then lifts the far side of the car, as
   * seen from a camera above the roof.
   */
  const toCamera = (along: number, y: number, z: number): Vec3 => {
    const right = along * sinYaw + z * cosYaw
    const near = along * cosYaw - z * sinYaw
    return [right, y * cosPitch - near * sinPitch, near * cosPitch + y * sinPitch]
  }
  const point = ([x, y, z]: Vec3) => toCamera(middle - x, y, z)
  // A direction has no position: only the turn applies (x grows towards the rear, so along = −x).
  const direction = ([x, y, z]: Vec3) => toCamera(-x, y, z)
  return {
    project: (p) => {
      const [right, up] = point(p)
      return [CENTRE_X + right * SCALE, GROUND_Y - up * SCALE]
    },
    depth: (p) => point(p)[2],
    facing: (normal) => direction(normal)[2],
    brightness: (normal) => dot(direction(normal), LIGHT),
  }
}

// ---------------------------------------------------------------------------------------------
// The solid car
// ---------------------------------------------------------------------------------------------

type Material = 'paint' | 'sidePaint' | 'glass' | 'bed' | 'trim'

type Face = {
  corners: readonly Vec3[]
  normal: Vec3
  material: Material
  details: readonly Detail[]
  /** The glasshouse side a door mirror stands on: the mirror is painted right after it. */
  mirrorSide?: Side
}

/** Things drawn on a face, right after it: lamps, windows, door seams, or small solids standing on it. */
type Detail =
  | { kind: 'patch'; corners: readonly Vec3[]; fill: string }
  | { kind: 'line'; from: Vec3; to: Vec3; tone: 'seam' | 'highlight'; width: number }
  | { kind: 'solid'; faces: readonly Face[] }

type Wheel = { axle: number; radius: number; side: Side; outerZ: number; innerZ: number }

type CarModel = {
  profile: Profile
  halfWidth: number
  faces: Face[]
  /** The door mirrors stick out of the sides: drawn with their side when it shows, otherwise on their own. */
  mirrors: Record<Side, Face[]>
  wheels: Wheel[]
}

/** One step of the outline (the profile's segment `index`), with the point where it crosses the belt line if it does. */
type Segment = { from: Point; to: Point; index: number; onBelt?: Point }

/** Half the car's width at height h: full below the belt line, leaning in above it. */
type HalfWidthAt = (h: number) => number

function halfWidthAt(profile: Profile, body: CarBody, halfWidth: number): { at: HalfWidthAt; lean: number } {
  const roof = Math.max(...profile.outline.map(([, h]) => h))
  // Width lost per unit of height above the belt line; the same for every point, so each side of the glasshouse is one plane.
  const lean = (TUMBLEHOME[body] * halfWidth) / Math.max(1, roof - profile.beltHeight)
  return { at: (h) => halfWidth - lean * Math.max(0, h - profile.beltHeight), lean }
}

function outlineSegments(profile: Profile): Segment[] {
  const belt = profile.beltHeight
  return profile.outline.flatMap((from, index): Segment[] => {
    const to = profile.outline[index + 1]
    if (!to) return []
    if ((from[1] - belt) * (to[1] - belt) >= 0) return [{ from, to, index }]
    const t = (belt - from[1]) / (to[1] - from[1])
    return [{ from, to, index, onBelt: [lerp(from[0], to[0], t), belt] }]
  })
}

/** The part of a polygon below (or above) the belt line (Sutherland–Hodgman against one line). */
function clipAtHeight(points: readonly Point[], height: number, keepBelow: boolean): Point[] {
  const inside = ([, h]: Point) => (keepBelow ? h <= height + 1e-9 : h >= height - 1e-9)
  const kept: Point[] = []
  points.forEach((point, i) => {
    const next = points[(i + 1) % points.length] ?? point
    if (inside(point)) kept.push(point)
    if (inside(point) !== inside(next)) {
      const t = (height - point[1]) / (next[1] - point[1])
      kept.push([lerp(point[0], next[0], t), height])
    }
  })
  return kept
}

/** An axis-aligned box as six faces with outward normals (head rests, the folded roof, door mirrors). */
function box([x0, x1]: readonly [number, number], [y0, y1]: readonly [number, number], [z0, z1]: readonly [number, number], material: Material): Face[] {
  const face = (corners: Vec3[], normal: Vec3): Face => ({ corners, normal, material, details: [] })
  return [
    face(
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      [0, 1, 0],
    ),
    face(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      [0, -1, 0],
    ),
    face(
      [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
      [-1, 0, 0],
    ),
    face(
      [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
      [1, 0, 0],
    ),
    face(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      [0, 0, -1],
    ),
    face(
      [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      [0, 0, 1],
    ),
  ]
}

/**
 * A rectangle on the front or rear face: u across the car (0 = +z edge, 1 = −z edge), v down the
 * face (0 = top, 1 = bottom). The same fractions as the stock pictures' three-quarter views.
 */
function endFacePatch(segment: Segment, at: HalfWidthAt, [u0, u1]: readonly [number, number], [v0, v1]: readonly [number, number], fill: string): Detail {
  const [high, bottom] = segment.from[1] > segment.to[1] ? [segment.from, segment.to] : [segment.to, segment.from]
  // A van's rear doors are three times as tall as a saloon's boot lid: lamps and plate stay in its lower part.
  const reach = Math.min(1, MAX_END_FACE_HEIGHT / Math.max(1, high[1] - bottom[1]))
  const top: Point = [lerp(bottom[0], high[0], reach), lerp(bottom[1], high[1], reach)]
  const pointAt = (u: number, v: number): Vec3 => {
    const x = lerp(top[0], bottom[0], v)
    const h = lerp(top[1], bottom[1], v)
    return [x, h, lerp(1, -1, u) * at(h)]
  }
  return { kind: 'patch', corners: [pointAt(u0, v0), pointAt(u1, v0), pointAt(u1, v1), pointAt(u0, v1)], fill }
}

function endFaceDetails(profile: Profile, segment: Segment, at: HalfWidthAt): Detail[] {
  if (segment.index === profile.frontFace) {
    return [
      endFacePatch(segment, at, [0.05, 0.28], [0.08, 0.32], HEADLAMP),
      endFacePatch(segment, at, [0.72, 0.95], [0.08, 0.32], HEADLAMP),
      endFacePatch(segment, at, [0.34, 0.66], [0.2, 0.62], GRILLE),
      endFacePatch(segment, at, [0.38, 0.62], [0.7, 0.88], PLATE),
    ]
  }
  if (segment.index === profile.rearFace) {
    return [
      endFacePatch(segment, at, [0.04, 0.26], [0.06, 0.3], TAIL_LAMP),
      endFacePatch(segment, at, [0.74, 0.96], [0.06, 0.3], TAIL_LAMP),
      endFacePatch(segment, at, [0.38, 0.62], [0.45, 0.66], PLATE),
    ]
  }
  return []
}

/** Open-top cars: head rests and the folded roof stand on the rear deck. */
function cockpitSolids(profile: Profile, halfWidth: number): Detail[] {
  if (!profile.cockpit) return []
  const headrests = profile.cockpit.headrests.flatMap((x) =>
    SIDES.map((side): Detail => ({
      kind: 'solid',
      faces: box([x - 16, x + 16], [150, 204], [side * halfWidth * 0.42 - 24, side * halfWidth * 0.42 + 24], 'trim'),
    })),
  )
  const [from, to] = profile.cockpit.roofCover
  // The open cockpit: a dark well between the windscreen and the folded roof, the head rests standing in it.
  const well = cockpitWell(profile, halfWidth * 0.78, from)
  return [...well, ...headrests, { kind: 'solid', faces: box([from, to], [150, 178], [-halfWidth * 0.8, halfWidth * 0.8], 'trim') }]
}

/** The cockpit opening on the deck, from just behind the windscreen to the folded roof. */
function cockpitWell(profile: Profile, halfWidth: number, rearX: number): Detail[] {
  const deck = outlineSegments(profile).find((segment) => segment.from[0] < rearX && segment.to[0] >= rearX)
  if (!deck) return []
  const heightAt = (x: number) => lerp(deck.from[1], deck.to[1], (x - deck.from[0]) / (deck.to[0] - deck.from[0])) + 0.5
  const [front, rear] = [deck.from[0] + 12, rearX]
  return [
    {
      kind: 'patch',
      corners: [
        [front, heightAt(front), halfWidth],
        [rear, heightAt(rear), halfWidth],
        [rear, heightAt(rear), -halfWidth],
        [front, heightAt(front), -halfWidth],
      ],
      fill: TRIM,
    },
  ]
}

/** The faces along the outline: bumpers, bonnet, windscreen, roof, rear window, boot, each across the car. */
function outlineFaces(profile: Profile, at: HalfWidthAt, halfWidth: number): Face[] {
  const cockpit = cockpitSolids(profile, halfWidth)
  return outlineSegments(profile).map((segment): Face => {
    const { from, to, index } = segment
    const [dx, dh] = [to[0] - from[0], to[1] - from[1]]
    // The outline runs front-bottom → roof → rear-bottom, so the outside is to the left of each step.
    const normal = normalise([-dh, dx, 0])
    // A face crossing the belt line bends in its plane where the glasshouse starts to lean: six corners, still flat.
    const along = segment.onBelt ? [from, segment.onBelt, to] : [from, to]
    const corners: Vec3[] = [...along.map(([x, h]): Vec3 => [x, h, at(h)]), ...[...along].reverse().map(([x, h]): Vec3 => [x, h, -at(h)])]
    const material: Material = profile.glass.includes(index) ? 'glass' : index === profile.bed ? 'bed' : 'paint'
    // The open cockpit belongs to the deck it is cut into, so it is painted just after the deck.
    const foldedRoofX = profile.cockpit?.roofCover[0]
    const isDeck = foldedRoofX !== undefined && from[0] < foldedRoofX && to[0] >= foldedRoofX
    return { corners, normal, material, details: [...endFaceDetails(profile, segment, at), ...(isDeck ? cockpit : [])] }
  })
}

/** One side of the car: the body below the belt line (flat) and the glasshouse above it (leaning in). */
function sideFaces(profile: Profile, at: HalfWidthAt, lean: number, side: Side): Face[] {
  const segments = outlineSegments(profile)
  const first = segments[0]
  if (!first) return []
  const outline = [first.from, ...segments.flatMap((segment) => (segment.onBelt ? [segment.onBelt, segment.to] : [segment.to]))]
  const onSide = ([x, h]: Point): Vec3 => [x, h, side * at(h)]
  const belt = profile.beltHeight

  const lower = clipAtHeight(outline, belt, true)
  const upper = clipAtHeight(outline, belt, false)

  const seams = profile.seams.map((x): Detail => ({
    kind: 'line',
    from: onSide([x, belt]),
    to: onSide([x, profile.wheelRadius * 0.9]),
    tone: 'seam',
    width: 2,
  }))
  const windowXs = profile.windows.flat().map(([x]) => x)
  const beltLine: Detail = {
    kind: 'line',
    from: onSide([Math.min(...windowXs), belt - 3]),
    to: onSide([Math.max(...windowXs), belt - 3]),
    tone: 'highlight',
    width: 3,
  }
  // Head lamp and tail lamp wrap round the corners, as in the stock side view.
  const lamp = (profile.outline[1]?.[1] ?? 110) - 14
  const length = profile.length
  const lamps: Detail[] = [
    { kind: 'patch', corners: [onSide([2, lamp]), onSide([48, lamp + 4]), onSide([44, lamp - 14]), onSide([2, lamp - 16])], fill: HEADLAMP },
    {
      kind: 'patch',
      corners: [onSide([length - 2, lamp + 8]), onSide([length - 40, lamp + 8]), onSide([length - 40, lamp - 10]), onSide([length - 2, lamp - 10])],
      fill: TAIL_LAMP,
    },
  ]
  const windows = profile.windows.map((window): Detail => ({ kind: 'patch', corners: window.map(onSide), fill: GLASS }))

  return [
    { corners: lower.map(onSide), normal: [0, 0, side], material: 'sidePaint', details: [...seams, beltLine, ...lamps] },
    // The glasshouse side is the plane side·z = half width − lean·(h − belt): its normal leans up by `lean`.
    { corners: upper.map(onSide), normal: normalise([0, lean, side]), material: 'paint', details: windows, mirrorSide: side },
  ]
}

/** Door mirrors at the foot of the windscreen pillar, standing out of the side. */
function mirrorFaces(profile: Profile, halfWidth: number, side: Side): Face[] {
  const windscreen = profile.outline[profile.glass[0] ?? 0] ?? [0, profile.beltHeight]
  const x = windscreen[0] + 12
  const belt = profile.beltHeight
  const z: readonly [number, number] = side > 0 ? [halfWidth - 6, halfWidth + 30] : [-halfWidth - 30, -halfWidth + 6]
  return box([x, x + 34], [belt + 6, belt + 34], z, 'paint')
}

function carModel(body: CarBody): CarModel {
  const profile = PROFILES[body]
  const halfWidth = CAR_WIDTH[body] / 2
  const { at, lean } = halfWidthAt(profile, body, halfWidth)
  const faces = [...outlineFaces(profile, at, halfWidth), ...SIDES.flatMap((side) => sideFaces(profile, at, lean, side))]
  const outerZ = halfWidth - TYRE_INSET
  const wheels = profile.axles.flatMap((axle) =>
    SIDES.map((side): Wheel => ({ axle, radius: profile.wheelRadius, side, outerZ: side * outerZ, innerZ: side * (outerZ - TYRE_WIDTH) })),
  )
  return { profile, halfWidth, faces, mirrors: { 1: mirrorFaces(profile, halfWidth, 1), [-1]: mirrorFaces(profile, halfWidth, -1) }, wheels }
}

// ---------------------------------------------------------------------------------------------
// Drawing
// ---------------------------------------------------------------------------------------------

const path = (points: readonly XY[]) => `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join(' L')} Z`

function centroidDepth(view: View, points: readonly Vec3[]): number {
  return points.reduce((sum, point) => sum + view.depth(point), 0) / Math.max(1, points.length)
}

/** Lit paint: faces towards the light are lighter, faces away darker. */
function litColour(material: Material, brightness: number, paint: string): string {
  switch (material) {
    case 'paint':
    case 'sidePaint':
      return shade(paint, clamp(brightness * 0.34 - 0.1, -0.42, 0.3))
    case 'glass':
      return shade(GLASS, clamp(brightness * 0.12 - 0.04, -0.25, 0.08))
    case 'bed':
      return shade(paint, -0.6)
    case 'trim':
      return shade(TRIM, clamp(brightness * 0.18, -0.3, 0.16))
  }
}

type Palette = { paint: string; edge: string; seam: string; highlight: string }

function drawDetail(view: View, detail: Detail, palette: Palette): string {
  switch (detail.kind) {
    case 'patch':
      return `<path d="${path(detail.corners.map(view.project))}" fill="${detail.fill}"/>`
    case 'line': {
      const [[x1, y1], [x2, y2]] = [view.project(detail.from), view.project(detail.to)]
      const stroke = palette[detail.tone]
      return `<path d="M${num(x1)} ${num(y1)} L${num(x2)} ${num(y2)}" stroke="${stroke}" stroke-width="${detail.width}" stroke-linecap="round"/>`
    }
    case 'solid':
      return drawSolid(view, detail.faces, palette)
  }
}

function drawFace(view: View, face: Face, palette: Palette, fill = litColour(face.material, view.brightness(face.normal), palette.paint)): string {
  const outline = `<path d="${path(face.corners.map(view.project))}" fill="${fill}" stroke="${palette.edge}" stroke-width="1.5" stroke-linejoin="round"/>`
  return [outline, ...face.details.map((detail) => drawDetail(view, detail, palette))].join('')
}

/** A small convex solid: its faces towards the viewer never overlap, so far-to-near is exact. */
function drawSolid(view: View, faces: readonly Face[], palette: Palette): string {
  return faces
    .filter((face) => view.facing(face.normal) > 1e-6)
    .map((face) => ({ face, depth: centroidDepth(view, face.corners) }))
    .sort((a, b) => a.depth - b.depth)
    .map(({ face }) => drawFace(view, face, palette))
    .join('')
}

/** Andrew's monotone chain: the outline of a tyre seen from any angle is the hull of its two rims. */
function convexHull(points: readonly XY[]): XY[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const cross = (o: XY, a: XY, b: XY) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const half = (list: readonly XY[]) => {
    const chain: XY[] = []
    for (const point of list) {
      while (chain.length >= 2 && cross(chain[chain.length - 2] ?? point, chain[chain.length - 1] ?? point, point) <= 0) chain.pop()
      chain.push(point)
    }
    chain.pop()
    return chain
  }
  return [...half(sorted), ...half([...sorted].reverse())]
}

function tyrePoints(wheel: Wheel): Vec3[] {
  return [wheel.outerZ, wheel.innerZ].flatMap((z) =>
    Array.from({ length: TYRE_SAMPLES }, (_, i): Vec3 => {
      const angle = (i / TYRE_SAMPLES) * Math.PI * 2
      return [wheel.axle + Math.cos(angle) * wheel.radius, wheel.radius + Math.sin(angle) * wheel.radius, z]
    }),
  )
}

/** The dark tyre seen from any angle; painted before the body, which covers all but what shows under the sills. */
function drawTyre(view: View, wheel: Wheel): string {
  return `<path d="${path(convexHull(tyrePoints(wheel).map(view.project)))}" fill="${TYRE}"/>`
}

/**
 * The outer face of a wheel on the side turned to the viewer: arch shadow, tyre wall, rim, spokes
 * and hub, as in the stock side view. A circle in the side plane projects to an ellipse, so it is
 * drawn once in the wheel's own plane and mapped onto the canvas by the projection's matrix.
 */
function drawWheelFace(view: View, wheel: Wheel): string {
  const centre: Vec3 = [wheel.axle, wheel.radius, wheel.outerZ]
  const [ox, oy] = view.project(centre)
  const [ax, ay] = view.project([centre[0] + 1, centre[1], centre[2]])
  const [bx, by] = view.project([centre[0], centre[1] + 1, centre[2]])
  const m = (value: number) => String(Math.round(value * 10000) / 10000)
  const matrix = `matrix(${m(ax - ox)} ${m(ay - oy)} ${m(bx - ox)} ${m(by - oy)} ${num(ox)} ${num(oy)})`
  const r = wheel.radius
  const spokes = [0, 72, 144, 216, 288]
    .map((degrees) => {
      const angle = (degrees * Math.PI) / 180
      return `<path d="M0 0 L${num(Math.cos(angle) * r * 0.55)} ${num(Math.sin(angle) * r * 0.55)}" stroke="#9aa1aa" stroke-width="${num(r * 0.12)}" stroke-linecap="round"/>`
    })
    .join('')
  return [
    `<g transform="${matrix}">`,
    `<circle r="${num(r + 9)}" fill="${TYRE}"/>`,
    `<circle r="${num(r)}" fill="#1b1d21"/>`,
    `<circle r="${num(r * 0.62)}" fill="#c9ced6"/>`,
    spokes,
    `<circle r="${num(r * 0.16)}" fill="#5d636b"/>`,
    '</g>',
  ].join('')
}

/** A soft shadow of the car's footprint, and a darker one right under it. */
function drawShadow(view: View, model: CarModel): string {
  const footprint = (margin: number, widthShare: number) => {
    const z = model.halfWidth * widthShare
    const corners: Vec3[] = [
      [-margin, 0, z],
      [model.profile.length + margin, 0, z],
      [model.profile.length + margin, 0, -z],
      [-margin, 0, -z],
    ]
    return path(corners.map(view.project))
  }
  return [
    `<path d="${footprint(40, 1.25)}" fill="#000000" opacity="0.2" filter="url(#shadow-soft)"/>`,
    `<path d="${footprint(0, 0.95)}" fill="#000000" opacity="0.32" filter="url(#shadow-contact)"/>`,
  ].join('\n  ')
}

/** A plain studio: a pale wall curving into a slightly darker floor, no horizon line. */
function studioBackdrop(): string {
  return [
    '<defs>',
    '<linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f8fa"/><stop offset="0.5" stop-color="#e8ebee"/><stop offset="0.62" stop-color="#dde1e5"/><stop offset="1" stop-color="#cbd0d6"/></linearGradient>',
    '<radialGradient id="floor-light" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    '<filter id="shadow-soft" x="-30%" y="-60%" width="160%" height="220%"><feGaussianBlur stdDeviation="22"/></filter>',
    '<filter id="shadow-contact" x="-20%" y="-40%" width="140%" height="180%"><feGaussianBlur stdDeviation="7"/></filter>',
    '</defs>',
    `<rect width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" fill="url(#studio)"/>`,
    `<ellipse cx="${CENTRE_X}" cy="${GROUND_Y}" rx="620" ry="170" fill="url(#floor-light)"/>`,
  ].join('\n  ')
}

type Drawable = { depth: number; svg: string }

/** Everything of the body that faces the viewer, far to near. */
function bodyDrawables(view: View, model: CarModel, palette: Palette, sideFill: string): Drawable[] {
  const mirrorsDrawn = new Set<Side>()
  const drawables = model.faces
    .filter((face) => view.facing(face.normal) > 1e-6)
    .map((face): Drawable => {
      // A mirror on a glasshouse side that shows sits on that side, so it is painted with it
      // (sorted on its own it could land behind the side it stands on).
      const { mirrorSide } = face
      if (mirrorSide !== undefined) mirrorsDrawn.add(mirrorSide)
      const mirror = mirrorSide === undefined ? '' : drawSolid(view, model.mirrors[mirrorSide], palette)
      const fill = face.material === 'sidePaint' ? sideFill : undefined
      return { depth: centroidDepth(view, face.corners), svg: drawFace(view, face, palette, fill) + mirror }
    })
  // A mirror whose side does not show sticks out past the front or rear: painted in depth order.
  for (const side of SIDES) {
    if (mirrorsDrawn.has(side)) continue
    const mirror = model.mirrors[side]
    drawables.push({
      depth: centroidDepth(
        view,
        mirror.flatMap((face) => face.corners),
      ),
      svg: drawSolid(view, mirror, palette),
    })
  }
  return drawables.sort((a, b) => a.depth - b.depth)
}

function assertSpinArguments(body: CarBody, colour: CarColour, frame: number): void {
  if (!isCarBody(body)) throw new RangeError(`unknown body type ${String(body)}`)
  if (!isCarColour(colour)) throw new RangeError(`unknown colour ${String(colour)}`)
  if (!Number.isInteger(frame) || frame < 0 || frame >= SPIN_FRAMES) throw new RangeError(`spin frame must be 0-${SPIN_FRAMES - 1}, got ${frame}`)
}

/** One frame of the exterior 360 view: the car seen from frame × 10° round, on a studio floor. */
export function carSpinFrameSvg(body: CarBody, colour: CarColour, frame: number): string {
  assertSpinArguments(body, colour, frame)
  const model = carModel(body)
  const view = cameraView(model.profile, frame)
  const paint = COLOUR_HEX[colour]
  const palette: Palette = { paint, edge: shade(paint, -0.35), seam: shade(paint, -0.3), highlight: shade(paint, 0.3) }

  // The side that shows (if any) gets the stock pictures' top-to-bottom paint gradient, lit for this angle.
  const shownSide: Side = view.facing([0, 0, 1]) >= view.facing([0, 0, -1]) ? 1 : -1
  const sideBase = litColour('sidePaint', view.brightness([0, 0, shownSide]), paint)
  const sideGradient = `<defs><linearGradient id="side-paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(sideBase, 0.16)}"/><stop offset="0.55" stop-color="${sideBase}"/><stop offset="1" stop-color="${shade(sideBase, -0.25)}"/></linearGradient></defs>`

  const byDepth = <T>(items: readonly T[], depthOf: (item: T) => number) => [...items].sort((a, b) => depthOf(a) - depthOf(b))
  const wheelDepth = (wheel: Wheel) => view.depth([wheel.axle, wheel.radius, (wheel.outerZ + wheel.innerZ) / 2])
  const tyres = byDepth(model.wheels, wheelDepth).map((wheel) => drawTyre(view, wheel))
  const wheelFaces = byDepth(
    model.wheels.filter((wheel) => view.facing([0, 0, wheel.side]) > 0.02),
    wheelDepth,
  ).map((wheel) => drawWheelFace(view, wheel))

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" viewBox="0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}">
  ${studioBackdrop()}
  ${sideGradient}
  ${drawShadow(view, model)}
  ${tyres.join('\n  ')}
  ${bodyDrawables(view, model, palette, 'url(#side-paint)')
    .map((drawable) => drawable.svg)
    .join('\n  ')}
  ${wheelFaces.join('\n  ')}
</svg>`
}

/** The canvas box the car itself (body, mirrors and tyres, without shadow) covers in a frame. */
export function carSpinFrameBounds(body: CarBody, frame: number): { left: number; right: number; top: number; bottom: number } {
  assertSpinArguments(body, 'white', frame)
  const model = carModel(body)
  const view = cameraView(model.profile, frame)
  const points = [
    ...model.faces.flatMap((face) => face.corners),
    ...SIDES.flatMap((side) => model.mirrors[side].flatMap((face) => face.corners)),
    ...model.wheels.flatMap(tyrePoints),
  ].map(view.project)
  const xs = points.map(([x]) => x)
  const ys = points.map(([, y]) => y)
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) }
}
