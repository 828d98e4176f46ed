import { type RefObject, useEffect, useRef } from 'react'

/*
 * Why in lib/ and not in a feature: the hook knows nothing of the site (it imports React only),
 * and six features open modal dialogs (navigation, car list filters, compare, car viewers,
 * consent). Here each of them can use it without importing another feature.
 */

/** How many open dialogs (or menus) hold the page's scroll right now. */
let scrollLocks = 0
/** The root's inline overflow before the first lock, put back when the last one goes. */
let overflowBeforeLocks = ''

/**
 * Stops the page behind from scrolling (a modal <dialog> makes it inert, but most browsers still
 * scroll it with the wheel or a finger). Counted, so two overlapping locks (a menu and its drawer,
 * a gallery over a modal) release the page only when both are gone. Returns the release.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement
  if (scrollLocks === 0) {
    overflowBeforeLocks = root.style.overflow
    root.style.overflow = 'hidden'
  }
  scrollLocks += 1
  let released = false
  return () => {
    if (released) return
    released = true
    scrollLocks -= 1
    if (scrollLocks === 0) root.style.overflow = overflowBeforeLocks
  }
}

/** Holds the page's scroll while `locked` (for panels that are not dialogs, e.g. a mega menu). */
export function usePageScrollLock(locked: boolean): void {
  useEffect(() => (locked ? lockPageScroll() : undefined), [locked])
}

export type ModalDialogOptions = {
  /** Hold the page's scroll while open (default true). The consent sheet lets the page scroll. */
  lockScroll?: boolean
  /**
   * Call showModal() in a task of its own. Opening a modal makes the rest of the page inert, which
   * restyles the whole document; the consent dialog opens during hydration and moves that work
   * out of the long hydration task (Lighthouse's total blocking time).
   */
  openInOwnTask?: boolean
  /** Focused once open; by default the browser focuses the dialog's first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>
  /** Gets the focus back on close; by default the element that had it when the dialog opened. */
  returnFocusTo?: HTMLElement | null
  /**
   * A click on the backdrop closes the dialog (its close event follows, as after Escape). A pointer
   * shortcut only: keyboard users have Escape and the dialog's close button. Default false.
   */
  closeOnBackdropClick?: boolean
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement
  return active instanceof HTMLElement && active !== document.body ? active : null
}

/**
 * A native modal <dialog> that is open while `open` is true: showModal() (focus moves in and
 * stays in, Escape closes, the page behind is inert), close() when `open` turns false, the page's
 * scroll held while open, and the focus back on the opener when it closes or the dialog goes away
 * (browsers do that on close(), not when an open dialog is removed from the page).
 *
 * Attach the returned ref to the <dialog>, and let its onClose (Escape, close(), a backdrop click)
 * update the state that feeds `open`.
 */
export function useModalDialog(
  open: boolean,
  { lockScroll = true, openInOwnTask = false, initialFocus, returnFocusTo, closeOnBackdropClick = false }: ModalDialogOptions = {},
): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!open) {
      if (dialog.open) dialog.close()
      return
    }
    const opener = returnFocusTo ?? focusedElement()
    const show = () => {
      if (!dialog.open) dialog.showModal()
      initialFocus?.current?.focus()
    }
    const timer = openInOwnTask ? setTimeout(show) : undefined
    if (!openInOwnTask) show()
    const releaseScroll = lockScroll ? lockPageScroll() : undefined
    return () => {
      clearTimeout(timer)
      releaseScroll?.()
      // A dialog taken off the page (unmounted while open) is not closed: its close event would
      // reach a component that is gone.
      if (dialog.open && dialog.isConnected) dialog.close()
      if (opener?.isConnected && !dialog.contains(opener)) opener.focus()
    }
  }, [open, lockScroll, openInOwnTask, initialFocus, returnFocusTo])

  // Apart from the opening, so that switching it (the consent sheet, once decided) leaves an open
  // dialog open. A click on the backdrop reaches the dialog element itself; clicks on its content
  // hit that content (each dialog's content fills it edge to edge).
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog || !closeOnBackdropClick) return
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close()
    }
    dialog.addEventListener('click', onClick)
    return () => dialog.removeEventListener('click', onClick)
  }, [closeOnBackdropClick])

  return dialogRef
}
