'use client'

import { PageError } from '@/features/errors'

export default PageError
