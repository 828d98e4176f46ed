// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { forgetProviderScripts, loadProviderScript, waitForProvider } from './provider-embed'

const SCRIPT = 'https://forms.example.com/embed/v2.js'
let added: HTMLScriptElement[]

beforeEach(() => {
  added = []
  forgetProviderScripts()
  // The script is not fetched in the test: the element is kept and its events sent by hand.
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    added.push(node as unknown as HTMLScriptElement)
    return node
  })
  const nonced = document.createElement('script')
  nonced.setAttribute('nonce', 'n0nce')
  document.body.appendChild(nonced)
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  document.body.innerHTML = ''
  delete window.hbspt
})

describe('loadProviderScript', () => {
  it('adds the script once per page, async, with the document’s nonce, and resolves when it has loaded', async () => {
    const first = loadProviderScript(SCRIPT)
    const second = loadProviderScript(SCRIPT)
    expect(second).toBe(first)
    expect(added).toHaveLength(1)
    const script = added[0]!
    expect(script.src).toBe(SCRIPT)
    expect(script.async).toBe(true)
    expect(script.nonce || script.getAttribute('nonce')).toBe('n0nce')
    script.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBeUndefined()
  })

  it('a script that fails is forgotten, so the next try adds it again', async () => {
    const first = loadProviderScript(SCRIPT)
    added[0]!.dispatchEvent(new Event('error'))
    await expect(first).rejects.toThrow(/did not load/)
    void loadProviderScript(SCRIPT)
    expect(added).toHaveLength(2)
  })
})

describe('waitForProvider (spec 03 §7, §9: polled every 100 ms, given up after 10 s)', () => {
  it('resolves once the script has defined hbspt.forms.create', async () => {
    vi.useFakeTimers()
    const waiting = waitForProvider()
    const create = vi.fn()
    vi.advanceTimersByTime(300)
    window.hbspt = { forms: { create } }
    vi.advanceTimersByTime(100)
    const got = await waiting
    got({ portalId: '1', formId: 'f', target: '#x' })
    expect(create).toHaveBeenCalledWith({ portalId: '1', formId: 'f', target: '#x' })
  })

  it('gives up after 10 s', async () => {
    vi.useFakeTimers()
    const waiting = waitForProvider()
    const settled = expect(waiting).rejects.toThrow(/within 10 s/)
    vi.advanceTimersByTime(9900)
    vi.advanceTimersByTime(200)
    await settled
  })
})
