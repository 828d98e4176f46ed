import { ResponsiveImage } from '@/lib/ui/ResponsiveImage'

import { MissingImage } from '@/lib/ui/MissingImage'

import { type BlockComponentProps, isLeadingBlock } from '../block-types'
import { imageWithCaptionBlockData } from './image-with-caption-block'

const widthClass = { text: 'mx-auto max-w-3xl px-4', wide: 'mx-auto max-w-6xl px-4', full: 'w-full' } as const

export default function ImageWithCaptionBlock({ block, context }: BlockComponentProps) {
  const data = imageWithCaptionBlockData.parse(block)
  const image = data.image && typeof data.image === 'object' ? data.image : null
  const width = data.width ?? 'wide'
  // At the top of a page the picture is what a phone paints largest: asked for first (issue 39).
  const leading = isLeadingBlock(context)

  return (
    <figure className={`${widthClass[width]} ${width === 'full' ? '' : 'py-6'}`}>
      {image ? (
        <ResponsiveImage
          src={image.url}
          alt={image.alt ?? ''}
          width={image.width ?? 1600}
          height={image.height ?? 900}
          sizes={width === 'full' ? '100vw' : width === 'wide' ? '(min-width: 1152px) 1152px, 100vw' : '(min-width: 768px) 768px, 100vw'}
          className={width === 'full' ? 'h-[min(70vh,720px)] w-full object-cover' : 'h-auto w-full rounded-brand'}
          preload={leading}
          fetchPriority={leading ? 'high' : undefined}
        />
      ) : (
        <MissingImage text={context.dictionary.t('missingImageText')} />
      )}
      {data.caption ? <figcaption className={`mt-2 text-sm text-muted ${width === 'full' ? 'mx-auto max-w-6xl px-4' : ''}`}>{data.caption}</figcaption> : null}
    </figure>
  )
}
