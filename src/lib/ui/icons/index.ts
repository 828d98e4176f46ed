/*
 * The project's icons, one component per file: decorative SVGs (aria-hidden) drawn in the text
 * colour, sized by the caller's class. Before issue 37 the same icons were written inline 53 times
 * (the close icon in 8 files). Artwork that is not an icon stays with its feature (the demo-looking
 * placeholders, the brand marks, the social networks' logos, the navigation's glyph sets).
 */
export { ArrowRightIcon } from './ArrowRightIcon'
export { ArrowUpIcon } from './ArrowUpIcon'
export { BellIcon } from './BellIcon'
export { CheckboxIcon } from './CheckboxIcon'
export { CheckCircleIcon } from './CheckCircleIcon'
export { CheckIcon } from './CheckIcon'
export { type ChevronDirection, ChevronIcon } from './ChevronIcon'
export { CloseIcon } from './CloseIcon'
export { CopyIcon } from './CopyIcon'
export { DownloadFileIcon } from './DownloadFileIcon'
export { FilterIcon } from './FilterIcon'
export { HeartIcon } from './HeartIcon'
export type { IconProps } from './IconSvg'
export { MegaphoneIcon } from './MegaphoneIcon'
export { MinusIcon } from './MinusIcon'
export { PlayPauseIcon } from './PlayPauseIcon'
export { PlusIcon } from './PlusIcon'
export { SearchIcon } from './SearchIcon'
export { ShareIcon } from './ShareIcon'
export { SoundIcon } from './SoundIcon'
export { WarningIcon } from './WarningIcon'
