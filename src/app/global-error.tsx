'use client'

import { GlobalError } from '@/features/errors'

export default GlobalError
