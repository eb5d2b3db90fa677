import { createFileRoute } from '@tanstack/react-router'
import { prefetchInLoader } from '@/app/prefetch-in-loader'
import { HomePage } from '@/features/home/components/home-page'

export const Route = createFileRoute('/_auth/home')({
  staticData: { module: 'home' },
  // The campaigns, asked beside the page's code (the API client comes with the lazy module, out of
  // the first load of /login).
  loader: ({ context }) => {
    prefetchInLoader(
      context,
      () => import('@/features/home/api/prefetch-screens'),
      (m, client) => m.prefetchHome(client),
    )
  },
  component: HomePage,
})
