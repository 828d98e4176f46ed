import { getConfig } from '@/lib/config'

import { HttpSms } from './http-sms'
import { OutboxSms, smsOutboxFolder } from './outbox-sms'
import type { SmsPort } from './sms-port'

// On globalThis: Next may load this module more than once in one process (route bundles).
const shared = globalThis as { __showroomSms?: SmsPort }

/** This process's SMS port: the gateway at SHOWROOM_SMS_URL when set, else files in `<data dir>/sms-outbox/`. */
export function getSmsSender(): SmsPort {
  shared.__showroomSms ??= (() => {
    const { sms, dataDir } = getConfig()
    if (sms.url) return new HttpSms({ url: sms.url, apiKey: sms.apiKey })
    return new OutboxSms(smsOutboxFolder(dataDir))
  })()
  return shared.__showroomSms
}
