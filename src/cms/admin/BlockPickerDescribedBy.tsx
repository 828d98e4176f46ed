'use client'

import { useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import type { AdminLanguage } from '@/features/content-blocks/cms'

/** Per block card picture (its URL): the id of its description and the description in each admin language. */
export type BlockDescriptions = Record<string, { id: string } & Record<AdminLanguage, string>>

/** Payload's block picker: one button per block, holding the card picture and the block's name. */
const PICKER_BUTTONS = '.blocks-drawer__block button'

/** Names each picker button's description: the hidden text of the block its card picture is of. */
function describeButtons(descriptions: BlockDescriptions): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(PICKER_BUTTONS)) {
    const picture = button.querySelector('img')?.getAttribute('src')
    const description = picture ? descriptions[picture] : undefined
    if (description && button.getAttribute('aria-describedby') !== description.id) button.setAttribute('aria-describedby', description.id)
  }
}

/**
 * The browser's half of BlockPickerDescriptions: the descriptions as hidden text in the editor's
 * admin language, and each picker button pointed at its block's one (`aria-describedby`; hidden
 * text still describes). Payload draws the picker when an editor opens it, so the buttons are
 * looked for whenever the admin's page changes (at most once a frame).
 */
export function BlockPickerDescribedBy({ descriptions, children }: { descriptions: BlockDescriptions; children: ReactNode }) {
  const { i18n } = useTranslation()
  const language: AdminLanguage = i18n.language === 'sv' ? 'sv' : 'en'

  useEffect(() => {
    let frame = 0
    const observer = new MutationObserver(() => {
      if (frame !== 0) return
      frame = requestAnimationFrame(() => {
        frame = 0
        describeButtons(descriptions)
      })
    })
    describeButtons(descriptions)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [descriptions])

  return (
    <>
      {children}
      <div hidden>
        {Object.values(descriptions).map((description) => (
          <span key={description.id} id={description.id}>
            {description[language]}
          </span>
        ))}
      </div>
    </>
  )
}
