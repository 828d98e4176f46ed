import type { Block } from 'payload'
import { z } from 'zod'

import { formatDecimal } from '@/lib/number-format'

import { blockPickerEntry } from '../block-picker'
import { mediaRef } from '../shared/block-fields'

/** spec 01 §2.9, §9: a file list shows 3 files while collapsed. */
export const FILE_LIST_COLLAPSED = 3

/** File list (spec 01 §2.9): downloadable files with type and size, 3 shown until the visitor asks for all. */
export const fileListBlock: Block = {
  slug: 'fileList',
  interfaceName: 'FileListBlock',
  ...blockPickerEntry('fileList', {
    en: { label: 'File list', plural: 'File lists', description: 'Files to download, e.g. price lists or brochures, with their type and size.' },
    sv: { label: 'Fillista', plural: 'Fillistor', description: 'Filer att ladda ner, t.ex. prislistor eller broschyrer, med typ och storlek.' },
  }),
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'files',
      type: 'array',
      minRows: 1,
      labels: { singular: 'File', plural: 'Files' },
      fields: [
        { name: 'file', type: 'upload', relationTo: 'media', required: true },
        { name: 'title', type: 'text', localized: true, admin: { description: 'Empty: the file’s name.' } },
      ],
    },
  ],
}

export const fileListBlockData = z.object({
  title: z.string().nullish(),
  files: z.array(z.object({ id: z.string().nullish(), file: mediaRef, title: z.string().nullish() })).nullish(),
})

const TYPE_BY_MIME: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'image/jpeg': 'JPG',
  'image/svg+xml': 'SVG',
  'video/mp4': 'MP4',
}

/** The file's type as a visitor knows it ('PDF', 'JPG'): from its MIME type, else its name's extension. */
export function fileTypeLabel(mimeType: string | null | undefined, filename: string | null | undefined): string {
  if (mimeType && TYPE_BY_MIME[mimeType]) return TYPE_BY_MIME[mimeType]
  const extension = /\.([a-z0-9]{1,5})$/i.exec(filename ?? '')?.[1]
  if (extension) return extension.toUpperCase()
  const subtype = mimeType?.split('/')[1]
  return subtype ? subtype.toUpperCase() : ''
}

/** A file size in the page's language: '820 kB', '1,4 MB' (sv-SE); '' when unknown. */
export function formatFileSize(bytes: number | null | undefined, languageTag: string): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1000) return `${formatDecimal(bytes, languageTag, 0)} B`
  if (bytes < 1_000_000) return `${formatDecimal(bytes / 1000, languageTag, 0)} kB`
  return `${formatDecimal(bytes / 1_000_000, languageTag, 1)} MB`
}
