import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { adminOnlyClientHints } from './src/lib/admin-only-client-hints'
import { LOCAL_IMAGE_PATH_PREFIXES, REMOTE_IMAGE_ORIGINS } from './src/lib/image-sources'
import { securityHeaderRules } from './src/lib/security-headers'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // spec 01 §2.1: image device sizes
  images: {
    deviceSizes: [320, 640, 1280, 1920],
    imageSizes: [64, 128, 256],
    // What the optimizer may read and resize: src/lib/image-sources.ts (the components ask the same lists).
    localPatterns: LOCAL_IMAGE_PATH_PREFIXES.map((prefix) => ({ pathname: `${prefix}**` })),
    remotePatterns: REMOTE_IMAGE_ORIGINS.map((origin) => new URL(`${origin}/**`)),
  },
  async rewrites() {
    // spec 01 §2.1 build-time rewrites. The proxy (src/proxy.ts) leaves these paths alone.
    return {
      beforeFiles: [
        { source: '/healthz', destination: '/api/healthz' },
        { source: '/robots.txt', destination: '/api/robots' },
        { source: '/sitemap.xml', destination: '/api/sitemap' },
        { source: '/favicon.ico', destination: '/api/favicon' },
        { source: '/stock-images/:file', destination: '/api/stock-images/:file' },
        { source: '/-/media/:path*', destination: '/api/media/file/:path*' },
        { source: '/-/jssmedia/:path*', destination: '/api/media/file/:path*' },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
  // nosniff, referrer policy, frame-ancestors, HSTS over https, sandboxed media (see the function).
  async headers() {
    return securityHeaderRules()
  },
  poweredByHeader: false,
  // Profiling only (`SHOWROOM_SOURCE_MAPS=1 npm run build`): a browser trace's minified frames map back to their sources.
  productionBrowserSourceMaps: process.env.SHOWROOM_SOURCE_MAPS === '1',
  turbopack: { root: path.resolve(dirname) },
  // `npm test` type-checks (tsc) before it builds, and on a fresh clone the build's cache is never
  // read again: it turns both off there (scripts/test.mjs), which saves a minute or more on 2 cores.
  typescript: { ignoreBuildErrors: process.env.SHOWROOM_BUILD_TYPECHECKED === '1' },
  experimental: { turbopackFileSystemCacheForBuild: process.env.SHOWROOM_BUILD_CACHE !== 'off' },
}

// Payload's colour-scheme client hints only where its admin panel reads them (see the function).
export default adminOnlyClientHints(withPayload(nextConfig, { devBundleServerPackages: false }))
