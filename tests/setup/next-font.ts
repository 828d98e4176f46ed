import { vi } from 'vitest'

/**
 * next/font outside Next: `localFont(...)` is a build-time call that Next's compiler replaces, not
 * a function a test can run (as next/jest does, the font becomes an empty class). Any test that
 * reaches the site frame (a block registry test, a page route, the page context that imports the
 * stories feature in an integration test) loads `shell/fonts.ts`.
 */
vi.mock('next/font/local', () => ({ default: () => ({ className: '', variable: '', style: { fontFamily: 'sans-serif' } }) }))
