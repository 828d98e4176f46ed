/**
 * The public face of features/preview: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { LivePreviewRefresh } from './LivePreviewRefresh'
export { exitPreviewQuery, previewQuery, previewRoute } from './preview-request'
export { PreviewBar } from './PreviewBar'
export { PreviewLinkGuard } from './PreviewLinkGuard'
