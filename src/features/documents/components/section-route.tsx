import { useNavigate, useParams, useSearch } from '@tanstack/react-router'
import type { DocumentSection } from '@/contract/documents'
import { type DocumentsSearch, parseFileParam } from '../model/search-params'
import { MachineDocumentsPage } from './machine-documents-page'

/** What every section route renders: the five route files differ only in their section. */
export function SectionRoute({ section }: { section: DocumentSection }) {
  const params = useParams({ strict: false }) as { machineSN: string; file?: string }
  const search = useSearch({ strict: false }) as DocumentsSearch
  const navigate = useNavigate()
  return (
    <MachineDocumentsPage
      machineSN={params.machineSN}
      section={section}
      file={parseFileParam(params.file)}
      search={search}
      onSearch={(next, replace) =>
        void navigate({ to: '.', search: next as never, replace: replace ?? false, resetScroll: false })
      }
    />
  )
}
