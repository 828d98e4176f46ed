'use client'

import { memo, useState } from 'react'

export type BrandLogo = { url: string; width?: number | null; height?: number | null }

/** Dark hues white text reads on (contrast ≥ 4.5:1), picked per brand so a list is told apart. */
const HUES = ['#1d3b6e', '#7a1f2b', '#1f5b3a', '#4a2a73', '#6b3d12', '#0f4f5c', '#5c1d52', '#333a44'] as const

/** 'Volvo' → 'V', 'Alfa Romeo' → 'AR', 'Mercedes-Benz' → 'MB', 'BYD' → 'BYD', 'MG' → 'MG'. */
export function monogramOf(brand: string): string {
  const words = brand.split(/[\s-]+/).filter(Boolean)
  if (words.length > 1)
    return words
      .slice(0, 2)
      .map((w) => w[0]!.toLocaleUpperCase('sv'))
      .join('')
  const word = words[0] ?? '?'
  return word.length <= 3 && word === word.toLocaleUpperCase('sv') ? word : word[0]!.toLocaleUpperCase('sv')
}

export function hueOf(brand: string): string {
  let hash = 0
  for (const char of brand.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return HUES[hash % HUES.length]!
}

/**
 * A brand's mark (spec 03 §2.4 brand logos): its logo from the site's brand row when there is one,
 * hidden when it fails to load (spec 03 §8), otherwise a drawn monogram badge. Decorative: the
 * brand's name is always written beside it. Memoised: the flow renders again once the tab's stored
 * booking is read after hydration, and the header's list of authorised brands (32 on the demo) need not.
 */
export const BrandMark = memo(function BrandMark({ brand, logo, size = 28 }: { brand: string; logo?: BrandLogo; size?: number }) {
  const [failed, setFailed] = useState(false)
  if (logo && !failed)
    return (
      // A small vector logo from the CMS; next/image passes SVGs through unoptimised anyway.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={logo.url} alt="" aria-hidden="true" height={size} width={size} className="h-7 w-auto" data-brand-mark={brand} onError={() => setFailed(true)} />
    )
  if (logo && failed) return null
  const text = monogramOf(brand)
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" className="shrink-0" data-brand-mark={brand}>
      <circle cx="16" cy="16" r="15" fill={hueOf(brand)} />
      <circle cx="16" cy="16" r="12.5" fill="none" stroke="#fff" strokeOpacity="0.55" strokeWidth="1" />
      <text
        x="16"
        y="16"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
        fontWeight="700"
        fontSize={text.length > 2 ? 9 : text.length > 1 ? 11 : 14}
      >
        {text}
      </text>
    </svg>
  )
})
