import { createClient } from '@libsql/client'
import { trace } from '@opentelemetry/api'
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node'
import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { processSingleton } from './process-singleton'
import { countDatabaseQueries } from './sql-database'
import { traceDatabaseStatement } from './tracing'
import { startTracing } from './tracing-start'

const client = createClient({ url: 'file::memory:' })
countDatabaseQueries({ db: { client } } as unknown as Payload)

afterAll(async () => {
  trace.disable()
  processSingleton('TracingOn').set(undefined)
  processSingleton('ShutdownTasks').set(undefined)
  client.close()
})

describe('traces (issue 40 item 2)', () => {
  it('are off until a tracer is started: a statement runs untouched, its text never read', async () => {
    let read = false
    const answer = await traceDatabaseStatement(
      'sqlite',
      () => ((read = true), 'SELECT 1'),
      async () => 42,
    )
    expect(answer).toBe(42)
    expect(read).toBe(false)
  })

  it("record each database statement as a span under the render's span, in the render's trace (the SDK's in-memory exporter)", async () => {
    const exporter = new InMemorySpanExporter()
    const provider = startTracing(exporter)
    await trace.getTracer('test').startActiveSpan('GET /kop-bil', async (render) => {
      await client.execute('CREATE TABLE cars (id INTEGER, brand TEXT)')
      await client.execute({ sql: 'SELECT id FROM cars WHERE brand = ?', args: ['Volvo'] })
      render.end()
    })
    await client.execute('SELECT 1') // outside any render: a trace of its own
    await provider.forceFlush()
    const spans = exporter.getFinishedSpans()
    const render = spans.find((span) => span.name === 'GET /kop-bil')!
    const underRender = spans.filter((span) => span.spanContext().traceId === render.spanContext().traceId && span !== render)
    expect(underRender.map((span) => span.name)).toEqual(['db CREATE', 'db SELECT'])
    expect(underRender.every((span) => span.parentSpanContext?.spanId === render.spanContext().spanId)).toBe(true)
    expect(underRender[1]!.attributes).toMatchObject({ 'db.system.name': 'sqlite', 'db.query.text': 'SELECT id FROM cars WHERE brand = ?' })
    expect(spans.filter((span) => span.spanContext().traceId !== render.spanContext().traceId).map((span) => span.name)).toEqual(['db SELECT'])

    // A failed statement is a span with the error.
    await expect(client.execute('SELECT * FROM no_such_table')).rejects.toThrow()
    await provider.forceFlush()
    const failed = exporter.getFinishedSpans().at(-1)!
    expect(failed.status.code).toBe(2)
    await provider.shutdown()
  })
})
