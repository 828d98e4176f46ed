/** Debian's Chromium, started the way this machine allows (no sandbox as root, no network chatter). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * The features Playwright's launcher turns off with its own `--disable-features` (playwright-core's
 * chromiumSwitches). Chromium keeps only the last `--disable-features` of its command line, so the
 * one below must name these again or they come back on; tests/e2e/browser.e2e.test.ts fails when
 * Playwright's switch names one this list lacks (after an upgrade of playwright-core).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'BlockOriginHeaderModificationOnRedirect',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'Translate',
  'AutoDeElevate',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Headless Chromium (the new headless mode is the whole browser) preloads the address bar's popup
 * as WebUI pages, renderers of browser interface nobody sees. Without them two end-to-end files
 * (navigation, facility-list: 27 tests) took 12 % less CPU and 20 % less time (84 → 74 CPU-s,
 * 96–99 → 77 s, two runs each, prepared data, an idle machine).
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI']

/** For `chromium.launch` (Playwright): CHROMIUM_ARGS and the one `--disable-features` Chromium reads. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [...CHROMIUM_ARGS, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`]

/**
 * The end-to-end files' Chromium: PLAYWRIGHT_CHROMIUM_ARGS with V8's optimising compilers off
 * (interpreter and baseline code only). A test page lives for seconds, so V8 spends more compiling
 * hot functions than the optimised code gives back: on navigation and car-detail (24 tests) the
 * tests took 145 → 122 s and 156 → 136 CPU-s (three runs each way, prepared data, an idle
 * machine). The benchmarks (bench:pages, bench:bundles, Lighthouse, screenshots) keep
 * PLAYWRIGHT_CHROMIUM_ARGS: they measure what a visitor's browser does.
 */
export const E2E_CHROMIUM_ARGS = [...PLAYWRIGHT_CHROMIUM_ARGS, '--js-flags=--max-opt=0']
