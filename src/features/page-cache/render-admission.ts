/**
 * A bound on page renders in flight (issue 23). Node renders on one thread: beyond a few renders
 * at once each one only gets slower, and with hundreds queued every visitor waits behind the whole
 * batch. A render that cannot start within `queueDeadlineMs` (or finds the queue full) is refused,
 * so the server answers it at once (a stale page, or 503 with Retry-After) and serves the visitors
 * it can serve quickly.
 */
export type AdmissionTicket = { release: () => void }

export class RenderAdmission {
  private inFlight = 0
  private readonly waiting: { grant: (ticket: AdmissionTicket | null) => void; timer: ReturnType<typeof setTimeout> }[] = []

  constructor(private readonly options: { maxInFlight: number; queueDeadlineMs: number; maxQueue: number }) {}

  get rendering(): number {
    return this.inFlight
  }

  get queued(): number {
    return this.waiting.length
  }

  /**
   * A ticket to render now or within the deadline, or null: too busy. `first`: wait at the head
   * of the queue (a stale page's refresh: many visitors are served the old copy until it lands,
   * and behind a crowd of cold renders it would miss its deadline again and again).
   */
  acquire({ first = false }: { first?: boolean } = {}): Promise<AdmissionTicket | null> {
    if (this.inFlight < this.options.maxInFlight) return Promise.resolve(this.ticket())
    if (this.waiting.length >= this.options.maxQueue && !first) return Promise.resolve(null)
    return new Promise((resolve) => {
      const waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter)
          if (at >= 0) this.waiting.splice(at, 1)
          resolve(null)
        }, this.options.queueDeadlineMs),
      }
      if (first) this.waiting.unshift(waiter)
      else this.waiting.push(waiter)
    })
  }

  private ticket(): AdmissionTicket {
    this.inFlight++
    let released = false
    return {
      release: () => {
        if (released) return
        released = true
        this.inFlight--
        const next = this.waiting.shift()
        if (next) {
          clearTimeout(next.timer)
          next.grant(this.ticket())
        }
      },
    }
  }
}
