import type { CollectionConfig } from 'payload'

import { adminsOnly, adminsOnlyField, isAdmin } from '../access'
import { adminCookieSecure, passwordResetEmailHtml } from '../admin-auth-links'
import { forgiveSuccessfulLogin, limitLoginAttempts } from '../login-limit'

/**
 * Editors and administrators. Administrators see every site; an editor sees only the sites listed
 * in their `sites` array (added by the multi-tenant plugin in payload.config.ts).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // No per-account lock-out: anyone could lock an account by guessing wrong (issue 15); failed
    // logins are limited per client address instead (cms/login-limit.ts).
    maxLoginAttempts: 0,
    // Secure behind https, an absolute reset link (issue 35 items 10, 11; cms/admin-auth-links.ts).
    cookies: { secure: adminCookieSecure() },
    forgotPassword: { generateEmailHTML: passwordResetEmailHtml },
  },
  hooks: { beforeOperation: [limitLoginAttempts], afterLogin: [forgiveSuccessfulLogin] },
  admin: { useAsTitle: 'email', group: 'Admin' },
  access: {
    read: ({ req }) => (isAdmin(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: adminsOnly,
    delete: adminsOnly,
    update: ({ req }) => (isAdmin(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      access: { update: adminsOnlyField, create: adminsOnlyField },
      options: [
        { label: 'Administrator (all sites)', value: 'admin' },
        { label: 'Editor (assigned sites only)', value: 'editor' },
      ],
    },
  ],
}
