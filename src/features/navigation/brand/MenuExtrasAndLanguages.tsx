import type { LanguageLink, NavigationSettings } from '@/features/shell-content'

import { ExtraItemLink } from './ExtraItemLink'
import { LanguageList } from './LanguageList'

type Props = {
  extraItems: NavigationSettings['extraItems']
  languages: readonly LanguageLink[]
  languageLabel: string
  onNavigate: () => void
  /** Layout of the extra items' list (a row in the wide panel, a column in the drawer). */
  listClassName?: string
}

/** The extra items and the language links at the end of the hamburger panel and the phone drawer (spec 01 §2.3). */
export function MenuExtrasAndLanguages({ extraItems, languages, languageLabel, onNavigate, listClassName }: Props) {
  return (
    <>
      {extraItems.length > 0 && (
        <ul className={listClassName}>
          {extraItems.map((extra) => (
            <li key={`${extra.title}-${extra.link.href}`}>
              <ExtraItemLink item={extra} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
      {languages.length > 1 && (
        <div>
          <p className="text-sm font-semibold opacity-80">{languageLabel}</p>
          <LanguageList languages={languages} className="flex flex-wrap gap-x-6" />
        </div>
      )}
    </>
  )
}
