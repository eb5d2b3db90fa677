import { useMatches } from '@tanstack/react-router'
import { type ModuleInfo, modules } from '../modules'

/** The module of the deepest matched route that names one. */
export function useCurrentModule(): ModuleInfo | null {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const id = matches[i].staticData?.module
    if (id) return modules[id]
  }
  return null
}
