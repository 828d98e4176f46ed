/**
 * The public face of features/shell-content: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { loadShellSettingsSafely, loadSiteMenu } from './shell-repository'
export type {
  FooterContent,
  LanguageLink,
  LinkTarget,
  MessageIcon,
  MessageType,
  NavIconName,
  NavigationItem,
  NavigationSettings,
  ShellImage,
  ShellLink,
  SiteMessage,
  SocialNetwork,
} from './shell-types'
