// @vitest-environment jsdom

import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  notFound,
  Outlet,
  RouterProvider,
  redirect,
} from '@tanstack/react-router'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { failureViews } from '@/app/router'
import { LinkNotice } from '@/components/link-notice'
import { supportAddress } from '@/lib/env'
import { ignoredLink, watchIgnoredLinks } from '@/lib/navigation/ignored-link'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'
import { installDomShims, renderUi } from '@/offline/testing/render'

beforeAll(() => {
  installDomShims()
  window.scrollTo = () => {}
})
afterEach(() => {
  cleanup()
  ignoredLink.dismiss()
})

let failing = true

function Shell() {
  return (
    <>
      <header>
        <button type="button">Applications</button>
      </header>
      <main>
        <LinkNotice />
        <Outlet />
      </main>
    </>
  )
}

function Broken(): never | React.ReactElement {
  if (failing) throw new TypeError('(a ?? []).map is not a function')
  return <p>The list</p>
}

/**
 * A root, a layout standing for the shell, and screens under it: as the app's tree, small. Loaded
 * before the first render, as boot.tsx does.
 */
async function renderAt(url: string) {
  const root = createRootRoute({ component: Outlet })
  const shell = createRoute({ getParentRoute: () => root, id: '_shell', component: Shell })
  const router = createRouter({
    routeTree: root.addChildren([
      shell.addChildren([
        createRoute({ getParentRoute: () => shell, path: '/home', component: () => <p>Home page</p> }),
        createRoute({
          getParentRoute: () => shell,
          path: '/list',
          validateSearch: tolerantSearch((raw: Record<string, unknown>) => ({
            page: typeof raw.page === 'number' ? raw.page : undefined,
          })),
          component: Broken,
        }),
        createRoute({
          getParentRoute: () => shell,
          path: '/old',
          beforeLoad: () => {
            throw redirect({ to: '/list' as never })
          },
        }),
        createRoute({
          getParentRoute: () => shell,
          path: '/gone',
          loader: () => {
            throw notFound()
          },
          component: () => <p>never</p>,
        }),
      ]),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
    ...failureViews,
  })
  watchIgnoredLinks(router)
  await router.load().catch(() => undefined)
  renderUi(<RouterProvider router={router} />)
  return router
}

describe('a screen that fails', () => {
  it('shows the error view inside the shell, with the support address and a way back', async () => {
    failing = true
    // React reports the error it caught; the test expects it.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const router = await renderAt('/list')
    const view = await screen.findByRole('alert')
    expect(within(view).getByRole('heading', { name: 'This screen could not be shown' })).toBeTruthy()
    expect(screen.queryByText('Something went wrong!')).toBeNull()
    // The shell stays around it.
    expect(screen.getByRole('button', { name: 'Applications' })).toBeTruthy()
    expect(screen.getByRole('main').contains(view)).toBe(true)
    expect(within(view).getByRole('link', { name: supportAddress }).getAttribute('href')).toBe(
      `mailto:${supportAddress}`,
    )
    // Try again renders the screen again; now it works.
    failing = false
    fireEvent.click(within(view).getByRole('button', { name: 'Try again' }))
    await screen.findByText('The list')
    expect(screen.queryByRole('alert')).toBeNull()

    // And home is always a way back.
    failing = true
    await router.navigate({ to: '/home' as never })
    await router.navigate({ to: '/list' as never })
    const again = await screen.findByRole('alert')
    fireEvent.click(within(again).getByRole('link', { name: 'Back to home' }))
    await screen.findByText('Home page')
    expect(router.state.location.pathname).toBe('/home')
    logged.mockRestore()
    warned.mockRestore()
  })

  it('shows its own not-found view, in the shell, for an address that leads to nothing', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await renderAt('/gone')
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Applications' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy()
    warned.mockRestore()
  })
})

describe('a link with parts the screen cannot read', () => {
  it('opens the screen with what it could read and says so, until dismissed', async () => {
    failing = false
    const router = await renderAt('/list?page=abc&foo=1')
    await screen.findByText('The list')
    const notice = await screen.findByRole('status')
    // The address now holds what was read: nothing here.
    await waitFor(() => expect(router.state.location.href).toBe('/list'))
    expect(notice.textContent).toContain('Part of the link could not be read and was ignored')
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
  })

  it('follows the link to where it redirects', async () => {
    failing = false
    await renderAt('/old?foo=1')
    await screen.findByText('The list')
    expect((await screen.findByRole('status')).textContent).toContain('Part of the link')
  })

  it('leaves the notice on the page the link opened', async () => {
    failing = false
    const router = await renderAt('/list?page=abc')
    await screen.findByRole('status')
    await router.navigate({ to: '/home' as never })
    await screen.findByText('Home page')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says nothing for a link it read whole', async () => {
    failing = false
    await renderAt('/list?page=2')
    await screen.findByText('The list')
    expect(screen.queryByRole('status')).toBeNull()
  })
})
