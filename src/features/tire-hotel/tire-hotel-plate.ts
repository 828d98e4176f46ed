import { z } from 'zod'

/**
 * A plate as the tyre hotel takes it (spec 03 §5, §7 regNo): spaces out, upper case, 2 to 7
 * letters and digits. The one rule for /api/tirehotel/* and the flow's plate search (zod only, no
 * Node, so the browser's check loads it too).
 */
export const tireHotelPlateSchema = z
  .string()
  .transform((v) => v.replace(/\s/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9ÅÄÖ]{2,7}$/, 'must be 2 to 7 letters and digits'))
