/**
 * The fixed part of the demo plant: company, plant, machine lines and models, 12 machines, the
 * catalogues (materials, consumables, inks) and the demo accounts. Pure data; seed-base.ts writes it.
 */

import { historicMaterialOptions } from '../../src/contract/historic'
import type { RoleName } from '../../src/contract/roles'
import type { FeatureFlags, MachineLineName } from '../../src/contract/session'

export const DEMO_PASSWORD = 'demo1234'

export const machineLineIds: Record<MachineLineName, number> = {
  FLEXO: 1,
  ROTO: 2,
  OFFSET: 3,
  LAMINATING: 4,
  SLITTING: 5,
  DIGITAL: 6,
}

export interface DemoModel {
  name: string
  line: MachineLineName
  image: string
}

export const demoModels: DemoModel[] = [
  { name: 'CI Flexo 8C Evolution', line: 'FLEXO', image: 'flexo-ci.svg' },
  { name: 'Stack Flexo 6C', line: 'FLEXO', image: 'flexo-stack.svg' },
  { name: 'Rotogravure R9', line: 'ROTO', image: 'roto.svg' },
  { name: 'Variable Offset VO-6', line: 'OFFSET', image: 'offset.svg' },
  { name: 'Solventless Laminator SL-1400', line: 'LAMINATING', image: 'laminator.svg' },
  { name: 'Duplex Slitter DS-1600', line: 'SLITTING', image: 'slitter.svg' },
  { name: 'Inkjet Digital DJ-5', line: 'DIGITAL', image: 'digital.svg' },
]

export interface DemoMachine {
  name: string
  model: string
  serialNumber: string
  acquisitionDate: string
  maxSpeed: number
  printingWidth: [number, number] | null
  materialWidth: [number, number]
  format: [number, number] | null
  maxNumDeck: number
  hasJobCosting: boolean
  hasOperationAnalytics: boolean
  trolley?: number
  machineFunction?: number
}

export const demoMachines: DemoMachine[] = [
  {
    name: 'Flexo CI 1',
    model: 'CI Flexo 8C Evolution',
    serialNumber: 'FX-CI-2019-0412',
    acquisitionDate: '2019-03-14',
    maxSpeed: 400,
    printingWidth: [400, 1270],
    materialWidth: [450, 1320],
    format: [330, 800],
    maxNumDeck: 8,
    hasJobCosting: true,
    hasOperationAnalytics: true,
  },
  {
    name: 'Flexo CI 2',
    model: 'CI Flexo 8C Evolution',
    serialNumber: 'FX-CI-2021-0588',
    acquisitionDate: '2021-06-02',
    maxSpeed: 450,
    printingWidth: [400, 1270],
    materialWidth: [450, 1320],
    format: [330, 800],
    maxNumDeck: 8,
    hasJobCosting: true,
    hasOperationAnalytics: true,
  },
  {
    name: 'Flexo Stack 6C',
    model: 'Stack Flexo 6C',
    serialNumber: 'FX-ST-2016-0131',
    acquisitionDate: '2016-11-21',
    maxSpeed: 250,
    printingWidth: [300, 1000],
    materialWidth: [350, 1050],
    format: [280, 650],
    maxNumDeck: 6,
    hasJobCosting: true,
    hasOperationAnalytics: false,
  },
  {
    name: 'Roto R9 North',
    model: 'Rotogravure R9',
    serialNumber: 'RT-R9-2018-0077',
    acquisitionDate: '2018-01-30',
    maxSpeed: 350,
    printingWidth: [600, 1300],
    materialWidth: [650, 1350],
    format: [450, 900],
    maxNumDeck: 9,
    hasJobCosting: true,
    hasOperationAnalytics: false,
  },
  {
    name: 'Roto R9 South',
    model: 'Rotogravure R9',
    serialNumber: 'RT-R9-2022-0154',
    acquisitionDate: '2022-09-12',
    maxSpeed: 350,
    printingWidth: [600, 1300],
    materialWidth: [650, 1350],
    format: [450, 900],
    maxNumDeck: 9,
    hasJobCosting: false,
    hasOperationAnalytics: false,
  },
  {
    name: 'Offset VO-6 A',
    model: 'Variable Offset VO-6',
    serialNumber: 'OF-VO-2020-0213',
    acquisitionDate: '2020-04-06',
    maxSpeed: 300,
    printingWidth: [250, 520],
    materialWidth: [280, 560],
    format: [381, 762],
    maxNumDeck: 6,
    hasJobCosting: true,
    hasOperationAnalytics: true,
  },
  {
    name: 'Offset VO-6 B',
    model: 'Variable Offset VO-6',
    serialNumber: 'OF-VO-2023-0301',
    acquisitionDate: '2023-02-17',
    maxSpeed: 300,
    printingWidth: [250, 520],
    materialWidth: [280, 560],
    format: [381, 762],
    maxNumDeck: 6,
    hasJobCosting: false,
    hasOperationAnalytics: false,
  },
  {
    name: 'Laminator SL 1',
    model: 'Solventless Laminator SL-1400',
    serialNumber: 'LM-SL-2017-0098',
    acquisitionDate: '2017-07-03',
    maxSpeed: 450,
    printingWidth: null,
    materialWidth: [400, 1400],
    format: null,
    maxNumDeck: 0,
    hasJobCosting: true,
    hasOperationAnalytics: false,
    trolley: 2,
    machineFunction: 3,
  },
  {
    name: 'Laminator SL 2',
    model: 'Solventless Laminator SL-1400',
    serialNumber: 'LM-SL-2024-0120',
    acquisitionDate: '2024-05-20',
    maxSpeed: 500,
    printingWidth: null,
    materialWidth: [400, 1400],
    format: null,
    maxNumDeck: 0,
    hasJobCosting: false,
    hasOperationAnalytics: false,
    trolley: 4,
    machineFunction: 1,
  },
  {
    name: 'Slitter DS 1',
    model: 'Duplex Slitter DS-1600',
    serialNumber: 'SL-DS-2015-0044',
    acquisitionDate: '2015-10-08',
    maxSpeed: 600,
    printingWidth: null,
    materialWidth: [300, 1600],
    format: null,
    maxNumDeck: 0,
    hasJobCosting: false,
    hasOperationAnalytics: false,
  },
  {
    name: 'Slitter DS 2',
    model: 'Duplex Slitter DS-1600',
    serialNumber: 'SL-DS-2021-0102',
    acquisitionDate: '2021-12-01',
    maxSpeed: 700,
    printingWidth: null,
    materialWidth: [300, 1600],
    format: null,
    maxNumDeck: 0,
    hasJobCosting: false,
    hasOperationAnalytics: false,
  },
  {
    name: 'Digital Inkjet DJ-5',
    model: 'Inkjet Digital DJ-5',
    serialNumber: 'DG-DJ-2023-0017',
    acquisitionDate: '2023-08-28',
    maxSpeed: 150,
    printingWidth: [200, 540],
    materialWidth: [220, 560],
    format: null,
    maxNumDeck: 5,
    hasJobCosting: true,
    hasOperationAnalytics: true,
  },
]

/** Production materials, ids 1-11 in this order (spec 000 §2.4): the contract's list. */
export const materialNames = historicMaterialOptions.map((m) => m.name)

/** Job-costing consumable types (spec 002 §2.2, §3.2); id 1 is energy (edit_job_cost_energy). */
export const consumableTypeCatalog = [
  { id: 1, name: 'Energy', category: 'energy', unit: 'kW', timeSliced: true },
  { id: 2, name: 'Ink', category: 'ink', unit: 'Kg', timeSliced: false },
  { id: 3, name: 'Material', category: 'material', unit: 'Kg', timeSliced: false },
  { id: 4, name: 'Cleaning solvent', category: 'solvents', unit: 'lts', timeSliced: false },
  { id: 5, name: 'Viscosity solvent', category: 'solvents', unit: 'lts', timeSliced: false },
  { id: 6, name: 'Nitrogen', category: 'energy', unit: 'm³', timeSliced: false },
  { id: 7, name: 'Compressed air', category: 'energy', unit: 'm³', timeSliced: false },
  { id: 8, name: 'Gas', category: 'energy', unit: 'm³', timeSliced: false },
  { id: 9, name: 'Water', category: 'energy', unit: 'lts', timeSliced: false },
]

export const inkGroupCatalog = [
  { number: 1, hex: '#00AEEF', description: 'Process cyan' },
  { number: 2, hex: '#EC008C', description: 'Process magenta' },
  { number: 3, hex: '#FFF200', description: 'Process yellow' },
  { number: 4, hex: '#231F20', description: 'Process black' },
  { number: 5, hex: '#FFFFFF', description: 'Opaque white' },
  { number: 6, hex: '#F7941D', description: 'Pantone orange' },
  { number: 7, hex: '#00A651', description: 'Pantone green' },
  { number: 8, hex: '#C0C0C0', description: 'Metallic silver' },
]

export interface DemoUser {
  email: string
  displayName: string
  roles: RoleName[]
  /** Machine lines the user is assigned to; null means every machine. */
  lines: MachineLineName[] | null
  hasAcceptedTos: boolean
  language: string
  /** Feature flags stored for the user (spec 000 §3.1), merged over the defaults in the session. */
  featureFlags?: Partial<FeatureFlags>
}

export const demoUsers: DemoUser[] = [
  {
    email: 'manager@demo.plant',
    displayName: 'Marta Manager',
    roles: [
      'ROLE_USER',
      'ROLE_ADMIN',
      'ROLE_PRODUCTION_ANALYTICS',
      'ROLE_OPERATION_ANALYTICS',
      'ROLE_JOB_COSTING',
      'ROLE_DOC',
      'ROLE_COOL',
      // With ROLE_USER, the order histogram's tag values (spec 000 §6): tech@ has no order detail.
      'ROLE_TECHNICIAN',
      'ROLE_MAINTENANCE_ASSISTANCE_MANAGER',
      'ROLE_API_EXTERNAL',
    ],
    lines: null,
    hasAcceptedTos: true,
    language: 'en_EN',
    // The only demo account with the energy right (the other job-costing user, sales@, has not).
    featureFlags: { edit_job_cost_energy: true, job_costing_tour: true },
  },
  {
    email: 'operator@demo.plant',
    displayName: 'Oscar Operator',
    roles: ['ROLE_USER', 'ROLE_PRODUCTION_ANALYTICS', 'ROLE_DOC', 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR'],
    lines: ['FLEXO', 'LAMINATING'],
    hasAcceptedTos: true,
    language: 'es_ES',
  },
  {
    email: 'tech@demo.plant',
    displayName: 'Teresa Tech',
    roles: ['ROLE_USER', 'ROLE_TECHNICIAN', 'ROLE_DOC', 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR'],
    lines: null,
    hasAcceptedTos: true,
    language: 'en_EN',
  },
  {
    email: 'sales@demo.plant',
    displayName: 'Sergio Sales',
    roles: [
      'ROLE_USER',
      'ROLE_COMMERCIAL',
      'ROLE_PRODUCTION_ANALYTICS',
      'ROLE_OPERATION_ANALYTICS',
      'ROLE_JOB_COSTING',
    ],
    lines: null,
    hasAcceptedTos: true,
    language: 'es_ES',
  },
  {
    email: 'new@demo.plant',
    displayName: 'Nuria New',
    roles: ['ROLE_USER', 'ROLE_PRODUCTION_ANALYTICS'],
    lines: null,
    hasAcceptedTos: false,
    language: 'es_ES',
  },
]

export const retargetingCampaignCatalog = [
  {
    code: 'maintenance-2025-q1',
    isVisible: true,
    isReminderEnabled: true,
    videoUrl: '/media/maintenance-assistant.webm',
  },
  { code: 'next-prev-2025-q1', isVisible: true, isReminderEnabled: true, videoUrl: null },
  // The interest page of operation analytics and its wizard (spec 001 §2.6), not the home screen.
  {
    code: 'operation-analytics-2026',
    isVisible: true,
    isReminderEnabled: true,
    videoUrl: '/media/operation-analytics.webm',
  },
]

/**
 * Machine cost records (spec 002 §3.2) of the demo machines with job costing, by line: hourly
 * prices in the plant's currency, lives in meters. Edited later in the job-costing screen.
 */
export function demoMachineCost(line: MachineLineName) {
  const press = line === 'FLEXO' || line === 'ROTO' || line === 'OFFSET'
  return {
    amortizationPrice: press ? 38 : line === 'DIGITAL' ? 22 : 18,
    operator1Price: 24,
    operator1Percent: 100,
    operator2Price: 19,
    operator2Percent: press ? 100 : 50,
    operator3Price: 17,
    operator3Percent: press ? 50 : 0,
    clichePrice: press ? 45 : 0,
    clicheTimeMinutes: press ? 35 : 0,
    adhesivePrice: press ? 14 : 0,
    waste: press ? 15 : 0,
    scraperPrice: press ? 60 : 0,
    scraperMeters: press ? 250_000 : 0,
    stampPrice: press ? 180 : 0,
    stampMeters: press ? 400_000 : 0,
    ragPrice: 1.2,
    ragMeters: 20_000,
    splicingTapePrice: 0.6,
    aniloxCleanerPrice: line === 'FLEXO' ? 1.5 : 0,
    treatyPencilPrice: line === 'LAMINATING' ? 0.9 : 0,
  }
}

/**
 * The laminating line's configuration modules (the synoptic of spec 000 §3.4): which variables
 * each shows and in which unit preference. Which are enabled depends on the machine's trolley
 * and function (src/features/order-detail/model/trolley-modules.ts).
 */
export const laminatorModuleCatalog = [
  { code: 'unwinder', name: 'Unwinder', variables: ['tension', 'diameter'] },
  {
    code: 'applicator',
    name: 'Applicator',
    variables: [
      'tension',
      'solventlessTemperatureA',
      'solventlessTemperatureB',
      'coatingRollerLength',
      'repeat',
    ],
  },
  { code: 'drying1', name: 'Drying 1', variables: ['temperature', 'airflow'] },
  { code: 'drying2', name: 'Drying 2', variables: ['temperature', 'airflow'] },
  { code: 'drying3', name: 'Drying 3', variables: ['temperature', 'airflow'] },
  { code: 'secondUnwinder', name: 'Second unwinder', variables: ['tension', 'diameter'] },
  { code: 'thirdUnwinder', name: 'Third unwinder', variables: ['tension', 'diameter'] },
  { code: 'laminator', name: 'Laminator', variables: ['nipPressure', 'temperature'] },
  { code: 'rewinder', name: 'Rewinder', variables: ['tension', 'taper'] },
]

/** The unit preference of each module variable (null: a plain number). */
export const moduleVariablePreference: Record<string, string | null> = {
  tension: 'N',
  diameter: 'mm',
  solventlessTemperatureA: 'UNIT_TEMPERATURE',
  solventlessTemperatureB: 'UNIT_TEMPERATURE',
  coatingRollerLength: 'mm',
  repeat: 'mm',
  temperature: 'UNIT_TEMPERATURE',
  airflow: '%',
  nipPressure: 'bar',
  taper: '%',
}
