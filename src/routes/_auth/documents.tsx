import { createFileRoute } from '@tanstack/react-router'
import { loadAreaCatalog } from '@/app/i18n'
import { prefetchInLoader } from '@/app/prefetch-in-loader'

export const Route = createFileRoute('/_auth/documents')({
  staticData: { module: 'documents' },
  loader: ({ context }) => {
    // Every page of the area reads the user's machines: asked beside the code, for those who may
    // read documents (the docs tile's rule, the server's: ROLE_USER or ROLE_DOC).
    prefetchInLoader(
      context,
      () => import('@/features/documents/api/prefetch-screens'),
      (m, client, session) => m.prefetchDocumentsArea(client, session),
    )
    // The documents screens and the PDF viewer have a catalog of their own (lingui.config.ts).
    return loadAreaCatalog('documents')
  },
})
