/** Resolved dictionary texts the brand navigation shows (navMainLabel, navMore … navHome). */
export type BrandNavigationTexts = Record<'mainLabel' | 'more' | 'openMenu' | 'closeMenu' | 'back' | 'showSubmenu' | 'allIn' | 'language' | 'home', string>
