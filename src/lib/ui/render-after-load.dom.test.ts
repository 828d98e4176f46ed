// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { renderAfterLoad } from './render-after-load'

type IdleWork = (deadline: { timeRemaining: () => number; didTimeout: boolean }) => void

/** The browser's idle callbacks, run by the test with the slice length it chooses. */
let idle: { work: IdleWork; options?: IdleRequestOptions }[] = []
function runIdleSlice(ms: number) {
  const next = idle.shift()
  if (!next) throw new Error('no idle callback is waiting')
  const end = performance.now() + ms
  next.work({ timeRemaining: () => Math.max(0, end - performance.now()), didTimeout: false })
}
const waitingParts = () => Array.from(document.querySelectorAll('[data-render-after-load]')).map((part) => part.id)

beforeEach(() => {
  idle = []
  vi.stubGlobal('requestIdleCallback', (work: IdleWork, options?: IdleRequestOptions) => idle.push({ work, options }))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.splice(handle - 1, 1))
  document.body.innerHTML = `
    <main><p id="first-screen">Bilar i lager</p>
      <ul><li id="card-9" data-render-after-load=""></li><li id="card-10" data-render-after-load=""></li></ul>
    </main>
    <footer id="footer" data-render-after-load=""></footer>`
})
afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('renderAfterLoad (issue 39: parts below the first screen drawn once the page is idle)', () => {
  it('leaves every part skipped until the page is idle, then draws them in document order', () => {
    renderAfterLoad()
    expect(waitingParts()).toEqual(['card-9', 'card-10', 'footer'])
    expect(idle[0]?.options?.timeout).toBeGreaterThan(0)

    runIdleSlice(50)
    expect(waitingParts()).toEqual([])
    expect(idle).toHaveLength(0)
  })

  it('draws one part in a slice with no time left and asks for another slice for the rest, so no slice is a long task', () => {
    renderAfterLoad()
    runIdleSlice(0)
    expect(waitingParts()).toEqual(['card-10', 'footer'])
    runIdleSlice(0)
    expect(waitingParts()).toEqual(['footer'])
    runIdleSlice(0)
    expect(waitingParts()).toEqual([])
    expect(idle).toHaveLength(0)
  })

  it('asks for no idle time where nothing is marked', () => {
    document.body.innerHTML = '<main><p>Bilar i lager</p></main>'
    renderAfterLoad()
    expect(idle).toHaveLength(0)
  })

  it('draws only the parts within the root it was given', () => {
    renderAfterLoad(document.querySelector('ul')!)
    runIdleSlice(50)
    expect(waitingParts()).toEqual(['footer'])
  })

  it('draws everything at once before the page is printed', () => {
    renderAfterLoad()
    window.dispatchEvent(new Event('beforeprint'))
    expect(waitingParts()).toEqual([])
  })

  it('stops when told to: the parts not drawn yet keep their mark for a later call', () => {
    const stop = renderAfterLoad()
    runIdleSlice(0)
    stop()
    expect(idle).toHaveLength(0)
    window.dispatchEvent(new Event('beforeprint'))
    expect(waitingParts()).toEqual(['card-10', 'footer'])
  })

  it('uses a timer where the browser has no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    try {
      renderAfterLoad()
      expect(waitingParts()).toHaveLength(3)
      vi.runAllTimers()
      expect(waitingParts()).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})
