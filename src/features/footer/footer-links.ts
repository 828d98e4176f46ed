import type { SocialNetwork } from '@/features/shell-content'

/**
 * Pure helpers for the footer's links: which ones get a copy button (spec 01 §2.5 "Copy buttons
 * for mailto and tel links") and which social network a CMS name means (spec 01 §8).
 */

/** How long the 'Copied' tooltip stays (spec 01 §9 "Copy tooltip 1 second"). */
export const COPIED_TOOLTIP_MS = 1000

/**
 * The address a visitor wants in the clipboard for a mailto: or tel: link: the scheme and any
 * mailto query (?subject=…) removed, percent-escapes decoded. Undefined for every other link,
 * which gets no copy button.
 */
export function copyableAddress(href: string): string | undefined {
  const match = /^(mailto|tel):(.*)$/i.exec(href.trim())
  if (!match) return undefined
  const scheme = match[1]!.toLowerCase()
  let address = match[2]!
  if (scheme === 'mailto') address = address.split('?')[0]!
  try {
    address = decodeURIComponent(address)
  } catch {
    // A stray '%' in the CMS: copy what the editor typed.
  }
  address = address.trim()
  return address === '' ? undefined : address
}

const networkByName: Record<string, SocialNetwork> = {
  facebook: 'facebook',
  instagram: 'instagram',
  youtube: 'youtube',
  linkedin: 'linkedin',
  x: 'x',
  // Editors still type the old name of X.
  twitter: 'x',
  tiktok: 'tiktok',
}

/** The network whose icon the footer draws for a CMS social-link name, matched lower-cased. */
export function socialNetworkOf(name: string): SocialNetwork | undefined {
  return networkByName[name.trim().toLowerCase()]
}

/** The name a screen reader announces for the icon-only link. */
export const socialNetworkLabel: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  x: 'X',
  tiktok: 'TikTok',
}
