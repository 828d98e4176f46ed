import { ResponsiveImage } from '@/lib/ui/ResponsiveImage'

import { MissingImage } from '@/lib/ui/MissingImage'

import type { BlockMedia } from './block-fields'

type Props = {
  media: BlockMedia | undefined
  /** The text of the fallback car picture shown when the image has no source (spec 01 §8). */
  missingText: string
  sizes: string
  className?: string
  /** Decorative (the text beside it says it all): alt="". */
  decorative?: boolean
  priority?: boolean
}

/**
 * A picture from the media library through next/image (device sizes 320-1920, spec 01 §2.1), or the
 * fallback car picture when it has no source (spec 01 §8 "Image without a source").
 */
export function BlockImage({ media, missingText, sizes, className = 'h-auto w-full', decorative = false, priority = false }: Props) {
  if (!media) return <MissingImage text={missingText} />
  return (
    <ResponsiveImage
      src={media.url}
      alt={decorative ? '' : (media.alt ?? '')}
      width={media.width ?? 1600}
      height={media.height ?? 900}
      sizes={sizes}
      preload={priority}
      className={className}
    />
  )
}
