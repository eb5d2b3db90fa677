/**
 * How each kind of machine behaves in the demo: order sizes, phase durations, speeds, roll
 * lengths, waste, and each demo machine's working schedule. Shared by the generated history and
 * the live simulator so both tell the same story.
 */
import type { MachineLineName } from '../../../src/contract/session'

export interface LineProfile {
  /** Target meters of an order. */
  target: [number, number]
  /** Mechanical change (state 1) and adjustment (state 2) durations, minutes. */
  changeMinutes: [number, number]
  adjustMinutes: [number, number]
  /** Production speed as a fraction of the machine's max speed. */
  speedFactor: [number, number]
  /** Adjustment speed as a fraction of max speed (all of it waste). */
  adjustSpeedFactor: [number, number]
  rollLength: [number, number]
  /** Waste fraction while producing. */
  wasteFraction: [number, number]
  /** Mean minutes of production between two stops. */
  minutesBetweenStops: number
  orderPrefix: string
}

export const lineProfiles: Record<MachineLineName, LineProfile> = {
  FLEXO: {
    target: [8_000, 50_000],
    changeMinutes: [25, 70],
    adjustMinutes: [10, 35],
    speedFactor: [0.6, 0.9],
    adjustSpeedFactor: [0.1, 0.3],
    rollLength: [2_500, 6_000],
    wasteFraction: [0.012, 0.04],
    minutesBetweenStops: 100,
    orderPrefix: 'FX',
  },
  ROTO: {
    target: [15_000, 80_000],
    changeMinutes: [40, 90],
    adjustMinutes: [15, 40],
    speedFactor: [0.65, 0.9],
    adjustSpeedFactor: [0.1, 0.25],
    rollLength: [3_000, 8_000],
    wasteFraction: [0.01, 0.035],
    minutesBetweenStops: 120,
    orderPrefix: 'RT',
  },
  OFFSET: {
    target: [5_000, 30_000],
    changeMinutes: [20, 50],
    adjustMinutes: [10, 30],
    speedFactor: [0.55, 0.85],
    adjustSpeedFactor: [0.1, 0.3],
    rollLength: [1_500, 4_000],
    wasteFraction: [0.015, 0.045],
    minutesBetweenStops: 90,
    orderPrefix: 'OF',
  },
  LAMINATING: {
    target: [10_000, 60_000],
    changeMinutes: [15, 40],
    adjustMinutes: [5, 15],
    speedFactor: [0.6, 0.9],
    adjustSpeedFactor: [0.15, 0.3],
    rollLength: [3_000, 9_000],
    wasteFraction: [0.005, 0.02],
    minutesBetweenStops: 140,
    orderPrefix: 'LM',
  },
  SLITTING: {
    target: [6_000, 40_000],
    changeMinutes: [10, 30],
    adjustMinutes: [3, 10],
    speedFactor: [0.5, 0.85],
    adjustSpeedFactor: [0.1, 0.2],
    rollLength: [2_500, 6_000],
    wasteFraction: [0.01, 0.03],
    minutesBetweenStops: 110,
    orderPrefix: 'SL',
  },
  DIGITAL: {
    target: [1_000, 7_000],
    changeMinutes: [5, 20],
    adjustMinutes: [5, 15],
    speedFactor: [0.6, 0.95],
    adjustSpeedFactor: [0.2, 0.4],
    rollLength: [500, 1_500],
    wasteFraction: [0.01, 0.03],
    minutesBetweenStops: 150,
    orderPrefix: 'DG',
  },
}

/** 24x7 never stops; 24x5 stops for the weekend; 2-shifts also stops at night (22-06). */
export type Schedule = '24x7' | '24x5' | '2-shifts'

/** By demo machine index (catalog.ts order). */
export const machineSchedules: Schedule[] = [
  '24x7', // Flexo CI 1
  '24x7', // Flexo CI 2
  '2-shifts', // Flexo Stack 6C
  '24x7', // Roto R9 North
  '24x5', // Roto R9 South
  '24x5', // Offset VO-6 A
  '2-shifts', // Offset VO-6 B
  '24x5', // Laminator SL 1
  '2-shifts', // Laminator SL 2
  '24x5', // Slitter DS 1
  '2-shifts', // Slitter DS 2
  '2-shifts', // Digital Inkjet DJ-5
]

/** How the generated history leaves a few machines at the anchor time, so plant control looks alive. */
export const liveSpecials = {
  /** Powered off since a while before the anchor (open power-off). */
  poweredOff: 'Offset VO-6 B',
  /** Last sync 10 minutes before the anchor. */
  stale: 'Slitter DS 2',
  staleMinutes: 10,
  /** Stopped by an open machine inactivity. */
  inactive: 'Roto R9 South',
}
