'use client'

import dynamic from 'next/dynamic'

/**
 * KitsIsland, server-rendered as usual, with its code (and the zod schemas of its queries) in a
 * chunk of its own that only the kits page loads. All site pages are one route, so without this
 * every page would download it (see docs/architecture.md 'Client code per page').
 */
export const KitsIslandLazy = dynamic(() => import('./KitsIsland').then((m) => m.KitsIsland))
