import sharp from 'sharp'

/**
 * Demo artwork drawn here as SVG (no trademarked logos): word-mark logos, favicons and scenic
 * images in each site's colours. Deterministic: the same input always gives the same bytes.
 */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

export function logoSvg(name: string, accent: string, ink: string): string {
  const width = Math.max(150, 40 + name.length * 17)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="55" viewBox="0 0 ${width} 55">
  <rect x="2" y="10" width="34" height="34" rx="8" fill="${accent}"/>
  <path d="M9 33 L15 21 H27 L31 33" fill="none" stroke="${ink === '#ffffff' ? '#111111' : '#ffffff'}" stroke-width="3" stroke-linejoin="round"/>
  <text x="44" y="36" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="${ink}">${esc(name)}</text>
</svg>`
}

/** A car brand's word mark for the footer: the name in the brand colour (no trademarked artwork). */
export function brandMarkSvg(name: string, colour: string): string {
  const width = Math.max(96, 24 + name.length * 14)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">
  <rect x="1" y="1" width="${width - 2}" height="38" rx="19" fill="none" stroke="${colour}" stroke-width="2"/>
  <text x="${width / 2}" y="26" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" letter-spacing="1" fill="${colour}">${esc(name.toUpperCase())}</text>
</svg>`
}

export function faviconSvg(letter: string, accent: string, ink: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${accent}"/>
  <text x="32" y="44" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="36" font-weight="700" fill="${ink}">${esc(letter)}</text>
</svg>`
}

/** A road landscape with a car silhouette: hero and article images. */
export function sceneSvg(accent: string, sky: string, ground: string, variant: number): string {
  const sunX = 180 + (variant % 5) * 210
  const hillY = 420 + (variant % 3) * 30
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#s)"/>
  <circle cx="${sunX}" cy="200" r="90" fill="#ffffff" opacity="0.8"/>
  <path d="M0 ${hillY} C 300 ${hillY - 120}, 600 ${hillY + 40}, 900 ${hillY - 60} S 1400 ${hillY - 10}, 1600 ${hillY - 90} V 900 H 0 Z" fill="${ground}"/>
  <path d="M0 700 H1600 V820 H0 Z" fill="#3b3f45"/>
  <path d="M0 757 H1600" stroke="#f2f2f2" stroke-width="8" stroke-dasharray="60 50"/>
  <g transform="translate(${520 + (variant % 4) * 60} 560)">
    <path d="M0 150 C 10 110, 40 100, 90 95 L 200 40 C 240 22, 380 20, 440 40 L 540 95 C 600 100, 640 120, 650 150 L 650 175 H 0 Z" fill="${accent}"/>
    <path d="M215 55 L 300 48 V 95 H 150 Z M 320 48 L 420 52 L 500 95 H 320 Z" fill="#dfe8f0" opacity="0.9"/>
    <circle cx="140" cy="178" r="46" fill="#1b1d21"/><circle cx="140" cy="178" r="20" fill="#c9ced6"/>
    <circle cx="520" cy="178" r="46" fill="#1b1d21"/><circle cx="520" cy="178" r="20" fill="#c9ced6"/>
  </g>
</svg>`
}

export async function svgToPng(svg: string, width?: number): Promise<Buffer> {
  const image = sharp(Buffer.from(svg))
  return (width ? image.resize({ width }) : image).png({ compressionLevel: 9 }).toBuffer()
}

export async function svgToWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer()
}

/** An .ico file holding one PNG image (valid since Windows Vista; every browser reads it). */
export function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  const entry = Buffer.alloc(16)
  entry.writeUInt8(size >= 256 ? 0 : size, 0)
  entry.writeUInt8(size >= 256 ? 0 : size, 1)
  entry.writeUInt8(0, 2) // no palette
  entry.writeUInt8(0, 3)
  entry.writeUInt16LE(1, 4) // colour planes
  entry.writeUInt16LE(32, 6) // bits per pixel
  entry.writeUInt32LE(png.length, 8)
  entry.writeUInt32LE(6 + 16, 12)
  return Buffer.concat([header, entry, png])
}
