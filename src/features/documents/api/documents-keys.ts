export const documentsKeys = {
  all: ['documents'] as const,
  machines: () => [...documentsKeys.all, 'machines'] as const,
  machine: (serialNumber: string) => [...documentsKeys.all, 'machine', serialNumber] as const,
  search: (query: string, machine: string | null) =>
    [...documentsKeys.all, 'search', query, machine] as const,
}
