import { handleHealthRequest } from '@/features/health'

export const dynamic = 'force-dynamic'

export function GET() {
  return handleHealthRequest()
}
