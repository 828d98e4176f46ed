import type { BlockComponentProps } from '../block-types'
import { asMedia, usableLink } from '../shared/block-fields'
import { logSkippedBlock } from '../shared/block-log'
import { BlockImage } from '../shared/BlockImage'
import { ctaBannerBlockData, ctaBannerHeight } from './cta-banner-block'

/** Call-to-action banner (spec 01 §2.9, §9): 456 px tall, 756 px when Big. No title: nothing, logged. */
export default function CtaBannerBlock({ block, context }: BlockComponentProps) {
  const data = ctaBannerBlockData.parse(block)
  if (!data.title?.trim()) return logSkippedBlock('ctaBanner', 'the banner has no title')
  const { dictionary: d, locale, site } = context
  const image = asMedia(data.image)
  const link = usableLink(data.link, locale, site.defaultLocale)
  return (
    <section
      data-block="ctaBanner"
      className="relative isolate flex w-full items-center overflow-hidden bg-foreground text-white"
      style={{ height: ctaBannerHeight(data.big) }}
    >
      {image ? (
        <div className="absolute inset-0 -z-20">
          <BlockImage media={image} decorative missingText={d.t('missingImageText')} sizes="100vw" className="h-full w-full object-cover" />
        </div>
      ) : null}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/45" />
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 text-center">
        <h2 className="text-white drop-shadow-md">{data.title}</h2>
        {data.text ? <p className="text-lg drop-shadow">{data.text}</p> : null}
        {link ? (
          <a href={link.href} className="btn-primary focus-visible:outline-white">
            {link.text}
          </a>
        ) : null}
      </div>
    </section>
  )
}
