import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router'
import { RouteErrorView } from '@/app/shell/route-error-view'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Also set as the router's default: the root's own boundary catches what a layout throws.
  errorComponent: RouteErrorView,
  // Unknown paths go to /home (spec 000 §2.1); the splat route catches most, this the rest.
  notFoundComponent: () => <Navigate to="/home" replace />,
})
