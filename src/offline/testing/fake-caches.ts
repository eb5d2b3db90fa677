/** A minimal in-memory Cache Storage for tests in Node (keys by URL, like the real one without Vary). */
export function createFakeCaches() {
  const stores = new Map<string, Map<string, Response>>()
  const urlOf = (request: RequestInfo | URL) =>
    typeof request === 'string' ? request : request instanceof URL ? request.href : request.url
  const open = async (name: string) => {
    let store = stores.get(name)
    if (!store) {
      store = new Map()
      stores.set(name, store)
    }
    const entries = store
    return {
      put: async (request: RequestInfo | URL, response: Response) => {
        entries.set(urlOf(request), response)
      },
      match: async (request: RequestInfo | URL) => entries.get(urlOf(request))?.clone(),
      delete: async (request: RequestInfo | URL) => entries.delete(urlOf(request)),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    }
  }
  return {
    stores,
    caches: {
      open,
      delete: async (name: string) => stores.delete(name),
      has: async (name: string) => stores.has(name),
    },
  }
}
