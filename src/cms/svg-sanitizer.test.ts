import { beforeAll, describe, expect, it } from 'vitest'

import { sanitizeSvg } from './svg-sanitizer'

describe('sanitizeSvg', () => {
  // The first call loads the sanitizer's DOM (jsdom, seconds on a busy machine): not a test's time.
  beforeAll(() => sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"/>'), 60_000)

  it('keeps the drawing', async () => {
    const out = await sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/><text x="1" y="8">Volvo</text></svg>',
    )
    expect(out).toContain('<rect')
    expect(out).toContain('fill="#123456"')
    expect(out).toContain('Volvo')
  })

  it('drops script, event handlers, outside references and foreign HTML', async () => {
    const out = await sanitizeSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)"><script>alert(2)</script><a xlink:href="javascript:alert(3)"><circle r="4" onclick="alert(4)"/></a><image href="https://evil.example/x.png"/><foreignObject><iframe src="https://evil.example"></iframe></foreignObject></svg>`,
    )
    expect(out).toBeDefined()
    expect(out!).not.toMatch(/alert|script|onload|onclick|javascript:|evil\.example|iframe|foreignObject/i)
    expect(out).toContain('<circle')
  })

  it('refuses what is not an SVG drawing', async () => {
    expect(await sanitizeSvg('<html><body>hi</body></html>')).toBeUndefined()
    expect(await sanitizeSvg('not xml at all')).toBeUndefined()
  })
})
