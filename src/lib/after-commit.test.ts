import type { Payload, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { holdWorkUntilCommit, runAfterCommit } from './after-commit'

/** A database adapter as @payloadcms/drizzle keeps its transactions: open ones in `sessions`. */
function fakePayload() {
  const log: string[] = []
  const db = {
    sessions: {} as Record<string, unknown>,
    async commitTransaction(id: string | Promise<string>) {
      const key = await id
      delete db.sessions[key]
      log.push(`commit ${key}`)
    },
    async rollbackTransaction(id: string | Promise<string>) {
      const key = await id
      delete db.sessions[key]
      log.push(`rollback ${key}`)
    },
  }
  const payload = { db } as unknown as Payload
  holdWorkUntilCommit(payload)
  const begin = (id: string) => {
    db.sessions[id] = {}
    return { payload, transactionID: id } as unknown as PayloadRequest
  }
  return { payload, db: payload.db, log, begin }
}

describe('work held until the save commits', () => {
  it('runs after the commit of the transaction it was started in, not before', async () => {
    const { db, log, begin } = fakePayload()
    const req = begin('t1')
    runAfterCommit(req, () => log.push('announce'))
    expect(log).toEqual([])
    await db.commitTransaction('t1')
    expect(log).toEqual(['commit t1', 'announce'])
  })

  it('is dropped when the transaction rolls back', async () => {
    const { db, log, begin } = fakePayload()
    runAfterCommit(begin('t2'), () => log.push('announce'))
    await db.rollbackTransaction('t2')
    await db.commitTransaction('t2')
    expect(log).toEqual(['rollback t2', 'commit t2'])
  })

  it('waits for a transaction id that is still a promise', async () => {
    const { db, log, begin } = fakePayload()
    const req = begin('t3')
    req.transactionID = Promise.resolve('t3')
    runAfterCommit(req, () => log.push('announce'))
    await Promise.resolve()
    expect(log).toEqual([])
    await db.commitTransaction(Promise.resolve('t3'))
    expect(log).toEqual(['commit t3', 'announce'])
  })

  it('runs at once without a transaction (SQLite) or after it has ended', async () => {
    const { payload, db, log, begin } = fakePayload()
    runAfterCommit({ payload } as unknown as PayloadRequest, () => log.push('no transaction'))
    const req = begin('t4')
    await db.commitTransaction('t4')
    runAfterCommit(req, () => log.push('after the commit'))
    expect(log).toEqual(['no transaction', 'commit t4', 'after the commit'])
  })
})
