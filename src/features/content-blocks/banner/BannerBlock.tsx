import type { BlockComponentProps } from '../block-types'
import { asMedia, backgroundClass, usableLink } from '../shared/block-fields'
import { logSkippedBlock } from '../shared/block-log'
import { BlockImage } from '../shared/BlockImage'
import { bannerBlockData } from './banner-block'

/** Banner (spec 01 §2.9): heading, text, picture and link in a coloured strip. No title: nothing, logged. */
export default function BannerBlock({ block, context }: BlockComponentProps) {
  const data = bannerBlockData.parse(block)
  if (!data.title?.trim()) return logSkippedBlock('banner', 'the banner has no title')
  const { dictionary: d, locale, site } = context
  const image = asMedia(data.image)
  const link = usableLink(data.link, locale, site.defaultLocale)
  const background = data.backgroundColor ?? 'accent'
  const onColour = background === 'accent' || background === 'dark'
  return (
    <section data-block="banner" className="mx-auto max-w-6xl px-4 py-6">
      <div
        className={`flex flex-col items-start gap-6 rounded-brand p-6 md:flex-row md:items-center md:p-8 ${backgroundClass[background] || 'border border-border'}`}
      >
        {image ? (
          <div className="w-full shrink-0 overflow-hidden rounded-brand md:w-56">
            <BlockImage
              media={image}
              decorative
              missingText={d.t('missingImageText')}
              sizes="(min-width: 768px) 224px, 100vw"
              className="aspect-[3/2] h-auto w-full object-cover"
            />
          </div>
        ) : null}
        <div className="flex flex-1 flex-col gap-2">
          <h2 className="heading-h3">{data.title}</h2>
          {data.text ? <p>{data.text}</p> : null}
        </div>
        {link ? (
          <a
            href={link.href}
            className={
              onColour
                ? 'inline-flex min-h-11 shrink-0 items-center rounded-brand bg-background px-5 py-2.5 font-semibold text-foreground hover:bg-surface'
                : 'btn-primary shrink-0'
            }
          >
            {link.text}
          </a>
        ) : null}
      </div>
    </section>
  )
}
