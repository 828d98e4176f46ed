import { languageTag } from '@/lib/locales'

import type { BlockComponentProps } from '../block-types'
import { asMedia } from '../shared/block-fields'
import { logSkippedBlock } from '../shared/block-log'
import { FILE_LIST_COLLAPSED, fileListBlockData, fileTypeLabel, formatFileSize } from './file-list-block'
import { FileListToggle } from './FileListToggle'
import { DownloadFileIcon } from '@/lib/ui/icons'

/** File list (spec 01 §2.9, §9): title, type and size of each file (from the media library), 3 shown collapsed. */
export default function FileListBlock({ block, context }: BlockComponentProps) {
  const data = fileListBlockData.parse(block)
  const files = (data.files ?? []).flatMap((f) => {
    const media = asMedia(f.file)
    return media ? [{ key: f.id ?? media.url, media, title: f.title?.trim() || media.filename || media.url.split('/').pop() || '' }] : []
  })
  if (files.length === 0) return logSkippedBlock('fileList', 'no file is left in the media library')
  const { dictionary: d, locale, site } = context
  const tag = languageTag(locale, site.country)

  const items = files.map((file) => {
    const details = [fileTypeLabel(file.media.mimeType, file.media.filename), formatFileSize(file.media.filesize, tag)].filter(Boolean).join(', ')
    return (
      <li key={file.key}>
        <a href={file.media.url} download={file.media.filename ?? true} className="flex min-h-11 items-center gap-3 py-3 hover:underline">
          <DownloadFileIcon className="h-6 w-6 shrink-0 text-accent" />
          <span className="min-w-0 flex-1 font-semibold break-words">{file.title}</span>
          {details ? <span className="shrink-0 text-sm text-muted">{details}</span> : null}
        </a>
      </li>
    )
  })

  return (
    <section data-block="fileList" className="mx-auto max-w-3xl px-4 py-8">
      {data.title ? <h2 className="mb-4">{data.title}</h2> : null}
      <FileListToggle
        items={items}
        collapsedCount={FILE_LIST_COLLAPSED}
        texts={{ showAll: d.t('fileListShowAll').replace('{count}', String(files.length)), showFewer: d.t('fileListShowFewer') }}
      />
    </section>
  )
}
