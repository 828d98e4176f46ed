const CHUNK_BITS = 20
const CHUNK_SIZE = 1 << CHUNK_BITS

/**
 * An append-only Uint32 buffer for building columns without a JS array per record. It grows by
 * fixed chunks, so building never holds two copies of a large buffer.
 */
export class GrowableUint32 {
  private readonly chunks: Uint32Array[] = []
  private current: Uint32Array = new Uint32Array(0)
  private used = 0
  length = 0

  push(value: number): void {
    if (this.used === this.current.length) {
      this.current = new Uint32Array(Math.min(CHUNK_SIZE, Math.max(1024, this.length)))
      this.chunks.push(this.current)
      this.used = 0
    }
    this.current[this.used++] = value
    this.length++
  }

  /** The filled parts, in order, as views (no copy). */
  parts(): Uint32Array[] {
    let left = this.length
    return this.chunks.map((chunk) => {
      const part = chunk.subarray(0, Math.min(chunk.length, left))
      left -= part.length
      return part
    })
  }

  /** A compact copy of what was pushed. */
  toArray(): Uint32Array {
    const result = new Uint32Array(this.length)
    let offset = 0
    for (const part of this.parts()) {
      result.set(part, offset)
      offset += part.length
    }
    return result
  }
}
