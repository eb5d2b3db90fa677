/** Names the page and the worker agree on for Background Sync and the flush request message. */
export const SYNC_TAG = 'outbox-flush'
export const FLUSH_MESSAGE = 'outbox-flush'
