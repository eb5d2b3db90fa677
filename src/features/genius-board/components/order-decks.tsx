import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { PreparedDeck } from '@/contract/genius-board'
import { formatTemperature } from '@/lib/format/measures'
import { formatNumber, MISSING } from '@/lib/format/number'
import { useBoardLabels } from './board-labels'
import { useDeckColumns } from './deck-columns'
import { InkSwatch } from './ink-swatch'

function Colour({ deck }: { deck: PreparedDeck }) {
  const { t } = useLingui()
  if (deck.inkId === null) return <Text c="dimmed" size="sm">{t`Not used`}</Text>
  return (
    <Group gap={6} wrap="nowrap">
      {deck.inkHex ? <InkSwatch hex={deck.inkHex} size={14} /> : null}
      <Text size="sm">{deck.inkName ?? MISSING}</Text>
    </Group>
  )
}

/** The decks of a saved order, read only: a table on wide screens, a card per deck on phones. */
export function OrderDecks({ decks }: { decks: PreparedDeck[] }) {
  const { t } = useLingui()
  const prefs = useUnitPreferences()
  const { modes } = useBoardLabels()
  const columns = useDeckColumns()
  const cells = (d: PreparedDeck) => [
    d.anilox ?? MISSING,
    d.plateHolder ?? MISSING,
    d.tape ?? MISSING,
    d.mode ? modes[d.mode] : MISSING,
    d.viscosity === null ? MISSING : formatNumber(d.viscosity, prefs, { decimals: 1, trimZeros: true }),
    formatTemperature(d.temperature, prefs, 1),
  ]
  const titles = [
    columns.anilox,
    columns.plateHolder,
    columns.tape,
    columns.mode,
    columns.viscosity,
    columns.temperature,
  ]
  return (
    <>
      <Table.ScrollContainer minWidth={820} visibleFrom="md">
        <Table verticalSpacing={6} aria-label={t`Decks`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Deck</Trans>
              </Table.Th>
              <Table.Th>{columns.inkId}</Table.Th>
              {titles.map((title) => (
                <Table.Th key={title}>{title}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {decks.map((d) => (
              <Table.Tr key={d.position}>
                <Table.Td>{d.position}</Table.Td>
                <Table.Td>
                  <Colour deck={d} />
                </Table.Td>
                {cells(d).map((value, i) => (
                  <Table.Td key={titles[i]}>{value}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" hiddenFrom="md">
        {decks.map((d) => {
          const position = d.position
          return (
            <Card key={position} withBorder padding="sm" role="group" aria-label={t`Deck ${position}`}>
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm">{t`Deck ${position}`}</Text>
                  <Colour deck={d} />
                </Group>
                {d.inkId === null && cells(d).every((c) => c === MISSING)
                  ? null
                  : cells(d).map((value, i) => (
                      <Group key={titles[i]} justify="space-between" wrap="nowrap" gap="xs">
                        <Text size="xs" c="dimmed">
                          {titles[i]}
                        </Text>
                        <Text size="xs" ta="right" style={{ overflowWrap: 'anywhere' }}>
                          {value}
                        </Text>
                      </Group>
                    ))}
              </Stack>
            </Card>
          )
        })}
      </SimpleGrid>
    </>
  )
}
