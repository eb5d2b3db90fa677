import '@mantine/charts/styles.layer.css'
import { DonutChart } from '@mantine/charts'
import { Stack, Text } from '@mantine/core'

/** A fixed-size donut of the two categories (spec 001 §9: fixed size); loaded with the charts. */
export default function ShareDonut({
  title,
  parts,
}: {
  title: string
  parts: Array<{ name: string; value: number; color: string }>
}) {
  return (
    <Stack gap={4} align="center">
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <DonutChart data={parts} size={110} thickness={18} withTooltip tooltipDataSource="segment" />
    </Stack>
  )
}
