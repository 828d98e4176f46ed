// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import {
  ArrowRightIcon,
  ArrowUpIcon,
  CheckboxIcon,
  CheckCircleIcon,
  CheckIcon,
  ChevronIcon,
  CloseIcon,
  CopyIcon,
  DownloadFileIcon,
  FilterIcon,
  MegaphoneIcon,
  MinusIcon,
  PlayPauseIcon,
  PlusIcon,
  SearchIcon,
  SoundIcon,
  WarningIcon,
} from '.'

afterEach(cleanup)

const ICONS: Record<string, ReactElement> = {
  ArrowRightIcon: <ArrowRightIcon />,
  ArrowUpIcon: <ArrowUpIcon />,
  CheckboxIcon: <CheckboxIcon checked />,
  CheckCircleIcon: <CheckCircleIcon />,
  CheckIcon: <CheckIcon />,
  ChevronIcon: <ChevronIcon direction="left" />,
  CloseIcon: <CloseIcon />,
  CopyIcon: <CopyIcon />,
  DownloadFileIcon: <DownloadFileIcon />,
  FilterIcon: <FilterIcon />,
  MegaphoneIcon: <MegaphoneIcon />,
  MinusIcon: <MinusIcon />,
  PlayPauseIcon: <PlayPauseIcon playing />,
  PlusIcon: <PlusIcon />,
  SearchIcon: <SearchIcon />,
  SoundIcon: <SoundIcon muted={false} />,
  WarningIcon: <WarningIcon />,
}

const svgOf = (element: ReactElement) => {
  const svg = render(element).container.querySelector('svg')
  if (!svg) throw new Error('no svg')
  return svg
}

describe('icons', () => {
  it.each(Object.entries(ICONS))('%s is decorative, out of the tab order, drawn in the text colour and sized by a class', (_, icon) => {
    const svg = svgOf(icon)
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('focusable')).toBe('false')
    expect(svg.getAttribute('fill') === 'currentColor' || svg.getAttribute('stroke') === 'currentColor').toBe(true)
    expect(svg.getAttribute('class')).toMatch(/\b(h-\d|size-\d+)/)
  })

  it('takes the caller’s class and line width in place of its own', () => {
    const svg = svgOf(<CloseIcon className="h-4 w-4 shrink-0" strokeWidth={3} />)
    expect(svg.getAttribute('class')).toBe('h-4 w-4 shrink-0')
    expect(svg.getAttribute('stroke-width')).toBe('3')
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24')
  })

  it('draws the state it is given: chevron directions, play or pause, ticked or not, sound on or off', () => {
    const pathsOf = (element: ReactElement) => [...svgOf(element).querySelectorAll('path')].map((path) => path.getAttribute('d'))
    const directions = (['left', 'right', 'up', 'down'] as const).map((direction) => pathsOf(<ChevronIcon direction={direction} />)[0])
    expect(new Set(directions).size).toBe(4)
    expect(pathsOf(<PlayPauseIcon playing />)).not.toEqual(pathsOf(<PlayPauseIcon playing={false} />))
    expect(pathsOf(<CheckboxIcon checked />)).toHaveLength(1)
    expect(pathsOf(<CheckboxIcon checked={false} />)).toHaveLength(0)
    expect(pathsOf(<SoundIcon muted />)).not.toEqual(pathsOf(<SoundIcon muted={false} />))
  })
})
