import { vi } from 'vitest'

/**
 * Testing Library with vitest's fake timers. After every user-event action and in waitFor,
 * Testing Library waits for a zero-delay timeout, which it advances only when it sees Jest's fake
 * timers (a global `jest` and a faked setTimeout). Under `vi.useFakeTimers()` that timeout never
 * fires and the test hangs (testing-library/react-testing-library#1197). Giving it `jest`'s one
 * function lets it advance vitest's clock the same way; with real timers nothing changes, since it
 * also checks that setTimeout is faked.
 */
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } })

/**
 * findBy* and waitFor give up after 1 s by default, which a busy 2-core machine can take just to
 * render. The limit only bounds a failing test (a passing one goes on as soon as its assertion
 * holds), so it is set just below the test's own 5 s timeout. Only DOM test files load the library.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom')
  configure({ asyncUtilTimeout: 4_000 })
}
