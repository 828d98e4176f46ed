import { handleFavouriteCarsRequest } from '@/features/car-blocks'

export const dynamic = 'force-dynamic'

/** GET /api/cars?ids=1001,1002: these cars' cards in this site's stock now (the favourites page). */
export const GET = (request: Request) => handleFavouriteCarsRequest(request)
