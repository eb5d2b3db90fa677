import { Drawer } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * The maintenance menu on a phone (610 px and below). Loaded the first time the burger is used: a
 * drawer brings its modal, focus trap and scroll area (about 10 KB), which the desktop's icon rail
 * and every first load of the area do without (issue 30).
 */
export function NavDrawer(props: {
  opened: boolean
  onClose: () => void
  title: string
  children: ReactNode
}) {
  return <Drawer {...props} size={280} />
}
