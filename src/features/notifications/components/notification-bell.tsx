import { Indicator } from '@mantine/core'
import { lazy } from 'react'
import { Deferred } from '@/components/deferred'
import { useNotifications } from '../api/get-notifications'
import { BellButton, indicatorProps } from './bell-button'

const loadPanel = () => import('./notification-panel')
const NotificationPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })))

/** The bell of the top bar: the count of new notifications now, the panel's code on approach. */
export function NotificationBell() {
  const count = useNotifications().data?.numNewNotification ?? 0
  return (
    <Deferred
      preload={loadPanel}
      placeholder={
        <Indicator {...indicatorProps(count)}>
          <BellButton count={count} />
        </Indicator>
      }
    >
      <NotificationPanel openNow />
    </Deferred>
  )
}
