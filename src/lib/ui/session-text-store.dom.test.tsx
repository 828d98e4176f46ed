// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createSessionTextStore } from './session-text-store'

function Reader({ store }: { store: ReturnType<typeof createSessionTextStore> }) {
  return <p>{store.useText() ?? 'nothing kept'}</p>
}

afterEach(() => {
  vi.restoreAllMocks()
  window.sessionStorage.clear()
})

describe('createSessionTextStore', () => {
  it('keeps a text in session storage, removes it with null, and every reader follows', () => {
    const store = createSessionTextStore('probe')
    render(<Reader store={store} />)
    expect(screen.getByText('nothing kept')).toBeTruthy()
    act(() => store.write('{"a":1}'))
    expect(window.sessionStorage.getItem('probe')).toBe('{"a":1}')
    expect(screen.getByText('{"a":1}')).toBeTruthy()
    act(() => store.write(null))
    expect(window.sessionStorage.getItem('probe')).toBeNull()
    expect(screen.getByText('nothing kept')).toBeTruthy()
  })

  it('keeps the text in memory for the page view when the browser refuses storage', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    const store = createSessionTextStore('probe')
    expect(store.read()).toBeNull()
    store.write('kept')
    expect(store.read()).toBe('kept')
  })
})
