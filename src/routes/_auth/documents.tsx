import { createFileRoute } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'

export const Route = createFileRoute('/_auth/documents')({
  staticData: { module: 'documents' },
  // The documents screens and the PDF viewer have a catalog of their own (lingui.config.ts).
  loader: () => loadAreaCatalog('documents'),
})
