import { handleTireHotel, MAX_TIRE_HOTEL_BYTES, tireHotelHttpDeps } from '@/features/tire-hotel'
import { requestClientAddress } from '@/lib/client-address'
import { readCappedBody } from '@/lib/read-capped-body'

export const dynamic = 'force-dynamic'

/** The tyre hotel's calls (spec 03 §7 'Tire hotel calls'; issue 20): see features/tire-hotel/tire-hotel-http.ts. */
async function handle(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const url = new URL(request.url)
  const result = await handleTireHotel(
    {
      method: request.method,
      path: (await params).path,
      query: url.searchParams,
      host: request.headers.get('host'),
      clientAddress: requestClientAddress(request.headers),
      authorization: request.headers.get('authorization'),
      readBody: () => readCappedBody(request, MAX_TIRE_HOTEL_BYTES + 1),
    },
    await tireHotelHttpDeps(),
  )
  return Response.json(result.body, { status: result.status, headers: { 'cache-control': 'no-store' } })
}

export const GET = handle
export const POST = handle
