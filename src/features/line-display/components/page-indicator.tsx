import { Trans } from '@lingui/react/macro'

/** "Page 2 of 4" and a dot a page: whoever looks for a machine knows it comes round. */
export function PageIndicator({ index, count }: { index: number; count: number }) {
  if (count <= 1) return null
  const page = index + 1
  return (
    <div className="pp-display-pager" data-testid="display-pager">
      <span>
        <Trans>
          Page {page} of {count}
        </Trans>
      </span>
      <span className="pp-display-dots" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are the pages, by position
          <span key={i} className={i === index ? 'pp-display-dot pp-display-dot-on' : 'pp-display-dot'} />
        ))}
      </span>
    </div>
  )
}
