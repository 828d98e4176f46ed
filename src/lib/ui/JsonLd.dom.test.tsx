// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { JsonLd } from './JsonLd'

afterEach(cleanup)

const HOSTILE = { '@type': 'Car', name: 'Volvo </script><script>alert(1)</script>' }

describe('JsonLd', () => {
  it('server HTML: one JSON-LD script that a "</script>" in the data cannot end', () => {
    const html = renderToStaticMarkup(<JsonLd data={HOSTILE} />)
    expect(html.match(/<\/script>/gi)).toHaveLength(1)
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true)
    const inner = html.slice('<script type="application/ld+json">'.length, -'</script>'.length)
    expect(JSON.parse(inner)).toEqual(HOSTILE)
  })

  it('in the page: a single script element whose text parses back to the data', () => {
    const { container } = render(
      <div>
        <JsonLd data={HOSTILE} />
      </div>,
    )
    const scripts = container.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.type).toBe('application/ld+json')
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(HOSTILE)
  })
})
