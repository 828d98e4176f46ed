import { describe, expect, it } from 'vitest'

import { scriptJson } from './script-json'

describe('scriptJson', () => {
  it('cannot close the script element: no "<" is left, and the JSON reads back the same', () => {
    const data = { name: '</script><script>alert(1)</script>', comment: '<!-- x -->', nested: ['</SCRIPT >', 'a < b'] }
    const text = scriptJson(data)
    expect(text).not.toContain('<')
    expect(text.toLowerCase()).not.toContain('</script')
    expect(JSON.parse(text)).toEqual(data)
  })

  it('is a JavaScript string literal for a string (the message banner and the number warm-up write one into code)', () => {
    const text = scriptJson('</script>"\'\\')
    expect(text).toBe('"\\u003c/script>\\"\'\\\\"')
    // Evaluated as JavaScript, the literal is the original string.
    expect(new Function(`return ${text}`)()).toBe('</script>"\'\\')
  })

  it('leaves text without "<" as JSON.stringify writes it', () => {
    expect(scriptJson({ '@type': 'WebSite', url: 'https://nordbil.se/?a=1&b=2' })).toBe(
      JSON.stringify({ '@type': 'WebSite', url: 'https://nordbil.se/?a=1&b=2' }),
    )
  })
})
