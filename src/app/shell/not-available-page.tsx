import { Trans } from '@lingui/react/macro'
import { IconConstruction } from '@/components/icons'
import { NoticeView } from '@/components/notice-view'

/** What an area that is not built yet shows, inside the shell. */
export function NotAvailablePage() {
  return (
    <NoticeView icon={<IconConstruction size={30} />} colour="brand" title={<Trans>Not available yet</Trans>}>
      <Trans>This area of the platform is being prepared. It will appear here as soon as it is ready.</Trans>
    </NoticeView>
  )
}
