/**
 * spec 02 §4 'Message banner': it collapses to zero height once the page is scrolled past it and
 * (our reading of "past it") opens again only back at the top of the page. Opening only at the
 * top avoids flicker: collapsing shortens the page above the reader, and browsers that keep the
 * reader's place scroll up by the banner's height.
 */
export function bannerCollapsedAfterScroll(wasCollapsed: boolean, scrollY: number, bannerBottom: number): boolean {
  if (scrollY <= 0) return false
  if (scrollY > bannerBottom) return true
  return wasCollapsed
}

/**
 * Where the banner's bottom edge lies in the page when it is open, in px from the top of the
 * page. Inside the sticky site header (spec 01 §2.3 version B) the banner moves with the viewport,
 * so its viewport position is already its position at the top of the page; elsewhere the page
 * scroll is added.
 */
export function bannerBottomInPage(viewportTop: number, openHeight: number, scrollY: number, movesWithViewport: boolean): number {
  return viewportTop + openHeight + (movesWithViewport ? 0 : scrollY)
}
