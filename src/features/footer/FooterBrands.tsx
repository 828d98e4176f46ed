import Link from 'next/link'

import type { FooterContent, ShellImage } from '@/features/shell-content'

type Props = { heading: string; brands: FooterContent['brands'] }

// Brand logos are small SVGs/PNGs uploaded per brand; next/image does not optimise SVG, and these
// sit far below the fold, so plain lazy images are the lighter choice.
function Logo({ image, alt, className }: { image: ShellImage; alt: string; className: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- small SVG pictures from the CMS or the demo; next/image passes vector images through unoptimised
  return <img src={image.url} alt={alt} width={image.width} height={image.height} loading="lazy" decoding="async" className={className} />
}

/**
 * The brand-logo row (spec 01 §2.5): each logo links to the car list filtered on the brand. With
 * a black-and-white logo as well, the row is calm in grey and a logo turns to colour on hover or
 * keyboard focus; only the visible image carries the brand name as alt text.
 */
export function FooterBrands({ heading, brands }: Props) {
  return (
    <section aria-labelledby="site-footer-brands">
      <h2 id="site-footer-brands" className="mb-4 text-base font-semibold tracking-wide uppercase">
        {heading}
      </h2>
      <ul className="flex flex-wrap items-center gap-x-8 gap-y-4">
        {brands.map((brand) => (
          <li key={brand.href}>
            <Link href={brand.href} prefetch={false} className="group relative block rounded-brand bg-white p-2 focus-visible:outline-footer-foreground">
              {brand.logoBlackAndWhite ? (
                <>
                  <Logo
                    image={brand.logoBlackAndWhite}
                    alt={brand.name}
                    className="h-10 w-auto transition-opacity duration-200 group-hover:opacity-0 group-focus-visible:opacity-0"
                  />
                  <Logo
                    image={brand.logo}
                    alt=""
                    className="absolute inset-2 h-10 w-auto opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100"
                  />
                </>
              ) : (
                <Logo image={brand.logo} alt={brand.name} className="h-10 w-auto" />
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
