// @vitest-environment jsdom

import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toasts } from '@/components/toast'
import type { PlantConfigMachine } from '@/contract/plant'
import { ApiError } from '@/lib/api/errors'
import { installDomShims, renderUi, stubMatchMedia } from '@/offline/testing/render'
import { configMachine } from '../testing/config-machine'
import { PlantConfigurationPage } from './plant-configuration-page'

/** The server as the screen sees it: three machines, the posts it received. */
const server = vi.hoisted(() => ({
  roles: ['ROLE_USER', 'ROLE_ADMIN'] as string[],
  imperial: false,
  online: true,
  desktop: true,
  machines: [] as PlantConfigMachine[],
  posts: [] as { path: string; json: { id: number; name?: string; position?: number } }[],
  fail: false,
}))

vi.mock('@/offline/online-status', () => ({
  useOnlineState: () => ({ online: server.online, since: 0 }),
}))

vi.mock('@/offline/session-store', () => ({
  useSession: () => ({
    user: {
      roles: server.roles,
      preferences: server.imperial
        ? [
            { concept: 'UNIT_SPEED', unit: 'ft/min' },
            { concept: 'UNIT_WIDTH', unit: 'in' },
          ]
        : [],
    },
  }),
}))

vi.mock('@/lib/api/client', () => {
  const answer = (body: unknown) => ({ json: async () => body })
  return {
    api: {
      get: (path: string) => {
        if (path === 'machines_config_plant') return answer(server.machines)
        throw new Error(`GET ${path}`)
      },
      post: (path: string, options: { json: { id: number; name?: string; position?: number } }) => {
        server.posts.push({ path, json: options.json })
        if (server.fail) return { json: () => Promise.reject(new ApiError(500, 'INTERNAL_ERROR', 'boom')) }
        const { id, name, position } = options.json
        if (path === 'modify_machine') {
          server.machines = server.machines.map((m) =>
            m.machineId === id ? { ...m, machineName: name ?? '' } : m,
          )
          return answer(server.machines.find((m) => m.machineId === id))
        }
        const moved = server.machines.find((m) => m.machineId === id)!
        const rest = server.machines.filter((m) => m.machineId !== id)
        rest.splice((position ?? 1) - 1, 0, moved)
        server.machines = rest.map((m, i) => ({ ...m, sortOrder: i + 1 }))
        return answer(server.machines)
      },
    },
  }
})

beforeAll(() => {
  installDomShims()
  stubMatchMedia((query) => server.desktop && query.includes('min-width'))
  window.scrollTo = () => {}
  Element.prototype.scrollIntoView = () => {}
})
beforeEach(() => {
  server.roles = ['ROLE_USER', 'ROLE_ADMIN']
  server.imperial = false
  server.online = true
  server.desktop = true
  server.fail = false
  server.posts = []
  server.machines = [
    configMachine({ machineId: 1, machineName: 'Flexo CI 1', machineSerialNumber: 'FX-1' }),
    configMachine({
      machineId: 2,
      machineName: 'Laminator SL 1',
      machineSerialNumber: 'LM-1',
      machineLineId: 4,
      machineLineName: 'LAMINATING',
      machineModelName: 'Solventless Laminator SL-1400',
    }),
    configMachine({ machineId: 3, machineName: 'Flexo Stack 6C', machineSerialNumber: 'FX-3' }),
  ]
})
afterEach(cleanup)

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  renderUi(
    <>
      <PlantConfigurationPage otherLists={[]} />
      <Toasts />
    </>,
    queryClient,
  )
}

const list = () => screen.getByRole('list', { name: 'Machines' })
const rowNames = () =>
  within(list())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('button[aria-pressed] > span')?.textContent)

describe('the plant configuration page on a desktop', () => {
  it('shows the first machine with every field in the user units, and the whole list', async () => {
    renderPage()
    expect(((await screen.findByRole('textbox', { name: 'Machine name' })) as HTMLInputElement).value).toBe(
      'Flexo CI 1',
    )
    expect(screen.getByText('FX-1')).toBeTruthy()
    expect(screen.getByText('400 m/min')).toBeTruthy()
    expect(screen.getByText('400 mm – 1,270 mm')).toBeTruthy()
    expect(screen.getByText('330 mm – 800 mm')).toBeTruthy()
    expect(screen.getByText('14/03/2019')).toBeTruthy()
    expect(rowNames()).toEqual(['Flexo CI 1', 'Laminator SL 1', 'Flexo Stack 6C'])
    expect(screen.getByRole('button', { name: 'Drag Flexo CI 1' })).toBeTruthy()
  })

  it('shows speeds and widths in imperial units', async () => {
    server.imperial = true
    renderPage()
    expect(await screen.findByText('1,312 ft/min')).toBeTruthy()
    expect(screen.getByText('15.75 in – 50.00 in')).toBeTruthy()
  })

  it('selects a machine from the list', async () => {
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: /^Laminator SL 1/ }))
    expect((screen.getByRole('textbox', { name: 'Machine name' }) as HTMLInputElement).value).toBe(
      'Laminator SL 1',
    )
    expect(screen.getByText('LM-1')).toBeTruthy()
  })

  it('moves a machine with the move buttons and sends its new position', async () => {
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Move Flexo Stack 6C up' }))
    await waitFor(() => expect(rowNames()).toEqual(['Flexo CI 1', 'Flexo Stack 6C', 'Laminator SL 1']))
    expect(server.posts).toEqual([{ path: 'reorder_machines', json: { id: 3, position: 2 } }])
    expect((screen.getByRole('button', { name: 'Move Flexo CI 1 up' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('puts the list back and says so when a move is refused', async () => {
    server.fail = true
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Move Flexo CI 1 down' }))
    expect(await screen.findByText('Update failed.')).toBeTruthy()
    expect(rowNames()).toEqual(['Flexo CI 1', 'Laminator SL 1', 'Flexo Stack 6C'])
  })

  it('offers no reordering while a line filter or a search is active, and says why', async () => {
    renderPage()
    const search = await screen.findByRole('searchbox', { name: 'Search' })
    fireEvent.change(search, { target: { value: 'flexo' } })
    expect(rowNames()).toEqual(['Flexo CI 1', 'Flexo Stack 6C'])
    expect(screen.getByText(/Clear the search to reorder/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Drag / })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull()
    fireEvent.change(search, { target: { value: '' } })
    expect(screen.getAllByRole('button', { name: /^Drag / })).toHaveLength(3)
  })

  it('renames: trimmed, then Configuration modified and the new name in the list', async () => {
    renderPage()
    const name = await screen.findByRole('textbox', { name: 'Machine name' })
    fireEvent.change(name, { target: { value: '  Press One ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Configuration modified.')).toBeTruthy()
    expect(server.posts).toEqual([{ path: 'modify_machine', json: { id: 1, name: 'Press One' } }])
    await waitFor(() => expect(rowNames()[0]).toBe('Press One'))
  })

  it('refuses an empty name in the form, and shows the fallback when the server fails', async () => {
    renderPage()
    const name = await screen.findByRole('textbox', { name: 'Machine name' })
    fireEvent.change(name, { target: { value: '   ' } })
    fireEvent.blur(name)
    expect(screen.getByText('This field is required.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
    server.fail = true
    fireEvent.change(name, { target: { value: 'Press One' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    expect(
      await screen.findByText('There was an error while modifying the name of your machine.'),
    ).toBeTruthy()
  })

  it('lets users without ROLE_ADMIN look only', async () => {
    server.roles = ['ROLE_USER']
    renderPage()
    expect(await screen.findByText('Only administrators can rename and reorder the machines.')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Machine name' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Drag / })).toBeNull()
  })

  it('keeps a commercial administrator read-only too', async () => {
    server.roles = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_COMMERCIAL']
    renderPage()
    expect(await screen.findByText('Only administrators can rename and reorder the machines.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('offline: shows the machines, writes disabled with the reason', async () => {
    server.online = false
    renderPage()
    expect(await screen.findByText(/Offline: machines can be renamed and reordered/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: /^Drag / })).toBeNull()
  })
})

describe('the plant configuration page on a small screen', () => {
  it('lists read-only cards with name, serial number, model and line', async () => {
    server.desktop = false
    renderPage()
    const card = await screen.findByRole('listitem', { name: 'Laminator SL 1' })
    expect(within(card).getByText(/LM-1/)).toBeTruthy()
    expect(within(card).getByText(/Solventless Laminator SL-1400/)).toBeTruthy()
    expect(within(card).getByText(/LAMINATING/)).toBeTruthy()
    expect(within(card).getByRole('img')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Machine name' })).toBeNull()
  })
})
