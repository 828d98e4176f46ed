import { getConfig } from '@/lib/config'
import { processSingleton } from '@/lib/process-singleton'

import { HttpSms } from './http-sms'
import { OutboxSms, smsOutboxFolder } from './outbox-sms'
import type { SmsPort } from './sms-port'

const instance = processSingleton<SmsPort>('Sms')

/** This process's SMS port: the gateway at SHOWROOM_SMS_URL when set, else files in `<data dir>/sms-outbox/`. */
export function getSmsSender(): SmsPort {
  return instance.getOrCreate(() => {
    const { sms, dataDir } = getConfig()
    if (sms.url) return new HttpSms({ url: sms.url, apiKey: sms.apiKey })
    return new OutboxSms(smsOutboxFolder(dataDir))
  })
}
