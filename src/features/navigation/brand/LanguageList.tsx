import type { LanguageLink } from '@/features/shell-content'

import { MENU_LINK } from './nav-styles'

/**
 * Links to the same page in the site's other languages (spec 01 §3 Language entry); the current
 * language is marked. Plain <a>: another language is another root layout (<html lang>), so a full
 * page load is what happens anyway.
 */
export function LanguageList({ languages, className = '' }: { languages: readonly LanguageLink[]; className?: string }) {
  return (
    <ul className={className}>
      {languages.map((language) => (
        <li key={language.locale}>
          <a href={language.href} hrefLang={language.locale} lang={language.locale} aria-current={language.current ? 'page' : undefined} className={MENU_LINK}>
            {language.nativeName}
          </a>
        </li>
      ))}
    </ul>
  )
}
