import type { NavigationSettings } from '@/features/shell-content'

import { linkKind } from './nav-links'
import { NavIcon } from './NavIcon'
import { NavLink } from './NavLink'

type NavIconLinksProps = {
  links: NavigationSettings['iconLinks']
  /** 'bar': icon only, the label for screen readers; 'panel': icon and visible label. */
  layout: 'bar' | 'panel'
  className?: string
  onNavigate?: () => void
}

/** Version B's icon links (phone, mail, find us …) at the end of the bar (spec 01 §2.3). */
export function NavIconLinks({ links, layout, className = '', onNavigate }: NavIconLinksProps) {
  if (links.length === 0) return null
  return (
    <ul className={`${layout === 'bar' ? 'flex items-center' : 'flex flex-col'} ${className}`}>
      {links.map((link) => (
        <li key={`${link.icon}-${link.href}`}>
          <NavLink
            href={link.href}
            kind={linkKind(link.href)}
            target={link.target}
            onNavigate={onNavigate}
            className={
              layout === 'bar'
                ? 'flex h-11 w-11 items-center justify-center rounded-full hover:bg-current/10'
                : 'flex min-h-12 items-center gap-3 rounded-brand px-3 hover:bg-current/10'
            }
          >
            <NavIcon name={link.icon} />
            <span className={layout === 'bar' ? 'sr-only' : ''}>{link.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
