import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/home/components/home-page'

export const Route = createFileRoute('/_auth/home')({
  staticData: { module: 'home' },
  // Not awaited: the page renders at once and the campaigns arrive alongside its code. Imported
  // on demand so the API client stays out of the first load of /login.
  loader: ({ context }) => {
    void import('@/features/home/api/prefetch-home').then((m) => m.prefetchHome(context.queryClient))
  },
  component: HomePage,
})
