import { describe, expect, it } from 'vitest'

import { footerColumnSpan, footerColumnsLayout, infoFieldClass } from './footer-layout'

const column = (items: number) => ({ items: Array.from({ length: items }, (_, i) => `link ${i}`) })

describe('footer columns layout (spec 01 §2.5, §9)', () => {
  it('lets a column of 2 or fewer items span 2 grid columns, longer ones 1', () => {
    expect([0, 1, 2, 3, 8].map(footerColumnSpan)).toEqual([2, 2, 2, 1, 1])
  })

  it('uses a 2-column grid while everything fits in 2 columns', () => {
    expect(footerColumnsLayout([])).toEqual({ gridColumns: 2, spans: [] })
    expect(footerColumnsLayout([column(5)])).toEqual({ gridColumns: 2, spans: [1] })
    expect(footerColumnsLayout([column(5), column(4)])).toEqual({ gridColumns: 2, spans: [1, 1] })
    // One short column fills the whole 2-column row.
    expect(footerColumnsLayout([column(2)])).toEqual({ gridColumns: 2, spans: [2] })
  })

  it('switches to a 4-column grid when the columns need more than 2', () => {
    expect(footerColumnsLayout([column(3), column(3), column(3)])).toEqual({ gridColumns: 4, spans: [1, 1, 1] })
    expect(footerColumnsLayout([column(1), column(6)])).toEqual({ gridColumns: 4, spans: [2, 1] })
    expect(footerColumnsLayout([column(2), column(2)])).toEqual({ gridColumns: 4, spans: [2, 2] })
  })

  it('only ever answers 2 or 4 grid columns', () => {
    for (let n = 0; n < 12; n++) {
      const columns = Array.from({ length: n }, (_, i) => column(i % 5))
      expect([2, 4]).toContain(footerColumnsLayout(columns).gridColumns)
    }
  })

  it('gives the first info field the full width only when asked', () => {
    expect(infoFieldClass(0, true)).toBe('md:col-span-2')
    expect(infoFieldClass(0, false)).toBe('md:col-span-1')
    expect(infoFieldClass(1, true)).toBe('md:col-span-1')
  })
})
