/**
 * Runs in the browser before the page hydrates (Next's client instrumentation hook).
 *
 * zod 4 tests once whether it may compile its parsers with `new Function` (its JIT). Our
 * Content-Security-Policy allows no eval, so that test is a CSP violation the browser reports
 * (Lighthouse's best practices: 96 on the kits page, whose island parses its state with zod as it
 * loads). zod keeps its configuration on `globalThis.__zod_globalConfig` and takes an existing one
 * when it loads, so `jitless` is set here, before any chunk with zod runs, without sending zod
 * itself to every page. `src/instrumentation-client.test.ts` fails when a zod upgrade moves it.
 */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> }
// The same object changed, not a new one: it holds also if zod was loaded first.
zodGlobal.__zod_globalConfig ??= {}
zodGlobal.__zod_globalConfig.jitless = true
// A module, so the test can import it.
export {}
