import pino from 'pino'

/** Structured JSON logs (pino). Level from LOG_LEVEL; defaults to info. */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { app: 'showroom' },
})
