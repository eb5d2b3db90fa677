import { Indicator } from '@mantine/core'
import { lazy, useEffect } from 'react'
import { Deferred } from '@/components/deferred'
import { useNotifications } from '../api/get-notifications'
import { BellButton, indicatorProps } from './bell-button'

const loadPanel = () => import('./notification-panel')
const NotificationPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })))
let dataShownMarked = false

/** The bell of the top bar: the count of new notifications now, the panel's code on approach. */
export function NotificationBell() {
  const data = useNotifications().data
  const count = data?.numNewNotification ?? 0
  // First render of server data (fresh or restored offline): bench/offline.ts times it.
  useEffect(() => {
    if (data && !dataShownMarked) {
      dataShownMarked = true
      // After the next paint (rAF runs before it, the timeout after): the count is on screen.
      const mark = () => setTimeout(() => performance.mark('app:data-shown'), 0)
      if (typeof requestAnimationFrame === 'function') requestAnimationFrame(mark)
      else mark()
    }
  }, [data])
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
