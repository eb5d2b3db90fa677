import { useLingui } from '@lingui/react/macro'
import { Center, Loader } from '@mantine/core'
import type { ReactNode } from 'react'
import { DetailSection } from '@/components/collapsible-section'

/**
 * A section whose data arrives after the order's (costs, child orders, printed codes, the
 * synoptic, the inkwells): its place is kept at about its final height while it loads, so the
 * page below does not jump; a failed call removes it (spec 000 §8), and so does an empty answer.
 */
export function LateSection<T>({
  show,
  query,
  title,
  height,
  children,
}: {
  show: boolean
  query: { data: T | undefined; isError: boolean }
  title: ReactNode
  height: number
  children: (data: NonNullable<T>) => ReactNode
}) {
  const { t } = useLingui()
  if (!show || query.data === null || (query.isError && query.data === undefined)) return null
  return (
    <DetailSection title={title}>
      {query.data === undefined ? (
        <Center mih={height}>
          <Loader size="sm" role="status" aria-label={t`Loading`} />
        </Center>
      ) : (
        children(query.data as NonNullable<T>)
      )}
    </DetailSection>
  )
}
