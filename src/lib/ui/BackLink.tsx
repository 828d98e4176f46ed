'use client'

import type { MouseEvent } from 'react'
import { ChevronIcon } from './icons'

export type BackLinkProps = { href: string; label: string }

/** Whether the page was reached from a page of the same site (an empty or foreign referrer is not). */
function cameFromSameOrigin(): boolean {
  if (!document.referrer) return false
  try {
    return new URL(document.referrer).origin === window.location.origin
  } catch {
    return false
  }
}

/**
 * A back link: "history back if possible, otherwise" a fixed page (spec 02 'Car detail page': the
 * car list; spec 03 §2.1 facility page: the list of all sites). A real link to that page (works
 * without JavaScript, opens in a new tab); a plain click goes back in history when there is
 * history and the previous page was on this site (keeps a list's filters and scroll position).
 */
export function BackLink({ href, label }: BackLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (window.history.length > 1 && cameFromSameOrigin()) {
      event.preventDefault()
      window.history.back()
    }
  }
  return (
    <a href={href} onClick={onClick} className="inline-flex min-h-11 items-center gap-1 font-semibold text-link hover:underline">
      <ChevronIcon direction="left" strokeWidth={1.67} />
      {label}
    </a>
  )
}
