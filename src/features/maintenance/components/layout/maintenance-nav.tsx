import { useLingui } from '@lingui/react/macro'
import { Badge, NavLink, Stack } from '@mantine/core'
import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import {
  IconAlertTriangle,
  IconCalendar,
  IconCalendarDay,
  IconChartPie,
  IconCircleCheck,
  IconClipboardList,
  IconCloudDownload,
  IconHistory,
  IconMessageAlert,
  IconPuzzle,
  IconQrCode,
  IconSettings,
  IconWrench,
} from '@/components/icons'

interface Entry {
  to: string
  label: string
  icon: ReactNode
  badge?: number
  /** A coloured dot and what it means (read out with the label). */
  dot?: { colour: string; meaning: string }
}

interface MaintenanceNavProps {
  /** Open work orders planned for today (the 'today' badge). */
  todayCount: number | null
  /** Preventive tasks, assets and settings: manager level only (spec 001 §2.3, §6). */
  showsPlanning: boolean
  /** New work requests to triage (managers; null for others). */
  requestCount: number | null
  /** Whether the prepared shift is still all on the device (null: never prepared). */
  readyOffline: boolean | null
  onNavigate?: () => void
}

/** The side menu entries of spec 001 §2.3, with the today badge. */
export function MaintenanceNav({
  todayCount,
  requestCount,
  showsPlanning,
  readyOffline,
  onNavigate,
}: MaintenanceNavProps) {
  const { t } = useLingui()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const entries: Entry[] = [
    { to: '/maintenance/dashboard', label: t`Dashboard`, icon: <IconChartPie size={20} /> },
    { to: '/maintenance/all', label: t`Work orders`, icon: <IconClipboardList size={20} /> },
    {
      to: '/maintenance/today',
      label: t`Today`,
      icon: <IconCalendarDay size={20} />,
      badge: todayCount ?? undefined,
    },
    { to: '/maintenance/month', label: t`This month`, icon: <IconHistory size={20} /> },
    { to: '/maintenance/completed', label: t`Completed`, icon: <IconCircleCheck size={20} /> },
    { to: '/maintenance/outdated', label: t`Outdated`, icon: <IconAlertTriangle size={20} /> },
    { to: '/maintenance/calendar', label: t`Calendar`, icon: <IconCalendar size={20} /> },
    { to: '/maintenance/scan', label: t`Scan an asset`, icon: <IconQrCode size={20} /> },
    {
      to: '/maintenance/requests',
      label: t`Work requests`,
      icon: <IconMessageAlert size={20} />,
      badge: requestCount || undefined,
    },
    {
      to: '/maintenance/prepare',
      label: t`Prepare shift`,
      icon: <IconCloudDownload size={20} />,
      dot:
        readyOffline === null
          ? undefined
          : readyOffline
            ? { colour: 'var(--mantine-color-green-6)', meaning: t`ready offline` }
            : { colour: 'var(--mantine-color-orange-6)', meaning: t`not ready offline` },
    },
  ]
  if (showsPlanning) {
    entries.push(
      { to: '/maintenance/tasks', label: t`Preventive tasks`, icon: <IconWrench size={20} /> },
      { to: '/maintenance/assets', label: t`Assets`, icon: <IconPuzzle size={20} /> },
      { to: '/maintenance/settings', label: t`Settings`, icon: <IconSettings size={20} /> },
    )
  }
  const active = (to: string) =>
    pathname === to ||
    pathname.startsWith(`${to}/`) ||
    (to === '/maintenance/dashboard' && /^\/maintenance\/?$/.test(pathname))
  return (
    <Stack component="nav" gap={2} aria-label={t`Maintenance menu`}>
      {entries.map((entry) => (
        <NavLink
          key={entry.to}
          component={Link}
          to={entry.to}
          label={entry.label}
          aria-label={
            entry.badge
              ? `${entry.label} (${entry.badge})`
              : entry.dot
                ? `${entry.label} (${entry.dot.meaning})`
                : entry.label
          }
          active={active(entry.to)}
          onClick={onNavigate}
          leftSection={
            <span className="pp-mnt-icon">
              {entry.icon}
              {entry.badge ? (
                // The count is drawn by CSS (maintenance.css), not as text: the link's name says it
                // after the label ("Today (24)"), and text inside the link would not match that name.
                <Badge
                  size="xs"
                  circle={entry.badge < 10}
                  color="red"
                  className="pp-mnt-badge"
                  data-count={entry.badge}
                  aria-hidden
                />
              ) : null}
              {entry.dot ? (
                <span
                  className="pp-mnt-dot"
                  style={{ background: entry.dot.colour }}
                  data-testid="prepare-dot"
                />
              ) : null}
            </span>
          }
        />
      ))}
    </Stack>
  )
}
