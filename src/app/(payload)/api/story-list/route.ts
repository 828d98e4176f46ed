import { handleStoryListRequest } from '@/features/stories'

export const dynamic = 'force-dynamic'

export const GET = (request: Request) => handleStoryListRequest(request)
