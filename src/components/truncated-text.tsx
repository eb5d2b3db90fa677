import { Text, type TextProps } from '@mantine/core'
import { truncate } from '@/lib/format/truncate'
import { LazyTooltip } from './lazy-tooltip'

/** A name cut to `max` characters (spec 000 §2.3), the full text in a tooltip when cut. */
export function TruncatedText({ text, max, ...props }: { text: string | null; max: number } & TextProps) {
  const value = text ?? '-'
  const shown = truncate(value, max)
  const body = (
    <Text span inherit {...props}>
      {shown}
    </Text>
  )
  return shown === value ? body : <LazyTooltip label={value}>{body}</LazyTooltip>
}
