'use client'

import { type ComponentType, useState } from 'react'

import { BellIcon } from '@/lib/ui/icons'
import { OUTLINE_BUTTON } from '@/lib/ui/outline-button'

import type { CarListQuery } from '../car-list-types'
import type { SaveSearchOffer } from './save-search-texts'
import type { SaveSearchDialogProps } from './SaveSearchDialog'

/**
 * "Save search" beside the car list's heading (issue 41 item 1). The dialog's code (its form and
 * send) is fetched on the first press; the page carries only this button.
 */
export function SaveSearchButton({ offer, query, label }: { offer: SaveSearchOffer; query: CarListQuery; label: string }) {
  const [Dialog, setDialog] = useState<ComponentType<SaveSearchDialogProps> | null>(null)
  const [open, setOpen] = useState(false)
  const [loading, setLoading] = useState(false)

  const press = async () => {
    if (!Dialog) {
      setLoading(true)
      try {
        const loaded = await import('./SaveSearchDialog')
        setDialog(() => loaded.SaveSearchDialog)
      } catch {
        setLoading(false)
        return
      }
      setLoading(false)
    }
    setOpen(true)
  }

  return (
    <>
      <button type="button" className={OUTLINE_BUTTON} aria-haspopup="dialog" disabled={loading} onClick={() => void press()}>
        <BellIcon className="size-5" />
        {offer.texts.save}
      </button>
      {Dialog && open ? <Dialog offer={offer} query={query} label={label} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
