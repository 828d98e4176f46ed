// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { Profiler } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { kitQueryFrom } from './kit-query'
import { useKitAddress } from './kit-stores'

/** How often React committed the component in the browser (the hydration is one). */
let commits = 0
const countCommit = () => void commits++

function AddressProbe({ serverAddress }: { serverAddress: string }) {
  const [query] = useKitAddress(kitQueryFrom(new URLSearchParams(serverAddress)))
  return <p>{query.q || 'all kits'}</p>
}

const probed = (address: string) => (
  <Profiler id="kits-address" onRender={countCommit}>
    <AddressProbe serverAddress={address} />
  </Profiler>
)

/** The server's HTML for the address, hydrated in a page at the same address; renders counted in the browser only. */
async function hydrateAt(address: string) {
  window.history.replaceState(null, '', `/lisavarusteet${address}`)
  const container = document.createElement('div')
  container.innerHTML = renderToString(<AddressProbe serverAddress={address} />)
  document.body.append(container)
  commits = 0
  const root = await act(async () => hydrateRoot(container, probed(address)))
  return { root, container }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the kits list state read from the address (issue 39)', () => {
  // A second render here re-renders the whole kits island right after hydration: a long task on a phone.
  it.each([
    ['the bare page', ''],
    ['an address in another order than the server writes', '?make=Volvo&q=koukku'],
    ['an address with a default spelled out', '?q=koukku&page=1'],
  ])('hydrates %s in one render', async (_, address) => {
    const { root, container } = await hydrateAt(address)
    expect(commits).toBe(1)
    expect(container.textContent).toBe(new URLSearchParams(address).get('q') || 'all kits')
    act(() => root.unmount())
  })

  it('follows the address when back or forward changes it', async () => {
    const { root, container } = await hydrateAt('?q=koukku')
    await act(async () => {
      window.history.replaceState(null, '', '/lisavarusteet?q=teline')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(container.textContent).toBe('teline')
    act(() => root.unmount())
  })
})
