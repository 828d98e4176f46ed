import localFont from 'next/font/local'

/**
 * Brand fonts from npm (@fontsource), served by Next from our own origin: nothing is fetched at
 * build or run time. Latin and Latin Extended are separate faces with unicode ranges so Nordic
 * pages load one small file and Slovak pages pick up č, ľ, š, ť, ž from the second. next/font
 * needs literal options, hence the repeated ranges.
 *
 * `display: 'optional'` (issue 39, CLS): a face that has not arrived within the browser's short
 * block period (~100 ms) is not swapped in later; the page keeps the fallback until the next page,
 * which has the file from the cache. With 'swap' a phone on a slow network painted the text in the
 * fallback first and reflowed it when Inter arrived (measured with the CSS inline: a story's meta
 * line went from two lines to one and moved the picture below it, CLS 0.079). next/font's metric-matched fallback face
 * (`local(Arial)`) does not help where Arial is not installed: Android phones, Linux.
 */

export const sansLatin = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400' },
    { path: '../../../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-sans-latin',
  display: 'optional',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})
export const sansExt = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/inter/files/inter-latin-ext-400-normal.woff2', weight: '400' },
    { path: '../../../node_modules/@fontsource/inter/files/inter-latin-ext-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-sans-ext',
  display: 'optional',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
})
export const condensedLatin = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/barlow/files/barlow-latin-600-normal.woff2', weight: '600' },
    { path: '../../../node_modules/@fontsource/barlow/files/barlow-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-condensed-latin',
  display: 'optional',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})
export const condensedExt = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/barlow/files/barlow-latin-ext-600-normal.woff2', weight: '600' },
    { path: '../../../node_modules/@fontsource/barlow/files/barlow-latin-ext-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-condensed-ext',
  display: 'optional',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
})
export const serifLatin = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2', weight: '600' },
    { path: '../../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-serif-latin',
  display: 'optional',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})
export const serifExt = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-ext-600-normal.woff2', weight: '600' },
    { path: '../../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-ext-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-serif-ext',
  display: 'optional',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
})

/** Class names that define every font variable; put them on <html>. */
export const fontVariableClasses = [sansLatin, sansExt, condensedLatin, condensedExt, serifLatin, serifExt].map((f) => f.variable).join(' ')
