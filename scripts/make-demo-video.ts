/**
 * Makes the demo stock's walk-around video, public/demo-media/walkaround.webm (DEMO_VIDEO_PATH):
 * the exterior 360 frames of one car, turned twice, recorded in Chromium.
 *   npx tsx scripts/make-demo-video.ts
 * The frames are drawn here (no server needed) and handed to the page as SVG data URLs; the page
 * paints them onto a canvas at a steady frame rate while a MediaRecorder records the canvas.
 * Run it again only when the car artwork changes; the file is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { chromium } from 'playwright-core'

import { carSpinFrameBounds, carSpinFrameSvg } from '../src/demo/stock/car-spin-artwork'
import { DEMO_VIDEO_PATH, SPIN_FRAMES } from '../src/demo/stock/extra-media-paths'
import type { CarBody, CarColour } from '../src/demo/stock/vocabulary'
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../tests/e2e/browser'

const BODY: CarBody = 'suv'
const COLOUR: CarColour = 'blue'
/** 16:9 at 12 frames a second; two turns of 36 frames = 6 s. */
const VIDEO = { width: 960, height: 540, framesPerSecond: 12, turns: 2, bitsPerSecond: 600_000 }
const FRAME = { width: 1200, height: 800 }
/** Every WebM (Matroska) file starts with the EBML magic number. */
const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3])

type RecordOptions = {
  width: number
  height: number
  framesPerSecond: number
  turns: number
  bitsPerSecond: number
  crop: { x: number; y: number; width: number; height: number }
}
type Recording = { base64: string; mimeType: string; playback: { width: number; height: number } }
/** The page's window once RECORDER_SCRIPT has run. */
type RecorderWindow = { recordSpin: (options: RecordOptions) => Promise<Recording> }

/**
 * The 16:9 part of the 3:2 frames the video shows: the full width, and the band that holds the car
 * at every angle (its highest and lowest points over the whole turn), centred on it.
 */
function cropFor(body: CarBody): RecordOptions['crop'] {
  const height = (FRAME.width * VIDEO.height) / VIDEO.width
  const bounds = Array.from({ length: SPIN_FRAMES }, (_, frame) => carSpinFrameBounds(body, frame))
  const top = Math.min(...bounds.map((b) => b.top))
  const bottom = Math.max(...bounds.map((b) => b.bottom))
  const y = Math.round(Math.min(FRAME.height - height, Math.max(0, (top + bottom) / 2 - height / 2)))
  return { x: 0, y, width: FRAME.width, height }
}

/**
 * Runs in the page, as plain JavaScript (tsx would wrap a TypeScript function passed to
 * page.evaluate in helpers the page does not have). `captureStream(0)` plus `requestFrame()` puts
 * exactly one video frame in the stream per painted car frame; the timer spaces them evenly.
 */
const RECORDER_SCRIPT = `
window.recordSpin = async (options) => {
  const canvas = document.querySelector('canvas')
  const context = canvas.getContext('2d')
  const images = [...document.querySelectorAll('img')]
  await Promise.all(images.map((image) => image.decode()))
  const mimeType = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8'].find((type) => MediaRecorder.isTypeSupported(type))
  if (!mimeType) throw new Error('This Chromium cannot record WebM')
  const stream = canvas.captureStream(0)
  const [track] = stream.getVideoTracks()
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: options.bitsPerSecond })
  const chunks = []
  recorder.ondataavailable = (event) => { if (event.data.size > 0) chunks.push(event.data) }
  const stopped = new Promise((resolve) => { recorder.onstop = resolve })
  const paint = (image) => {
    const { x, y, width, height } = options.crop
    context.drawImage(image, x, y, width, height, 0, 0, canvas.width, canvas.height)
    track.requestFrame()
  }
  paint(images[0])
  recorder.start()
  const start = performance.now()
  const total = options.turns * images.length
  for (let i = 0; i <= total; i++) {
    paint(images[i % images.length])
    const next = start + ((i + 1) * 1000) / options.framesPerSecond
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())))
  }
  recorder.stop()
  await stopped
  const blob = new Blob(chunks, { type: 'video/webm' })

  // Play the result back once: the browser must be able to decode what it recorded.
  const video = document.createElement('video')
  video.muted = true
  video.src = URL.createObjectURL(blob)
  await new Promise((resolve, reject) => { video.onloadeddata = resolve; video.onerror = () => reject(new Error('recorded video does not play')) })

  const dataUrl = await new Promise((resolve) => { const reader = new FileReader(); reader.onload = () => resolve(reader.result); reader.readAsDataURL(blob) })
  return { base64: String(dataUrl).slice(String(dataUrl).indexOf(',') + 1), mimeType, playback: { width: video.videoWidth, height: video.videoHeight } }
}
`

function pageHtml(frameUrls: readonly string[]): string {
  const images = frameUrls.map((url, frame) => `<img src="${url}" alt="frame ${frame}" hidden>`).join('')
  return `<!doctype html><html><body style="margin:0"><canvas width="${VIDEO.width}" height="${VIDEO.height}"></canvas>${images}<script>${RECORDER_SCRIPT}</script></body></html>`
}

const frameUrls = Array.from(
  { length: SPIN_FRAMES },
  (_, frame) => `data:image/svg+xml;base64,${Buffer.from(carSpinFrameSvg(BODY, COLOUR, frame)).toString('base64')}`,
)
const options: RecordOptions = { ...VIDEO, crop: cropFor(BODY) }

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: VIDEO.width, height: VIDEO.height } })
  await page.setContent(pageHtml(frameUrls))
  // An inline arrow, unnamed, so tsx adds nothing to it that the page would lack.
  const recording = await page.evaluate((recordOptions) => (window as unknown as RecorderWindow).recordSpin(recordOptions), options)
  const video = Buffer.from(recording.base64, 'base64')
  if (!video.subarray(0, 4).equals(WEBM_MAGIC)) throw new Error('the recording is not a WebM file')
  if (recording.playback.width !== VIDEO.width || recording.playback.height !== VIDEO.height)
    throw new Error(`the recording plays back at ${recording.playback.width}×${recording.playback.height}`)
  const file = path.join('public', DEMO_VIDEO_PATH)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, video)
  console.log(`${file}: ${recording.mimeType}, ${VIDEO.width}×${VIDEO.height}, ${(video.length / 1024).toFixed(0)} KB`)
} finally {
  await browser.close()
}
