import type { ComponentPropsWithRef, Ref } from 'react'

import type { LanguageLink } from '@/features/shell-content'

import { LanguageList } from './LanguageList'
import { FOCUS_RING, panelTone, TOP_ENTRY } from './nav-styles'
import { NavIcon } from './NavIcon'

type LanguageSwitcherProps = {
  languages: readonly LanguageLink[]
  label: string
  panelId: string
  open: boolean
  entryIndex: number
  dark: boolean
  /** The bar wires the toggle (hover, click, focus, keyboard cursor) like its other entries. */
  toggleProps: ComponentPropsWithRef<'button'>
  panelRef?: Ref<HTMLDivElement>
}

/** The desktop bar's language dropdown (spec 01 §2.3); the bar leaves it out for a single language. */
export function LanguageSwitcher({ languages, label, panelId, open, entryIndex, dark, toggleProps, panelRef }: LanguageSwitcherProps) {
  const current = languages.find((language) => language.current) ?? languages[0]
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls={panelId} className={`${TOP_ENTRY} ${FOCUS_RING}`} {...toggleProps}>
        <NavIcon name="globe" />
        <span className="sr-only">{label}: </span>
        <span lang={current?.locale}>{current?.nativeName}</span>
        <NavIcon name="chevron-down" className="h-4 w-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        data-panel-index={entryIndex}
        className={`absolute top-full right-0 min-w-48 rounded-b-brand border px-5 py-3 shadow-lg ${panelTone(dark)}`}
      >
        <LanguageList languages={languages} />
      </div>
    </>
  )
}
