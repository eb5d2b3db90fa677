import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Areas of the app: each route names its module, which gives the top-bar and page title. */
export const moduleIds = [
  'home',
  'plant-control',
  'historical',
  'statistics',
  'inactivities',
  'machine-control',
  'operation-analytics',
  'job-costing',
  'shared-jobs',
  'plant-configuration',
  'genius-board',
  'maintenance',
  'documents',
] as const
export type ModuleId = (typeof moduleIds)[number]

export interface ModuleInfo {
  id: ModuleId
  /** Where the application menu leads. */
  to: string
  title: MessageDescriptor
}

export const modules: Record<ModuleId, ModuleInfo> = {
  home: { id: 'home', to: '/home', title: msg`Home` },
  'plant-control': { id: 'plant-control', to: '/plant-control', title: msg`Plant control` },
  historical: { id: 'historical', to: '/historical', title: msg`Historical` },
  statistics: { id: 'statistics', to: '/statistics', title: msg`Statistics` },
  inactivities: { id: 'inactivities', to: '/inactivities', title: msg`Inactivities` },
  'machine-control': { id: 'machine-control', to: '/plant-control', title: msg`Machine control` },
  'operation-analytics': {
    id: 'operation-analytics',
    to: '/plant-control',
    title: msg`Operation analytics`,
  },
  'job-costing': { id: 'job-costing', to: '/job-costing', title: msg`Job costing` },
  'shared-jobs': { id: 'shared-jobs', to: '/shared-jobs', title: msg`Shared jobs` },
  'plant-configuration': {
    id: 'plant-configuration',
    to: '/plant-configuration',
    title: msg`Plant configuration`,
  },
  'genius-board': { id: 'genius-board', to: '/genius-board', title: msg`Genius board` },
  maintenance: { id: 'maintenance', to: '/maintenance', title: msg`Maintenance assistant` },
  documents: { id: 'documents', to: '/documents', title: msg`Tech. Docs` },
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The area a route belongs to: top-bar title, page title, application-menu highlight. */
    module?: ModuleId
    /**
     * The page puts controls in the top bar's slot once its data has come (the maintenance report
     * button): the shell keeps the slot's row from the first paint, so their arrival does not push
     * the page down on a phone, where the slot is a row of its own. The deepest route that says
     * decides (a child can say false).
     */
    extendedHeader?: boolean
  }
}
