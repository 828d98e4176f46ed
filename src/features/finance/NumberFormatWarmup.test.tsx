import { runInNewContext } from 'node:vm'

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { NumberFormatWarmup } from './NumberFormatWarmup'

const scriptOf = (languageTag: string) => {
  const html = renderToStaticMarkup(<NumberFormatWarmup languageTag={languageTag} />)
  expect(html.startsWith('<script>') && html.endsWith('</script>')).toBe(true)
  return html.slice('<script>'.length, -'</script>'.length)
}

/** Runs the script with the given Intl and a setTimeout that runs its callback at once. */
const runScript = (script: string, Intl: unknown) => runInNewContext(script, { Intl, setTimeout: (run: () => void) => run() })

/** Runs the script with a recording Intl; returns the tags asked for. */
function languagesWarmed(script: string): unknown[] {
  const asked: unknown[] = []
  runScript(script, {
    NumberFormat: function (tag: unknown) {
      asked.push(tag)
      return { format: () => '' }
    },
  })
  return asked
}

describe('NumberFormatWarmup', () => {
  it("loads the page language's number formatting in a timer task", () => {
    const script = scriptOf('sv-SE')
    expect(script).toMatch(/^setTimeout\(/)
    expect(languagesWarmed(script)).toEqual(['sv-SE'])
  })

  it('cannot be broken out of, whatever the language tag holds', () => {
    const tag = 'en"</script><script>alert(1)</script>'
    const script = scriptOf(tag)
    expect(script).not.toContain('</script>')
    expect(languagesWarmed(script)).toEqual([tag])
  })

  it('swallows a language tag the browser refuses', () => {
    const refusing = {
      NumberFormat: () => {
        throw new RangeError('Incorrect locale information provided')
      },
    }
    expect(() => runScript(scriptOf('xx-!!'), refusing)).not.toThrow()
  })
})
