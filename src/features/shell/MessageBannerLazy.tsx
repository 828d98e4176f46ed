'use client'

import dynamic from 'next/dynamic'

/**
 * MessageBanner, server-rendered as usual, in a chunk of its own that only pages of a site with a
 * banner message load (docs/architecture.md 'Client code per page').
 */
export const MessageBannerLazy = dynamic(() => import('./MessageBanner').then((m) => m.MessageBanner))
