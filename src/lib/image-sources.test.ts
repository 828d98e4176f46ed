import { describe, expect, it } from 'vitest'

import { isOptimizableImage } from './image-sources'

describe('isOptimizableImage', () => {
  it('takes CMS media on this site, with or without a query', () => {
    expect(isOptimizableImage('/api/media/file/xc60.jpg')).toBe(true)
    expect(isOptimizableImage('/-/media/bilar/xc60.webp?v=2')).toBe(true)
    expect(isOptimizableImage('/-/jssmedia/bilar/xc60.png')).toBe(true)
  })

  it('leaves drawings, other paths and hosts not listed to the browser', () => {
    // The demo stock's drawings: vectors, passed through unchanged by the optimizer.
    expect(isOptimizableImage('/stock-images/suv-red-1.svg')).toBe(false)
    expect(isOptimizableImage('/api/media/file/logo.SVG?x=1')).toBe(false)
    // Outside the local patterns the optimizer answers 400: a broken picture.
    expect(isOptimizableImage('/images/xc60.jpg')).toBe(false)
    expect(isOptimizableImage('//cdn.example.com/xc60.jpg')).toBe(false)
    expect(isOptimizableImage('https://cdn.example.com/xc60.jpg')).toBe(false)
    expect(isOptimizableImage('not a url')).toBe(false)
    expect(isOptimizableImage('')).toBe(false)
  })
})
