/**
 * The client's build-time environment, read in one place. Tiny and import-free so that any layer
 * (the service worker, the offline core, the API client) can read it without loading more.
 */

/** Base of every API path; an existing backend of the same contract can be used instead (VITE_API_BASE_URL). */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL || '/api'

/** The manufacturer's support mailbox, named by error views such as "this order cannot be shown". */
export const supportAddress: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@plant-portal.example'
