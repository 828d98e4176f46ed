import type { Locale } from '@/lib/locales'

/**
 * What the site shell (navigation, alert bar, message banner, footer) renders, as plain data.
 * `shell-settings.ts` parses the CMS document into these types; components only ever see these.
 */

export type LinkTarget = '_self' | '_blank'

/** A CMS link: href plus the text shown (spec 01 §2.3 "Link with href, text and target"). */
export type ShellLink = { href: string; text: string; target: LinkTarget }

export type ShellImage = { url: string; alt: string; width?: number; height?: number }

/** spec 01 §3 Alert bar / spec 02 Message banner fields. */
export type MessageType = 'Warning' | 'Dark' | 'Light' | 'Neutral'
export type MessageIcon = 'CampaignAlert' | 'WarningAlert'
export type SiteMessage = {
  title?: string
  text: string
  type: MessageType
  icon?: MessageIcon
}

export type NavIconName = 'phone' | 'mail' | 'pin' | 'calendar' | 'user' | 'heart' | 'search' | 'car'

/** Navigation settings (spec 01 §2.3 settings list, plus version B's icon links and banner position). */
export type NavigationSettings = {
  logo?: ShellImage
  /** Defaults 150 x 55 (spec 01 §9). */
  logoWidth: number
  logoHeight: number
  isSticky: boolean
  slimNav: boolean
  hasDarkTheme: boolean
  showSeparator: boolean
  /** Extra items with a title and a complete link; incomplete ones are already left out. */
  extraItems: { title: string; link: ShellLink }[]
  /** Version B: icon links at the end of the bar. */
  iconLinks: { icon: NavIconName; label: string; href: string; target: LinkTarget }[]
  /** Version B: where the message banner sits. */
  messagePosition: 'above' | 'below'
}

/**
 * One navigation item from the page tree (spec 01 §3 Menu node / Navigation item), already
 * filtered (hideInNavigation left out at every level) and cut at three levels.
 */
export type NavigationItem = {
  id: string
  title: string
  /** Localized path of the page ("/en/service"), or the external override's href. */
  href: string
  /** Version B: external link override (spec 01 §2.3); the text replaces the title when set. */
  external?: { href: string; text?: string }
  /** Mega-menu picture (Menu node ImageUrl). */
  image?: ShellImage
  /** Version B: an item with children is itself a link only when this is set. */
  navigableWithChildren: boolean
  children: NavigationItem[]
}

/** spec 01 §3 Language entry: the same page in another language. */
export type LanguageLink = {
  locale: Locale
  /** e.g. "Svenska", "English". */
  nativeName: string
  englishName: string
  href: string
  current: boolean
}

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'x' | 'tiktok'

/** spec 01 §3 Footer, resolved for one language. Only shown parts are present. */
export type FooterContent = {
  infoFields: { heading?: string; text?: string }[]
  infoFieldOneChildFullWidth: boolean
  brandsHeading?: string
  /** Only brands with a logo src; `href` is the car list with car_brand=<name>. */
  brands: { name: string; logo: ShellImage; logoBlackAndWhite?: ShellImage; href: string }[]
  /** Only columns with at least one item with an href. */
  columns: { title?: string; description?: string; items: ShellLink[] }[]
  highlightedLink?: ShellLink
  /** Raw names: the component looks up the icon and logs+skips unknown ones (spec 01 §8). */
  socialLinks: { name: string; url: string }[]
}

/** Everything the shell needs for one page. */
export type ShellData = {
  navigation: NavigationSettings
  items: NavigationItem[]
  languages: LanguageLink[]
  alertBar?: SiteMessage
  messageBanner?: SiteMessage
  footer: FooterContent
}
