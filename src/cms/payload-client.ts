import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API of this process (initialised once, reused). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
