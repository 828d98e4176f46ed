/** spec 01 §2.2, §9: the scroll-to-top button appears once the page is scrolled more than 528 px. */
export const SCROLL_TO_TOP_THRESHOLD = 528

export const showsScrollToTop = (scrollY: number): boolean => scrollY > SCROLL_TO_TOP_THRESHOLD
