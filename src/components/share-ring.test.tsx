// @vitest-environment jsdom
import { configure, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { RING_ANIMATION_MS, ringShares, ShareRing } from './share-ring'

// The ring grows over 750 ms; on a CI host busy with other steps jsdom draws it after waitFor's 1 s
// default. The waits poll, so 10 s only bounds a real failure.
configure({ asyncUtilTimeout: 10_000 })

describe('ringShares', () => {
  it('gives each part its share of the sum, negatives as nothing', () => {
    expect(
      ringShares([
        { name: 'a', value: 3, color: 'red' },
        { name: 'b', value: 1, color: 'blue' },
      ]),
    ).toEqual([75, 25])
    expect(
      ringShares([
        { name: 'a', value: -2, color: 'red' },
        { name: 'b', value: 2, color: 'blue' },
      ]),
    ).toEqual([0, 100])
  })

  it('draws an empty ring when the parts sum to nothing', () => {
    expect(ringShares([{ name: 'a', value: 0, color: 'red' }])).toEqual([0])
  })
})

describe('ShareRing', () => {
  beforeAll(installDomShims)

  it('names the ring with its title and every part, its label or its share', () => {
    renderUi(
      <ShareRing
        title="Occurrence"
        parts={[
          { name: 'Process', value: 1, color: 'blue.6', label: '1 (25 %)' },
          { name: 'Machine', value: 3, color: 'red.6' },
        ]}
        centre="25 %"
      />,
    )
    expect(screen.getByRole('img', { name: /./ }).getAttribute('aria-label')).toBe(
      'Occurrence: Process: 1 (25 %), Machine: 75 %',
    )
    expect(screen.getByText('25 %')).toBeTruthy()
  })

  it('grows from empty to its parts over 750 ms (spec 001 §9)', async () => {
    expect(RING_ANIMATION_MS).toBe(750)
    renderUi(<ShareRing title="Duration" parts={[{ name: 'Process', value: 1, color: 'blue.6' }]} />)
    const ring = screen.getByRole('img', { name: /Duration/ })
    expect(ring.getAttribute('style')).toContain('--rp-transition-duration: 750ms')
    const dash = () =>
      [...ring.querySelectorAll('circle')].map((c) => c.getAttribute('stroke-dasharray') ?? '').join(' ')
    const first = dash()
    await waitFor(() => expect(dash()).not.toBe(first))
  })
})
