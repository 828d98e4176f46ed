import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * True while the server renders and while React hydrates that HTML in the browser, false in every
 * render after. For what only the first HTML needs (a pre-paint script, a server-side stand-in),
 * and for state the browser knows better than the server (session storage, cookies), read once
 * hydration is done so both renders agree.
 */
export const useIsHydrating = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  )
