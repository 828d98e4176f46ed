import { type ComponentType, createElement } from 'react'
import { beforeAll, vi } from 'vitest'

/**
 * next/dynamic outside Next: the components it wraps (the *Lazy islands) load while the test
 * files are imported and are ready before the first test, so a test renders them like any other
 * component. In the app, Next renders them on the server and loads their chunks in the browser.
 */
const state = vi.hoisted(() => ({ loading: [] as Promise<unknown>[] }))

vi.mock('next/dynamic', () => ({
  default: function dynamic<P extends object>(loader: () => Promise<ComponentType<P> | { default: ComponentType<P> }>) {
    let Loaded: ComponentType<P> | undefined
    state.loading.push(
      loader().then((loaded) => {
        Loaded = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded
      }),
    )
    function DynamicComponent(props: P) {
      if (!Loaded) throw new Error('A next/dynamic component was rendered before its module loaded')
      return createElement(Loaded, props)
    }
    return DynamicComponent
  },
}))

beforeAll(async () => {
  await Promise.all(state.loading)
})
