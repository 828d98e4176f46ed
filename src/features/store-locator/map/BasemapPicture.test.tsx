import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { BasemapPicture } from './BasemapPicture'

describe('BasemapPicture', () => {
  const html = renderToString(<BasemapPicture centre={{ lat: 57.7, lng: 11.97 }} zoom={12} label="Karta: Nordbil Göteborg, Hisingen" className="h-64" />)

  it('is a picture named by its label, sized by the caller, drawn in the server HTML with no script', () => {
    expect(html).toMatch(/^<div role="img" aria-label="Karta: Nordbil Göteborg, Hisingen" data-static-map="" class="[^"]*h-64[^"]*">/)
    expect(html).toMatch(/<svg aria-hidden="true" focusable="false" width="1600" height="1000"/)
    expect(html).toMatch(/<path d="M[^"]+Z" fill-rule="evenodd" class="fill-background"/)
    expect(html).not.toContain('<script')
  })

  it('draws the marker in the middle, hidden from the accessibility tree (the label says where)', () => {
    expect(html).toMatch(/<div aria-hidden="true" class="absolute top-1\/2 left-1\/2 [^"]*bg-accent[^"]*"><svg/)
    expect(renderToString(<BasemapPicture centre={{ lat: 57.7, lng: 11.97 }} label="Karta" marker={false} />)).not.toContain('bg-accent')
  })
})
