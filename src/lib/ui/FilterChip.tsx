import type { MouseEvent } from 'react'

import { CloseIcon } from './icons'

type FilterChipProps = {
  /** What the chip filters by, shown on it. */
  label: string
  /** Its accessible name, e.g. 'Remove XC60'. */
  removeLabel: string
  /** The address without this filter: the chip is then a link, which works before the script runs. */
  href?: string
  onRemove: () => void
}

const CHIP_CLASS =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-surface py-2 pr-3 pl-4 text-sm font-semibold text-foreground no-underline hover:border-accent'

/** An applied filter that removes itself when pressed (the car list's and the dealer list's chips). */
export function FilterChip({ label, removeLabel, href, onRemove }: FilterChipProps) {
  const content = (
    <>
      <span>{label}</span>
      <CloseIcon className="h-4 w-4 shrink-0" strokeWidth={3} />
    </>
  )
  if (href === undefined) {
    return (
      <button type="button" aria-label={removeLabel} onClick={onRemove} className={CHIP_CLASS}>
        {content}
      </button>
    )
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    onRemove()
  }
  return (
    <a href={href} aria-label={removeLabel} onClick={follow} className={CHIP_CLASS}>
      {content}
    </a>
  )
}
