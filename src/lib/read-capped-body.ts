/**
 * The request body as text, reading at most `maxBytes` (+1 so the caller can tell it was too
 * long): a client that sends megabytes without a Content-Length cannot make us buffer them.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      break
    }
  }
  return Buffer.concat(chunks).toString('utf8')
}
