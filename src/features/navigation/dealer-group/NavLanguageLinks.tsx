import type { LanguageLink } from '@/features/shell-content'

import { NavLink } from './NavLink'

type NavLanguageLinksProps = {
  languages: LanguageLink[]
  label: string
  layout: 'bar' | 'panel'
  className?: string
}

/**
 * The same page in the site's other languages, shown only when there is more than one
 * (spec 01 §2.3). Plain links: a language change reloads the whole document (its lang changes).
 */
export function NavLanguageLinks({ languages, label, layout, className = '' }: NavLanguageLinksProps) {
  if (languages.length < 2) return null
  return (
    <ul aria-label={label} className={`${layout === 'bar' ? 'flex items-center' : 'flex flex-wrap gap-1'} ${className}`}>
      {languages.map((language) => (
        <li key={language.locale}>
          <NavLink
            href={language.href}
            kind="other"
            hrefLang={language.locale}
            ariaCurrent={language.current ? 'page' : undefined}
            className="flex min-h-11 items-center rounded-brand px-2.5 text-sm hover:bg-current/10 aria-[current=page]:font-semibold aria-[current=page]:underline aria-[current=page]:decoration-accent aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4"
          >
            <span lang={language.locale}>{language.nativeName}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
