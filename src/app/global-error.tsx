'use client'

import { GlobalError } from '@/features/errors/GlobalError'

export default GlobalError
