import { SmsSendError, type SmsMessage, type SmsPort } from './sms-port'

export type HttpSmsOptions = {
  /** SHOWROOM_SMS_URL: the gateway's send endpoint. */
  url: string
  /** SHOWROOM_SMS_API_KEY: sent as `Authorization: Bearer <key>`. */
  apiKey?: string
  timeoutMs?: number
  fetchImpl?: typeof fetch
}

/**
 * An SMS gateway over HTTP: `POST {url}` with JSON `{ to, message }` (the shape most gateways
 * take; a 2xx answer means the gateway accepted the message). Anything else — a non-2xx status,
 * a network error or the timeout — is an SmsSendError, so the caller shows the spec's message and
 * the visitor keeps the attempt.
 */
export class HttpSms implements SmsPort {
  private readonly fetchImpl: typeof fetch
  constructor(private readonly options: HttpSmsOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch
  }

  async send(message: SmsMessage): Promise<void> {
    let response: Response
    try {
      response = await this.fetchImpl(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({ to: message.to, message: message.text }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 8000),
      })
    } catch (error) {
      throw new SmsSendError('The SMS gateway could not be reached', { cause: error })
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {})
      throw new SmsSendError(`The SMS gateway refused the message (HTTP ${response.status})`)
    }
    await response.body?.cancel().catch(() => {})
  }
}
