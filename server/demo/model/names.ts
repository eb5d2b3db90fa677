import type { StopReasonCode } from '../../../src/contract/stop-reasons'
/** Invented customers, operators and inactivity reasons of the demo plant. */

export const customerNames = [
  'Conservas Marinas del Norte',
  'Lácteos Valle Verde',
  'Panificadora San Isidro',
  'Snacks Crujientes Iberia',
  'Cafés La Tostadora',
  'Aceites Sierra Sur',
  'Frutas del Segura',
  'Galletas Doña Elvira',
  'Chocolates Montcau',
  'Embutidos Torrealta',
  'Quesos Peña Blanca',
  'Helados Costa Azul',
  'Bebidas Río Claro',
  'Detergentes Brillo Max',
  'Cosmética Aloe Natura',
  'PetFood Canis',
  'Arroces Delta Dorado',
  'Legumbres La Huerta',
  'Congelados Polar Sur',
  'Zumos Naranjal',
  'Pastas Trigo Fino',
  'Salsas Doña Carmen',
  'Bakeri Nordisk Brød',
  'Käserei Alpenblick',
  'Fromagerie des Alpes',
  'Biscuiterie Saint-Malo',
  'Caffè Aurora Milano',
  'Pasta Fresca Bologna',
  'Conservas Atlântico',
  'Vinhos do Douro',
  'Chocolaterie Brugge',
  'Dulces Tradición Toledana',
  'Patatas Fritas Sal Marina',
  'Yogures Prado Alto',
  'Aguas Fuente Fría',
  'Frutos Secos El Almendro',
  'Infusiones Herbalia',
  'Miel de la Alcarria',
  'Cereales Amanecer',
  'Higiene Suave Home',
  'Pipas Girasol Oro',
  'Mariscos Ría de Arousa',
  'Nutrición Infantil Petit',
  'Tés Jardín de Kyoto',
  'Harinas Molino Viejo',
]

/** 36 operators: three per machine (one crew per shift). */
export const operatorNames = [
  'Javier Morales',
  'Lucía Fernández',
  'Andrés Castillo',
  'María José Ruiz',
  'Sergio Navarro',
  'Carmen Ortega',
  'David Romero',
  'Laura Gil',
  'Pablo Serrano',
  'Elena Molina',
  'Raúl Delgado',
  'Cristina Vega',
  'Alberto Ramos',
  'Nerea Iglesias',
  'Iván Cabrera',
  'Patricia Medina',
  'Óscar Herrera',
  'Silvia Campos',
  'Jordi Puig',
  'Montserrat Vidal',
  'Iker Etxeberria',
  'Ainhoa Zubizarreta',
  'Xavier Ferrer',
  'Núria Soler',
  'Tiago Almeida',
  'Inês Carvalho',
  'Luca Bianchi',
  'Giulia Romano',
  'Pierre Dubois',
  'Camille Laurent',
  'Marek Nowak',
  'Anna Kowalska',
  'Stefan Müller',
  'Ingrid Larsen',
  'Dmitri Volkov',
  'Fatima El Amrani',
]

export interface Reason {
  description: string
  /** Its code in the stop-reason catalogue (ADR 034): what the simulator and the history send. */
  reasonCode: StopReasonCode
  /** 1 process, 2 machine */
  category: 1 | 2
  /** States it happens in. */
  states: readonly number[]
  /** Typical duration range, minutes. */
  minutes: [number, number]
  /** Lines it applies to; undefined = all. */
  lines?: readonly string[]
}

export const inactivityReasons: Reason[] = [
  {
    description: 'Waiting for material',
    reasonCode: 'waiting_material',
    category: 1,
    states: [1, 3],
    minutes: [8, 45],
  },
  {
    description: 'Plate change',
    reasonCode: 'plate_change',
    category: 1,
    states: [1],
    minutes: [10, 35],
    lines: ['FLEXO', 'OFFSET'],
  },
  {
    description: 'Sleeve change',
    reasonCode: 'sleeve_change',
    category: 1,
    states: [1],
    minutes: [8, 25],
    lines: ['FLEXO', 'ROTO'],
  },
  { description: 'Cleaning', reasonCode: 'cleaning', category: 1, states: [1, 3], minutes: [10, 40] },
  {
    description: 'Colour approval',
    reasonCode: 'colour_approval',
    category: 1,
    states: [2],
    minutes: [5, 25],
    lines: ['FLEXO', 'ROTO', 'OFFSET', 'DIGITAL'],
  },
  {
    description: 'Quality check',
    reasonCode: 'quality_check',
    category: 1,
    states: [2, 3],
    minutes: [4, 20],
  },
  {
    description: 'Waiting for customer approval',
    reasonCode: 'waiting_approval',
    category: 1,
    states: [2],
    minutes: [10, 50],
  },
  { description: 'Shift handover', reasonCode: 'shift_handover', category: 1, states: [3], minutes: [5, 15] },
  { description: 'Reel change', reasonCode: 'reel_change', category: 1, states: [3], minutes: [3, 10] },
  { description: 'Web break', reasonCode: 'web_break', category: 2, states: [3], minutes: [5, 30] },
  {
    description: 'Tension alarm',
    reasonCode: 'tension_alarm',
    category: 2,
    states: [2, 3],
    minutes: [3, 15],
  },
  {
    description: 'Doctor blade wear',
    reasonCode: 'doctor_blade_wear',
    category: 2,
    states: [3],
    minutes: [10, 35],
    lines: ['FLEXO', 'ROTO'],
  },
  {
    description: 'Drying unit fault',
    reasonCode: 'drying_fault',
    category: 2,
    states: [3],
    minutes: [15, 60],
    lines: ['FLEXO', 'ROTO', 'OFFSET', 'LAMINATING'],
  },
  {
    description: 'Register error',
    reasonCode: 'registration',
    category: 2,
    states: [2, 3],
    minutes: [4, 20],
    lines: ['FLEXO', 'ROTO', 'OFFSET'],
  },
  {
    description: 'Electrical breakdown',
    reasonCode: 'breakdown_electrical',
    category: 2,
    states: [3],
    minutes: [20, 90],
  },
  {
    description: 'Knife change',
    reasonCode: 'knife_change',
    category: 2,
    states: [3],
    minutes: [5, 20],
    lines: ['SLITTING'],
  },
  {
    description: 'Printhead purge',
    reasonCode: 'printhead_purge',
    category: 2,
    states: [3],
    minutes: [5, 15],
    lines: ['DIGITAL'],
  },
]

/** The demo reason of a code (the live specials stop with one). */
export function reasonOf(code: StopReasonCode): Reason {
  const reason = inactivityReasons.find((r) => r.reasonCode === code)
  if (!reason) throw new Error(`No demo reason ${code}`)
  return reason
}

export function reasonsFor(line: string, state: number): Reason[] {
  return inactivityReasons.filter((r) => r.states.includes(state) && (!r.lines || r.lines.includes(line)))
}

export const unplannedPowerOffReasons = ['Power failure', 'Preventive maintenance', 'Emergency stop']
