import dayjs from 'dayjs'
import { afterEach, describe, expect, it } from 'vitest'
import { plantZone, setPlantZone } from '../time/plant-zone'
import {
  formatAxisTick,
  formatDate,
  formatDateTime,
  formatHistoricQueryDate,
  formatRequestDate,
  formatTime,
  parsePlantTime,
  plantDay,
} from './date'

describe('dates in a time zone', () => {
  const instant = '2026-03-29T00:30:00Z' // the night Europe/Madrid moves to summer time

  it('formats dd/MM/yyyy HH:mm in the given zone', () => {
    expect(formatDateTime(instant, 'Europe/Madrid')).toBe('29/03/2026 01:30')
    expect(formatDateTime('2026-03-29T01:30:00Z', 'Europe/Madrid')).toBe('29/03/2026 03:30')
    expect(formatDateTime(instant, 'America/New_York')).toBe('28/03/2026 20:30')
    expect(formatDateTime(instant, 'UTC')).toBe('29/03/2026 00:30')
  })

  it("reads the wall clock as dayjs's tz() does, across both summer-time changes and the date line", () => {
    const zones = [
      'Europe/Madrid',
      'America/New_York',
      'Asia/Tokyo',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ]
    const hours = [0, 1, 2, 3, 22, 23].flatMap((h) => [
      Date.UTC(2026, 2, 29, h, 30),
      Date.UTC(2026, 9, 25, h, 59, 59),
      Date.UTC(2026, 2, 8, h, 5),
      Date.UTC(1999, 11, 31, h, 0),
    ])
    for (const zone of zones) {
      for (const at of hours) {
        expect(formatDateTime(at, zone), `${new Date(at).toISOString()} in ${zone}`).toBe(
          dayjs(at).tz(zone).format('DD/MM/YYYY HH:mm'),
        )
      }
    }
  })

  it('formats the date alone and the time alone', () => {
    expect(formatDate('2026-12-31T23:30:00Z', 'Europe/Madrid')).toBe('01/01/2027')
    expect(formatDate('2026-12-31T23:30:00Z', 'UTC')).toBe('31/12/2026')
    expect(formatTime('2026-07-01T06:05:00Z', 'Europe/Madrid')).toBe('08:05')
  })

  it("formats a time axis' tick in the style of its span", () => {
    const at = '2026-11-20T23:30:00Z'
    expect(formatAxisTick(at, 'time', 'Europe/Madrid')).toBe('00:30')
    expect(formatAxisTick(at, 'dayTime', 'Europe/Madrid')).toBe('21/11 00:30')
    expect(formatAxisTick(at, 'day', 'Europe/Madrid')).toBe('21/11')
  })

  it('accepts Date objects and epoch milliseconds', () => {
    const ms = Date.UTC(2026, 10, 21, 9, 7)
    expect(formatDateTime(ms, 'Europe/Madrid')).toBe('21/11/2026 10:07')
    expect(formatDateTime(new Date(ms), 'Asia/Kolkata')).toBe('21/11/2026 14:37')
  })

  it('shows a dash for missing, unfinished or invalid dates', () => {
    expect(formatDateTime(null, 'UTC')).toBe('-')
    expect(formatDateTime(undefined, 'UTC')).toBe('-')
    expect(formatDateTime('', 'UTC')).toBe('-')
    expect(formatDateTime('-', 'UTC')).toBe('-')
    expect(formatDateTime('not a date', 'UTC')).toBe('-')
  })

  it('formats request dates', () => {
    expect(formatRequestDate('2026-12-31T23:30:00Z', 'Europe/Madrid')).toBe('2027-01-01')
    expect(formatHistoricQueryDate('2026-02-03T10:00:00Z', 'Europe/Madrid')).toBe('03.02.2026')
    expect(formatRequestDate(null)).toBeNull()
    expect(formatHistoricQueryDate('', 'UTC')).toBeNull()
  })
})

describe('plant time by default', () => {
  afterEach(() => setPlantZone(undefined))

  it('formats instants in the plant zone the session set, ahead of and behind the device', () => {
    const finish = '2026-11-20T09:42:00Z'
    setPlantZone('Europe/Madrid')
    expect(formatDateTime(finish)).toBe('20/11/2026 10:42')
    expect(formatTime(finish)).toBe('10:42')
    setPlantZone('Asia/Tokyo')
    expect(formatDateTime(finish)).toBe('20/11/2026 18:42')
    setPlantZone('America/New_York')
    expect(formatDateTime(finish)).toBe('20/11/2026 04:42')
    expect(formatDate('2026-11-20T03:00:00Z')).toBe('19/11/2026')
  })

  it('an explicit zone still wins, and an unknown plant zone falls back to the device', () => {
    setPlantZone('Europe/Madrid')
    expect(formatTime('2026-11-20T09:42:00Z', 'UTC')).toBe('09:42')
    setPlantZone('Mars/Olympus_Mons')
    expect(plantZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('never shifts a calendar day, whatever the zones', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Madrid']) {
      setPlantZone(zone)
      expect(formatDate('2026-03-29')).toBe('29/03/2026')
      expect(formatDate('2026-03-29', 'Asia/Tokyo')).toBe('29/03/2026')
    }
  })

  it('gives the plant day of an instant', () => {
    expect(plantDay('2026-12-31T23:30:00Z', 'Europe/Madrid')).toBe('2027-01-01')
    expect(plantDay('2026-12-31T23:30:00Z', 'America/New_York')).toBe('2026-12-31')
    setPlantZone('Asia/Tokyo')
    expect(plantDay('2026-12-31T15:00:00Z')).toBe('2027-01-01')
  })
})

describe('reading what a person types in plant time', () => {
  afterEach(() => setPlantZone(undefined))

  it('reads a day and a time in the plant zone, ahead and behind', () => {
    setPlantZone('Asia/Tokyo')
    expect(parsePlantTime('2026-11-28', '09:27')?.toISOString()).toBe('2026-11-28T00:27:00.000Z')
    setPlantZone('America/New_York')
    expect(parsePlantTime('2026-11-28', '09:27')?.toISOString()).toBe('2026-11-28T14:27:00.000Z')
    expect(parsePlantTime('2026-11-28')?.toISOString()).toBe('2026-11-28T05:00:00.000Z')
  })

  it('reads across the daylight-saving changes of the plant', () => {
    const z = 'Europe/Madrid'
    expect(parsePlantTime('2026-03-29', '01:30', z)?.toISOString()).toBe('2026-03-29T00:30:00.000Z')
    expect(parsePlantTime('2026-03-29', '03:30', z)?.toISOString()).toBe('2026-03-29T01:30:00.000Z')
    // 02:30 does not exist that night: the gap moves it forward to 03:30.
    expect(parsePlantTime('2026-03-29', '02:30', z)?.toISOString()).toBe('2026-03-29T01:30:00.000Z')
    // 02:30 happens twice on 25 October: the second one (CET).
    expect(parsePlantTime('2026-10-25', '02:30', z)?.toISOString()).toBe('2026-10-25T01:30:00.000Z')
    expect(parsePlantTime('2026-07-01', '12:00', 'America/New_York')?.toISOString()).toBe(
      '2026-07-01T16:00:00.000Z',
    )
  })

  it('round-trips with the formatter', () => {
    setPlantZone('Australia/Lord_Howe')
    const at = parsePlantTime('2026-04-05', '01:45')
    expect(at && formatDateTime(at)).toBe('05/04/2026 01:45')
  })

  it('refuses what cannot be read', () => {
    expect(parsePlantTime('28/11/2026', '09:00', 'UTC')).toBeNull()
    expect(parsePlantTime('2026-11-28', '24:00', 'UTC')).toBeNull()
    expect(parsePlantTime('2026-11-28', '9:00', 'UTC')).toBeNull()
  })
})
