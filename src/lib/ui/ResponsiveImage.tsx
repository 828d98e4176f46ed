import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

/**
 * next/image's responsive `<img>` (srcset through the image optimizer, sizes, lazy loading, the
 * blur placeholder, `preload` for the LCP image) as a plain element (issue 39). `<Image>` is a
 * client component: every card picture on a page was two more components to hydrate (46 of the
 * Nordbil start page's 326, 96 of its car list's 673), to run nothing but the blur placeholder's
 * removal after load. This renders the same attributes through next/image's own
 * `getImageProps`, on the server or inside an island, and hydrates as the element it is. The blur
 * placeholder stays behind the loaded picture, which covers it (card photos are opaque).
 */
export function ResponsiveImage({ preload: preloaded = false, ...image }: ImageProps) {
  // `preload` keeps the element from lazy loading, as on <Image>; the head's link is added below.
  const { props } = getImageProps({ ...image, preload: preloaded })
  // As <Image preload> does: the picture is asked for from the document's head, before the
  // browser reaches the element (the LCP image of the first screen).
  if (preloaded && typeof props.src === 'string')
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    })
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt among them (getImageProps passes it through)
  return <img {...props} />
}
