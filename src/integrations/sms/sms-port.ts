/** One text message to one mobile number (E.164-ish digits, '+' allowed). */
export type SmsMessage = { to: string; text: string }

/** The gateway did not take the message (HTTP failure, timeout, refusal). Nothing was sent. */
export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SmsSendError'
  }
}

/** Sends text messages (issue 20: the tyre hotel's one-time codes). Throws SmsSendError when it could not. */
export interface SmsPort {
  send(message: SmsMessage): Promise<void>
}
