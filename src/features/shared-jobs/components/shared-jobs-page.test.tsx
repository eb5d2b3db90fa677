// @vitest-environment jsdom

import { QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toasts } from '@/components/toast'
import { defaultRecipe } from '@/contract/shared-job-recipe'
import type { RecipeRow } from '@/contract/shared-jobs'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { SharedJobsPage } from './shared-jobs-page'

// Some 60 Mantine fields in jsdom: on a CI host busy with other steps, the list of every job and
// the save dialog took longer than findBy's 1 s default to appear. The waits poll; 10 s bounds them.
configure({ asyncUtilTimeout: 10_000 })

/** The server as the screen sees it: one customer with one job, a recipe at its defaults. */
const server = vi.hoisted(() => ({
  roles: ['ROLE_USER'] as string[],
  imperial: false,
  recipe: [] as { alias: string; value: string }[],
  posts: [] as { path: string; json: unknown }[],
  online: true,
}))

vi.mock('@/offline/online-status', () => ({
  useOnlineState: () => ({ online: server.online, since: 0 }),
}))

vi.mock('@/offline/session-store', () => ({
  useSession: () => ({
    user: {
      roles: server.roles,
      preferences: server.imperial ? [{ concept: 'UNIT_LENGTH', unit: 'ft' }] : [],
    },
  }),
}))

vi.mock('@/lib/api/client', () => {
  const answer = (body: unknown) => ({ json: async () => body })
  return {
    api: {
      get: (path: string) => {
        if (path === 'shared/customers') return answer([{ id: 1, name: 'Acme' }])
        if (path === 'shared/customers/1/jobs') return answer([{ id: 10, reference: 'Film a' }])
        if (path === 'shared/jobs/10/tags') return answer({ jobId: 10, configurations: server.recipe })
        throw new Error(`GET ${path}`)
      },
      post: async (path: string, options: { json: { rows?: RecipeRow[] } }) => {
        server.posts.push({ path, json: options.json })
        if (path === 'shared/jobs/10/tags') server.recipe = options.json.rows ?? []
        if (path === 'shared/customers') {
          const body = { id: 2, country: 'x', address: 'y', email: 'a@b.c', phone: '1', isShared: 1 }
          return answer({ ...body, name: (options.json as { name: string }).name })
        }
        return answer(path === 'shared/jobs/10/tags' ? { jobId: 10, configurations: server.recipe } : {})
      },
    },
  }
})

beforeAll(() => {
  installDomShims()
  window.scrollTo = () => {}
  Element.prototype.scrollIntoView = () => {}
})
beforeEach(() => {
  server.roles = ['ROLE_USER']
  server.imperial = false
  server.recipe = defaultRecipe()
  server.posts = []
  server.online = true
})
afterEach(cleanup)

function renderPage() {
  const root = createRootRoute({ component: () => <Outlet /> })
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: SharedJobsPage }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  renderUi(
    <>
      <RouterProvider router={router} />
      <Toasts />
    </>,
    queryClient,
  )
}

async function choose(comboboxName: string, option: string) {
  const box = await screen.findByRole('combobox', { name: comboboxName })
  // The select is disabled until its list has loaded.
  await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false))
  fireEvent.click(box)
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }))
}

async function openRecipe() {
  renderPage()
  await choose('Shared customer', 'Acme')
  await choose('Shared job', 'Film a')
  await screen.findByRole('heading', { name: 'FILM A CONFIGURATION' })
}

/** Opens a closed accordion section by its title. */
const openSection = (title: string) => fireEvent.click(screen.getByRole('button', { name: title }))

const input = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input, select' })

// A recipe is some 60 Mantine fields in jsdom: 4-25 s a test on an idle 2-core machine, and a CI
// run beside the other steps took one past the 30 s default. Each test gets 90 s.
describe('the shared jobs page', { timeout: 90_000 }, () => {
  it('shows the recipe in metric units, the first section open', async () => {
    await openRecipe()
    expect(screen.getByRole('heading', { name: 'SHARED JOB MANAGEMENT' })).toBeTruthy()
    expect((input('Preselected speed') as HTMLInputElement).value).toBe('304.8')
    expect(screen.queryByLabelText('Coating width')).toBeNull()
    openSection('Coating')
    expect((input('Coating width') as HTMLInputElement).value).toBe('889')
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add shared customer' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Delete shared job' })).toBeTruthy()
  })

  it('opens a job from the searchable list of every shared job, as the dropdowns do', async () => {
    renderPage()
    const search = await screen.findByRole('searchbox', { name: 'Find a shared job' })
    const list = screen.getByRole('region', { name: 'All shared jobs' })
    await within(list).findByRole('button', { name: /Film a\s*Acme/ })
    fireEvent.change(search, { target: { value: 'pouch' } })
    expect(within(list).queryByRole('button', { name: /Film a/ })).toBeNull()
    expect(within(list).getByText('No shared job matches this search.')).toBeTruthy()
    fireEvent.change(search, { target: { value: 'acme FILM' } })
    fireEvent.click(within(list).getByRole('button', { name: /Film a\s*Acme/ }))
    await screen.findByRole('heading', { name: 'FILM A CONFIGURATION' })
    expect((screen.getByRole('combobox', { name: 'Shared customer' }) as HTMLInputElement).value).toBe('Acme')
    expect((screen.getByRole('combobox', { name: 'Shared job' }) as HTMLInputElement).value).toBe('Film a')
    expect(
      within(list)
        .getByRole('button', { name: /Film a/ })
        .getAttribute('aria-current'),
    ).toBe('true')
  })

  it('shows an imperial user the stored values', async () => {
    server.imperial = true
    await openRecipe()
    expect((input('Preselected speed') as HTMLInputElement).value).toBe('1000')
    openSection('Winders - Unwinder 1')
    expect((input('Unwinder 1 thickness') as HTMLInputElement).value).toBe('5.0')
  })

  it('flags the section of an out-of-range value and sends nothing on Save', async () => {
    await openRecipe()
    openSection('Coating')
    fireEvent.change(input('Coating width'), { target: { value: '300' } })
    const coating = screen.getByRole('button', { name: /Coating: section has invalid fields/ })
    expect(coating).toBeTruthy()
    expect(screen.getByText('Out of range: 398.8 to 1130.3 mm.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Caution! Fields empty or out of range')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(server.posts).toEqual([])
  })

  it('saves every row after Yes: typed values converted, untouched ones as stored', async () => {
    await openRecipe()
    openSection('Coating')
    fireEvent.change(input('Coating width'), { target: { value: '500.5' } })
    fireEvent.click(screen.getByRole('switch', { name: 'Cooling' }))
    fireEvent.change(input('Machine configuration'), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure to save the changes?' })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' })))
    await screen.findByText('Shared Job Configurations updated successfully!')
    expect(server.posts).toHaveLength(1)
    const sent = server.posts[0]?.json as { jobId: number; rows: RecipeRow[] }
    expect(sent.jobId).toBe(10)
    const value = (alias: string) => sent.rows.find((r) => r.alias === alias)?.value
    expect(sent.rows).toHaveLength(defaultRecipe().length)
    expect(value('Coating_Width')).toBe('19,7047')
    expect(value('Accessories_Cooling')).toBe('0')
    expect(value('General_MachineConfig')).toBe('1')
    expect(value('Unw1_Thickness')).toBe('5,0')
    expect(value('Gscan_CalibrationName')).toBe('none.xml')
    // The answer becomes the form: the typed text stays as typed.
    await waitFor(() => expect((input('Coating width') as HTMLInputElement).value).toBe('500.5'))
  })

  it('lets a commercial user read without add, delete or save', async () => {
    server.roles = ['ROLE_USER', 'ROLE_COMMERCIAL']
    await openRecipe()
    expect(screen.getByText('Commercial users can see the shared jobs but cannot change them.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add shared customer' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete shared job' })).toBeNull()
    openSection('Coating')
    expect((input('Coating width') as HTMLInputElement).readOnly).toBe(true)
  })

  it('clears the job when the customer is cleared, and offers no placeholder as a choice', async () => {
    await openRecipe()
    fireEvent.click(screen.getByRole('combobox', { name: 'Shared customer' }))
    expect(screen.queryByRole('option', { name: 'Select shared customer...', hidden: true })).toBeNull()
    // The clear button, by its label (the open list hides the rest of the page from role queries).
    fireEvent.click(screen.getByLabelText('Clear Shared customer'))
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Shared job' })).toBeNull())
    expect(screen.queryByRole('heading', { name: 'FILM A CONFIGURATION' })).toBeNull()
  })

  it('changes nothing offline, and says why', async () => {
    server.online = false
    await openRecipe()
    expect(screen.getByText('Offline: shared jobs can be changed once the connection is back.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Add shared customer' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect((screen.getByRole('button', { name: 'Delete shared job' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('checks every field of a new customer with the spec messages, then creates it', async () => {
    renderPage()
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Shared customer' })).toBeTruthy())
    fireEvent.click(screen.getByRole('button', { name: 'Add shared customer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Shared Customer' })
    const field = (name: string) => within(dialog).getByRole('textbox', { name })
    fireEvent.change(field('Name'), { target: { value: 'Acme & Co' } })
    fireEvent.change(field('Phone'), { target: { value: '+34 600' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    for (const message of [
      'Please provide a valid name',
      'Please provide a valid country',
      'Please provide a valid address',
      'Please provide a valid email',
      'Please provide a valid phone',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy()
    }
    expect(server.posts).toEqual([])
    fireEvent.change(field('Name'), { target: { value: 'Acme 2' } })
    fireEvent.change(field('Country'), { target: { value: 'Spain' } })
    fireEvent.change(field('Address'), { target: { value: 'Calle 1' } })
    fireEvent.change(field('Email'), { target: { value: 'buyer@example.com' } })
    fireEvent.change(field('Phone'), { target: { value: '600123123' } })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create' })))
    await screen.findByText('Shared Customer Acme 2 created successfully!')
    expect(server.posts[0]).toEqual({
      path: 'shared/customers',
      json: {
        name: 'Acme 2',
        country: 'Spain',
        address: 'Calle 1',
        email: 'buyer@example.com',
        phone: '600123123',
        isShared: 1,
      },
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
