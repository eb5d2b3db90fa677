import { describe, expect, it } from 'vitest'
import {
  allowedActions,
  type DeckContext,
  type DeckValues,
  deckProblems,
  emptyDeck,
  FORBIDDEN_JOB_NAME_CHARACTERS,
  forbiddenCharactersIn,
  hasColouredDeck,
  machineSetup,
  TEMPERATURE_RANGE_C,
  VISCOSITY_RANGE,
} from './genius-board-rules'

const ctx: DeckContext = {
  deckCount: 4,
  tools: {
    anilox: ['AX-1', 'AX-2', 'AX-3'],
    plate_cylinder: ['PC-1'],
    carrier: ['CR-1', 'CR-2'],
    tape: ['3M 1015', 'Tesa 52015'],
  },
  inkIds: [10, 11, 12],
}

/** A deck with a colour and everything it needs. */
const used = (position: number, patch: Partial<DeckValues> = {}): DeckValues => ({
  ...emptyDeck(position),
  inkId: 10,
  anilox: `AX-${position}`,
  plateHolder: `CR-${position}`,
  tape: '3M 1015',
  mode: 'print',
  viscosity: 22,
  temperature: 24,
  ...patch,
})

const codes = (decks: DeckValues[]) =>
  deckProblems(decks, ctx).map((p) => `${p.position}.${p.field}:${p.code}`)

describe('forbidden characters in a job name', () => {
  it('refuses each of the catalogue set, also the apostrophe and the plus of the other view', () => {
    for (const c of FORBIDDEN_JOB_NAME_CHARACTERS) expect(forbiddenCharactersIn(`Job ${c} 1`)).toEqual([c])
    expect(FORBIDDEN_JOB_NAME_CHARACTERS).toEqual([
      '/',
      ':',
      '*',
      '?',
      '\\',
      '"',
      '<',
      '>',
      '|',
      ',',
      "'",
      '+',
    ])
  })
  it('lists each once, in order of appearance, and accepts ordinary names', () => {
    expect(forbiddenCharactersIn('a/b:c/d')).toEqual(['/', ':'])
    expect(forbiddenCharactersIn('Yogur natural 4x125 g (lid) - ñ_é.')).toEqual([])
  })
})

describe('what a machine line asks for', () => {
  it('decks for flexo and offset, a recipe for laminators, nothing more for the others', () => {
    expect(machineSetup('FLEXO')).toBe('decks')
    expect(machineSetup('OFFSET')).toBe('decks')
    expect(machineSetup('LAMINATING')).toBe('recipe')
    for (const line of ['ROTO', 'SLITTING', 'DIGITAL'] as const) expect(machineSetup(line)).toBe('plain')
  })
})

describe('a runnable deck order', () => {
  it('needs at least one deck with a colour', () => {
    expect(hasColouredDeck([])).toBe(false)
    expect(hasColouredDeck([emptyDeck(1), emptyDeck(2)])).toBe(false)
    expect(hasColouredDeck([emptyDeck(1), { ...emptyDeck(2), inkId: 4 }])).toBe(true)
  })
})

describe('what each state allows', () => {
  it('edit, send and cancel while prepared; recall and cancel while sent; nothing after', () => {
    expect(allowedActions('prepared')).toEqual(['edit', 'send', 'cancel'])
    expect(allowedActions('sent')).toEqual(['recall', 'cancel'])
    for (const s of ['started', 'finished', 'cancelled'] as const) expect(allowedActions(s)).toEqual([])
  })
})

describe('deck rules', () => {
  it('accepts complete used decks and empty unused ones', () => {
    expect(codes([used(1), used(2), emptyDeck(3), emptyDeck(4)])).toEqual([])
  })

  it('refuses temperature and viscosity at a deck without colour, each at its field', () => {
    expect(codes([{ ...emptyDeck(2), viscosity: 20 }])).toEqual([
      '2.viscosity:TEMPERATURE_VISCOSITY_NOT_ALLOWED',
    ])
    expect(codes([{ ...emptyDeck(3), temperature: 0 }])).toEqual([
      '3.temperature:TEMPERATURE_VISCOSITY_NOT_ALLOWED',
    ])
  })

  it('requires mode and tape at a deck with colour (a blank tape counts as missing)', () => {
    expect(codes([used(1, { mode: null })])).toEqual(['1.mode:MODE_TAPE_REQUIRED'])
    expect(codes([used(1, { tape: '  ' })])).toEqual(['1.tape:MODE_TAPE_REQUIRED'])
  })

  it('refuses an anilox or plate holder used at two decks, at both decks', () => {
    expect(codes([used(1), used(2, { anilox: 'AX-1' })])).toEqual([
      '1.anilox:TOOL_REPEATED',
      '2.anilox:TOOL_REPEATED',
    ])
    expect(codes([used(1, { plateHolder: 'PC-1' }), used(2, { plateHolder: 'PC-1' })])).toEqual([
      '1.plateHolder:TOOL_REPEATED',
      '2.plateHolder:TOOL_REPEATED',
    ])
  })

  it('refuses tools the machine does not have; plate cylinders and carriers both hold plates', () => {
    expect(codes([used(1, { anilox: 'AX-9' })])).toEqual(['1.anilox:TOOL_UNKNOWN'])
    expect(codes([used(1, { plateHolder: 'CR-7' })])).toEqual(['1.plateHolder:TOOL_UNKNOWN'])
    expect(codes([used(1, { tape: 'Lohmann 4.8' })])).toEqual(['1.tape:TOOL_UNKNOWN'])
    expect(codes([used(1, { plateHolder: 'PC-1' })])).toEqual([])
  })

  it('checks viscosity and temperature against their ranges, bounds included', () => {
    const at = (viscosity: number, temperature: number) => codes([used(1, { viscosity, temperature })])
    expect(at(VISCOSITY_RANGE.min, TEMPERATURE_RANGE_C.min)).toEqual([])
    expect(at(VISCOSITY_RANGE.max, TEMPERATURE_RANGE_C.max)).toEqual([])
    expect(at(VISCOSITY_RANGE.min - 0.1, TEMPERATURE_RANGE_C.max + 0.1)).toEqual([
      '1.viscosity:OUT_OF_RANGE',
      '1.temperature:OUT_OF_RANGE',
    ])
  })

  it('refuses an ink outside the plant list and positions outside the machine or repeated', () => {
    expect(codes([used(1, { inkId: 99 })])).toEqual(['1.inkId:INK_UNKNOWN'])
    expect(codes([used(5)])).toEqual(['5.position:POSITION_INVALID'])
    expect(codes([used(1), { ...used(1), anilox: 'AX-3', plateHolder: 'CR-2' }])).toEqual([
      '1.position:POSITION_INVALID',
    ])
  })
})
