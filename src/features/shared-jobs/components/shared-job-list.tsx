import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useMemo, useState } from 'react'
import type { SharedCustomerSummary } from '@/contract/shared-jobs'
import { useJobsOfCustomers } from '../api/get-jobs'
import { jobEntries, searchJobs } from '../model/job-search'

/** More than a phone screen of rows is a search to narrow, not a list to scroll. */
const MAX_SHOWN = 50

interface SharedJobListProps {
  customers: readonly SharedCustomerSummary[] | undefined
  selectedJobId: number | null
  /** Opens the job as the two dropdowns do: its customer, then the job. */
  onOpen: (customerId: number, jobId: number) => void
}

/**
 * Every shared job of every customer, with a search over the job reference and the customer name
 * (all the list data has, spec 002 §3.1), one tap to open a job: the dropdowns need the customer
 * known first. A narrow column of rows, fit for a 360 px phone.
 */
export function SharedJobList({ customers, selectedJobId, onOpen }: SharedJobListProps) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const ids = useMemo(() => (customers ?? []).map((c) => c.id), [customers])
  const jobs = useJobsOfCustomers(ids)
  const all = jobEntries(customers ?? [], jobs.jobsOf)
  const found = searchJobs(all, query)
  const shown = found.slice(0, MAX_SHOWN)
  const more = found.length - shown.length
  return (
    <Stack gap={6} component="section" aria-label={t`All shared jobs`} maw={{ sm: 480 }}>
      <TextInput
        type="search"
        label={t`Find a shared job`}
        placeholder={t`Job reference or customer`}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        rightSection={jobs.pending && ids.length > 0 ? <Loader size={14} aria-hidden /> : null}
      />
      {/* The browser's own scroll: Mantine's ScrollArea was 2 KB more on this first screen. */}
      <Box mah={260} style={{ overflowY: 'auto' }}>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed" py={4}>
            {all.length === 0 ? (
              jobs.pending && ids.length > 0 ? (
                <Trans>Loading the shared jobs…</Trans>
              ) : (
                <Trans>No shared jobs yet.</Trans>
              )
            ) : (
              <Trans>No shared job matches this search.</Trans>
            )}
          </Text>
        ) : (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.map((e) => {
              const current = e.jobId === selectedJobId
              return (
                <li key={e.jobId}>
                  <UnstyledButton
                    w="100%"
                    px="xs"
                    py={6}
                    bdrs="sm"
                    bg={current ? 'var(--mantine-primary-color-light)' : undefined}
                    aria-current={current || undefined}
                    onClick={() => onOpen(e.customerId, e.jobId)}
                  >
                    <Text component="span" display="block" size="sm" fw={600} truncate="end">
                      {e.reference}
                    </Text>
                    {/* Dimmed grey on the chosen row's tint falls below 4.5:1 (axe, light theme). */}
                    <Text
                      component="span"
                      display="block"
                      size="xs"
                      c={current ? undefined : 'dimmed'}
                      truncate="end"
                    >
                      {e.customerName}
                    </Text>
                  </UnstyledButton>
                </li>
              )
            })}
          </Box>
        )}
      </Box>
      {more > 0 ? (
        <Text size="xs" c="dimmed">
          <Trans>{more} more: narrow the search to see them.</Trans>
        </Text>
      ) : null}
      {jobs.failed ? (
        <Text size="xs" c="red">
          <Trans>Some customers' jobs could not be loaded.</Trans>
        </Text>
      ) : null}
    </Stack>
  )
}
