import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Integration tests run Payload's Local API on a real database: in-memory SQLite by default, or
 * the PostgreSQL database in SHOWROOM_TEST_DATABASE_URL (scripts/test.mjs sets it when PostgreSQL
 * is installed). Must run before anything reads the configuration.
 */
process.env.DATABASE_URL = process.env.SHOWROOM_TEST_DATABASE_URL || 'file::memory:'
process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789'
// Not the demo values: on PostgreSQL the configuration refuses those (src/lib/config.ts). Tests
// that log in seed their own admin with the password they name.
process.env.SHOWROOM_ADMIN_PASSWORD = 'integration-admin-password'
process.env.SHOWROOM_SEARCH_API_KEY = 'integration-search-key-0123456789'
process.env.SHOWROOM_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'showroom-it-'))
process.env.LOG_LEVEL = 'silent'
