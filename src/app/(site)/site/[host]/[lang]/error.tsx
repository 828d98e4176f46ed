'use client'

import { PageError } from '@/features/errors/PageError'

export default PageError
