import type { BlockComponentProps } from '../block-types'
import { spacerBlockData, spacerClass } from './spacer-block'

/** Spacer (spec 01 §2.9): empty room, hidden from assistive technology. */
export default function SpacerBlock({ block }: BlockComponentProps) {
  const data = spacerBlockData.parse(block)
  const size = data.size ?? 'medium'
  return <div aria-hidden="true" data-block="spacer" data-size={size} className={spacerClass[size]} />
}
