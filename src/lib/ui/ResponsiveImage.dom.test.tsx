// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { ResponsiveImage } from './ResponsiveImage'

afterEach(() => {
  cleanup()
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove())
})

describe('ResponsiveImage (issue 39: next/image without a client component)', () => {
  it('asks the optimizer for each width the sizes need, and loads a picture below the first screen lazily', () => {
    render(<ResponsiveImage src="/api/media/file/hall.jpg" alt="Our showroom" width={1600} height={900} sizes="100vw" />)
    const img = screen.getByRole('img', { name: 'Our showroom' })
    expect(img.getAttribute('srcset')).toContain('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fhall.jpg&w=640&q=75 640w')
    expect(img.getAttribute('sizes')).toBe('100vw')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull()
  })

  it('loads the preload picture at once and names it in the head with its srcset', async () => {
    render(<ResponsiveImage src="/api/media/file/hero.jpg" alt="" fill sizes="100vw" preload fetchPriority="high" />)
    const img = document.querySelector('img')!
    expect(img.getAttribute('loading')).toBeNull()
    expect(img.getAttribute('fetchpriority')).toBe('high')
    await waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull())
    const link = document.head.querySelector('link[rel="preload"][as="image"]')!
    expect(link.getAttribute('imagesrcset')).toContain('hero.jpg&w=1920&q=75 1920w')
    expect(link.getAttribute('imagesizes')).toBe('100vw')
  })
})
