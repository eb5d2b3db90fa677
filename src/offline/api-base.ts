/** Base of the API paths (the same as src/lib/api/client.ts, without loading ky). */
export const apiBase: string = import.meta.env.VITE_API_BASE_URL || '/api'
