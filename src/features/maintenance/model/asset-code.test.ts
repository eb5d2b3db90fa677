import { describe, expect, it } from 'vitest'
import { assetIdOfLabel, assetIdOfTyped, openWorkOrderParams, scanOutcome } from './asset-code'

describe('assetIdOfLabel', () => {
  it('reads the id of a label printed here or under another host name of the server', () => {
    expect(assetIdOfLabel('https://portal.plant.example/maintenance/all?assets=12')).toBe(12)
    expect(assetIdOfLabel('http://192.168.1.20:8080/maintenance/all?assets=7')).toBe(7)
    expect(assetIdOfLabel('  http://localhost:4312/maintenance/all/?assets=2147483647\n')).toBe(2147483647)
  })

  it('refuses anything that is not exactly a label', () => {
    for (const text of [
      'https://example.com/x',
      '12',
      'Asset 12',
      '',
      'not a url',
      'ftp://portal/maintenance/all?assets=12',
      'javascript:alert(1)//maintenance/all?assets=12',
      'https://portal/maintenance/today?assets=12',
      'https://portal/maintenance/all',
      'https://portal/maintenance/all?assets=',
      'https://portal/maintenance/all?assets=0',
      'https://portal/maintenance/all?assets=012',
      'https://portal/maintenance/all?assets=-3',
      'https://portal/maintenance/all?assets=1.5',
      'https://portal/maintenance/all?assets=%5B12%5D',
      'https://portal/maintenance/all?assets=12,13',
      'https://portal/maintenance/all?assets=12&assets=13',
      'https://portal/maintenance/all?assets=12&states=1',
      'https://portal/maintenance/all?assets=2147483648',
    ]) {
      expect(assetIdOfLabel(text), text).toBeNull()
    }
  })
})

describe('assetIdOfTyped', () => {
  it('takes the number under the code', () => {
    expect(assetIdOfTyped('12')).toBe(12)
    expect(assetIdOfTyped(' #7 ')).toBe(7)
  })

  it('refuses what is not an asset number', () => {
    for (const text of [
      '',
      '0',
      '-4',
      '1e3',
      '12a',
      '9999999999',
      'https://portal/maintenance/all?assets=12',
    ]) {
      expect(assetIdOfTyped(text), text).toBeNull()
    }
  })
})

describe('scanOutcome', () => {
  const assets = [
    { id: 3, name: 'Main drive', machineId: 1 },
    { id: 9, name: 'Compressor', machineId: null },
  ]

  it('finds an asset of the plant', () => {
    expect(scanOutcome(9, assets)).toEqual({ kind: 'asset', asset: assets[1] })
  })

  it('says when the code is no label, or an asset of no machine of this plant', () => {
    expect(scanOutcome(null, assets)).toEqual({ kind: 'not-label' })
    expect(scanOutcome(4, assets)).toEqual({ kind: 'not-in-plant', assetId: 4 })
    expect(scanOutcome(3, [])).toEqual({ kind: 'not-in-plant', assetId: 3 })
  })
})

describe('openWorkOrderParams', () => {
  it('asks for open and outdated work of that asset only', () => {
    expect(openWorkOrderParams(5)).toMatchObject({ assets: '5', maintenanceStates: '1,4' })
  })
})
