import type { NavigationItem } from '@/features/shell-content'

import { ariaCurrent, navItemIsLink, navItemLink, navItemMatch } from './nav-links'
import { NavLink } from './NavLink'

const DROPDOWN_LINK_CLASSES =
  'flex min-h-11 items-center rounded-brand px-4 py-2 hover:bg-current/10 aria-[current]:font-semibold aria-[current]:underline aria-[current]:decoration-accent aria-[current]:decoration-2 aria-[current]:underline-offset-4'

/** A dropdown entry; a third-level group is listed under its parent, which is a link only when navigable. */
export function DropdownEntry({ item, currentHref, homeHref }: { item: NavigationItem; currentHref: string; homeHref: string }) {
  const link = navItemLink(item)
  const match = navItemMatch(item, currentHref, homeHref)
  return (
    <li>
      {navItemIsLink(item) ? (
        <NavLink href={link.href} kind={link.kind} ariaCurrent={ariaCurrent(match)} className={DROPDOWN_LINK_CLASSES}>
          {link.text}
        </NavLink>
      ) : (
        <span className="flex min-h-11 items-center px-4 pt-2 text-sm font-semibold">{link.text}</span>
      )}
      {item.children.length > 0 ? (
        <ul className="pl-4">
          {item.children.map((grandchild) => (
            <DropdownEntry key={grandchild.id} item={grandchild} currentHref={currentHref} homeHref={homeHref} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}
