import './deck-grid.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { BoardCatalog } from '@/contract/genius-board'
import { findMachine, type OrderFormValues, setupOf } from '../model/order-form'
import { useDeckColumns } from './deck-columns'
import { DeckRow } from './deck-row'

/**
 * The per-deck configuration of a flexo or offset machine (spec 000 §1): one row per deck of the
 * machine, an unused deck is one with no colour, and at least one deck needs a colour (the
 * problem of the decks as a whole shows under their title). Nothing for other machines.
 */
export function DeckGrid({
  form,
  catalog,
}: {
  form: UseFormReturnType<OrderFormValues>
  catalog: BoardCatalog
}) {
  const { t } = useLingui()
  const columns = useDeckColumns()
  const values = form.getValues()
  const machine = findMachine(catalog, values.machineId)
  if (!machine || setupOf(machine) !== 'decks') return null
  // A problem of the decks as a whole (no deck has a colour), said at the decks.
  const decksError = form.errors.decks
  return (
    <Stack
      gap="xs"
      component="section"
      aria-label={t`Decks`}
      aria-describedby={decksError ? 'gb-decks-error' : undefined}
    >
      <Title order={3} size="h5">
        <Trans>Decks</Trans>
      </Title>
      {decksError ? (
        <Text id="gb-decks-error" size="sm" c="var(--mantine-color-error)">
          {decksError}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        <Trans>A deck without colour is not used: leave its temperature and viscosity empty.</Trans>
      </Text>
      <div className="gb-decks">
        <div className="gb-deck-head" aria-hidden>
          <span>
            <Trans>Deck</Trans>
          </span>
          {Object.values(columns).map((title) => (
            <span key={title}>{title}</span>
          ))}
        </div>
        {values.decks.map((deck, index) => (
          <DeckRow
            key={deck.position}
            form={form}
            index={index}
            machineId={machine.id}
            catalog={catalog}
            columns={columns}
          />
        ))}
      </div>
    </Stack>
  )
}
