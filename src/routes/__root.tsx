import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Unknown paths go to /home (spec 000 §2.1); the splat route catches most, this the rest.
  notFoundComponent: () => <Navigate to="/home" replace />,
})
