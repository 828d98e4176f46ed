import { cloudStoragePlugin } from '@payloadcms/plugin-cloud-storage'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { ShowroomConfig } from '@/lib/config'

import { localMediaAdapter } from './local-media-adapter'

/**
 * Where uploaded media files live (issue 15 item 3): S3-compatible object storage when
 * SHOWROOM_S3_BUCKET is set, so every process behind a load balancer sees every file; otherwise
 * the data dir, which several processes must then share. Both go through Payload's cloud-storage
 * plugin with the same fields (alwaysInsertFields), so the schema is the same either way.
 */
export function mediaStoragePlugin(config: Pick<ShowroomConfig, 'mediaDir' | 's3'>): Plugin {
  const s3 = config.s3
  if (s3) {
    return s3Storage({
      alwaysInsertFields: true,
      bucket: s3.bucket,
      collections: { media: { prefix: s3.prefix } },
      config: {
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: s3.forcePathStyle,
        credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
      },
    })
  }
  // prefix '' (files straight in the folder, as before) still adds the `prefix` field S3 adds.
  return cloudStoragePlugin({ alwaysInsertFields: true, collections: { media: { adapter: localMediaAdapter(config.mediaDir), prefix: '' } } })
}
