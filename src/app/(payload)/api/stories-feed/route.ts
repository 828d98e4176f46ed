import { handleStoriesFeedRequest } from '@/features/stories'

export const dynamic = 'force-dynamic'

export const GET = (request: Request) => handleStoriesFeedRequest(request)
