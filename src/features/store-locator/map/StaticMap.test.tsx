import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { StaticMap } from './StaticMap'

describe('StaticMap', () => {
  it('is a picture with its text alternative in the server HTML, sized by the caller, with the map beside the picture (not inside it: its attribution is interactive)', () => {
    const html = renderToString(<StaticMap centre={{ lat: 57.87, lng: 11.98 }} label="Karta: Nordbil Kungälv, Kongahällavägen 5, Kungälv" className="h-64" />)
    expect(html).toMatch(
      /^<div class="[^"]*h-64[^"]*"><div role="img" aria-label="Karta: Nordbil Kungälv, Kongahällavägen 5, Kungälv" class="absolute inset-0"><\/div>/,
    )
  })
})
