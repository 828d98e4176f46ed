import { handleMechmateBook, handleMechmateGet, MAX_BOOKING_BODY_BYTES, mechmateDeps } from '@/features/service-booking'
import { readCappedBody } from '@/lib/read-capped-body'
import { requestClientAddress } from '@/lib/client-address'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ path: string[] }> }

/** GET /api/mechmate/* (spec 03 §7 'Booking calls'): car, services, add-ons, prices, authorised workshop, sites stream, timeslots. */
export async function GET(request: Request, { params }: Params) {
  const { path } = await params
  return handleMechmateGet(new URL(request.url), path, mechmateDeps(request.headers.get('host'), requestClientAddress(request.headers)))
}

/** POST /api/mechmate/book (spec 03 §7): the booking. */
export async function POST(request: Request, { params }: Params) {
  const { path } = await params
  if (path.length !== 1 || path[0] !== 'book') return Response.json({ error: 'No such booking call' }, { status: 404 })
  return handleMechmateBook(
    { contentLength: request.headers.get('content-length'), readBody: () => readCappedBody(request, MAX_BOOKING_BODY_BYTES + 1) },
    mechmateDeps(request.headers.get('host'), requestClientAddress(request.headers)),
  )
}
