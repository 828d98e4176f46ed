import { useState } from 'react'

/**
 * True from the first time `open` is true, and from then on. A closed menu shows nothing and cannot
 * open without script, so its content is made when it first opens and then kept (it can slide
 * out): the page's HTML and its hydration skip a second copy of the menu tree.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  // Adjusted during render, not in an effect: the content is there in the commit that opens it.
  if (open && !opened) setOpened(true)
  return opened || open
}
