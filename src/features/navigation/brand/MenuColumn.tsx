import type { NavigationItem } from '@/features/shell-content'

import { isCurrentPage } from './bar-rules'
import { FOCUS_RING, MENU_LINK } from './nav-styles'
import { NavLink } from './NavLink'

/** 'wide': only above 1500 px (spec 01 §2.4: a menu with more than 4 children). */
export type ColumnImage = 'shown' | 'wide' | 'none'

type MenuColumnProps = {
  item: NavigationItem
  currentHref: string
  image: ColumnImage
  onNavigate: () => void
}

/** One column of a mega menu: the item as heading link (with its picture) and its children as links. */
export function MenuColumn({ item, currentHref, image, onNavigate }: MenuColumnProps) {
  return (
    <li className="min-w-0">
      <NavLink
        href={item.href}
        current={isCurrentPage(currentHref, item.href)}
        onClick={onNavigate}
        className={`flex min-h-11 flex-col items-start justify-center font-heading text-base font-bold underline-offset-4 hover:underline aria-[current=page]:underline ${FOCUS_RING}`}
      >
        {item.image && image !== 'none' && (
          <span className={image === 'wide' ? 'mb-3 hidden w-full min-[1501px]:block' : 'mb-3 block w-full'}>
            {/* Decorative: the link text right below names the page. Small CMS pictures, lazy. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- small SVG pictures from the CMS or the demo; next/image passes vector images through unoptimised */}
            <img
              src={item.image.url}
              alt=""
              width={item.image.width}
              height={item.image.height}
              loading="lazy"
              className="aspect-[3/2] w-full rounded-brand object-cover"
            />
          </span>
        )}
        <span>{item.title}</span>
      </NavLink>
      {item.children.length > 0 && (
        <ul className="mt-1">
          {item.children.map((child) => (
            <li key={child.id}>
              <NavLink href={child.href} current={isCurrentPage(currentHref, child.href)} onClick={onNavigate} className={`text-sm ${MENU_LINK}`}>
                {child.title}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
