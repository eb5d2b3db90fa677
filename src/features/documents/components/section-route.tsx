import { useLocation, useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { type DocumentsSearch, parseFileParam } from '../model/search-params'
import { sectionFromPath } from '../model/sections'
import { MachineDocumentsPage } from './machine-documents-page'

/**
 * What every section route renders: the section is derived from the path (spec 001 §2.4), so the
 * five route files are the same component.
 */
export function SectionRoute() {
  const params = useParams({ strict: false }) as { machineSN: string; file?: string }
  const search = useSearch({ strict: false }) as DocumentsSearch
  const { pathname } = useLocation()
  const fromPath = sectionFromPath(pathname)
  const navigate = useNavigate()
  return (
    <MachineDocumentsPage
      machineSN={params.machineSN}
      section={fromPath === 'home' ? 'operational' : fromPath}
      file={parseFileParam(params.file)}
      search={search}
      onSearch={(next, replace) =>
        void navigate({ to: '.', search: next as never, replace: replace ?? false, resetScroll: false })
      }
    />
  )
}
