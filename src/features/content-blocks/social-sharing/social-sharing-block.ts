import type { Block } from 'payload'
import { z } from 'zod'

import { blockPickerEntry } from '../block-picker'

/**
 * Social sharing (spec 01 §2.9 "social sharing that opens external share addresses"): plain links
 * to each service's share address with the page's address; no third-party script is loaded.
 */
export const socialSharingBlock: Block = {
  slug: 'socialSharing',
  interfaceName: 'SocialSharingBlock',
  ...blockPickerEntry('socialSharing', {
    en: { label: 'Social sharing', plural: 'Social sharing', description: 'Links that let the visitor share this page on Facebook, LinkedIn, X or by email.' },
    sv: {
      label: 'Dela i sociala medier',
      plural: 'Dela i sociala medier',
      description: 'Länkar så att besökaren kan dela sidan på Facebook, LinkedIn, X eller via e-post.',
    },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Empty: “Dela sidan” in the page language.' } },
    {
      name: 'services',
      type: 'select',
      hasMany: true,
      defaultValue: ['facebook', 'linkedin', 'x', 'email'],
      options: [
        { label: 'Facebook', value: 'facebook' },
        { label: 'LinkedIn', value: 'linkedin' },
        { label: 'X', value: 'x' },
        { label: 'Email', value: 'email' },
      ],
    },
  ],
}

export const SHARE_SERVICES = ['facebook', 'linkedin', 'x', 'email'] as const
export type ShareService = (typeof SHARE_SERVICES)[number]

export const socialSharingBlockData = z.object({
  title: z.string().nullish(),
  services: z.array(z.enum(SHARE_SERVICES)).nullish(),
})

/** Each service's own share address for `pageUrl` (opened as a plain link; nothing is loaded before a click). */
export function shareHref(service: ShareService, pageUrl: string, pageTitle: string): string {
  const url = encodeURIComponent(pageUrl)
  switch (service) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`
    case 'x':
      return `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(pageTitle)}`
    case 'email':
      return `mailto:?subject=${encodeURIComponent(pageTitle)}&body=${url}`
  }
}
