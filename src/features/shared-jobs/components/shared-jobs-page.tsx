import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import { showToast } from '@/components/toast'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import { permissions } from '@/lib/roles/permissions'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useOnlineState } from '@/offline/online-status'
import { useSession } from '@/offline/session-store'
import { useJobConfiguration } from '../api/get-configuration'
import { useSharedCustomers } from '../api/get-customers'
import { useSharedJobs } from '../api/get-jobs'
import { useRecipeDraft } from '../hooks/use-recipe-draft'
import { failureText } from '../model/failure'
import { unitSystemOf } from '../model/recipe-units'
import { CreateCustomerModal } from './create-customer-modal'
import { CreateJobModal } from './create-job-modal'
import { DeleteCustomerDialog, DeleteJobDialog } from './delete-dialogs'
import { RecipePanel } from './recipe-panel'
import { SaveRecipeDialog } from './save-recipe-dialog'
import { CustomerPicker, JobPicker, type WriteAccess } from './selection-pickers'
import { SharedJobList } from './shared-job-list'

type Dialog = 'createCustomer' | 'createJob' | 'deleteCustomer' | 'deleteJob' | 'save'

/**
 * Shared job management (spec 002 §2.3, §4, §5, §8.1; issue 16): a shared customer, one of its
 * jobs, and the job's machine recipe in the user's units. A commercial user reads only; offline the
 * lists and recipes come from the device's cache and nothing can be changed.
 */
export function SharedJobsPage() {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const { online } = useOnlineState()
  const system = unitSystemOf(useUnitPreferences())
  const readOnly = useMemo(() => permissions(user.roles).readOnly, [user.roles])
  const write: WriteAccess = { hidden: readOnly, disabled: !online }

  const [customerId, setCustomerId] = useState<number | null>(null)
  const [jobId, setJobId] = useState<number | null>(null)
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const customers = useSharedCustomers()
  const customer = customers.data?.find((c) => c.id === customerId) ?? null
  const jobs = useSharedJobs(customer?.id ?? null)
  const job = customer ? (jobs.data?.find((j) => j.id === jobId) ?? null) : null
  const configuration = useJobConfiguration(job?.id ?? null)
  const recipe = useRecipeDraft(configuration.data, job?.id ?? null, system)

  // §4: choosing a customer (or the placeholder) clears the job.
  const chooseCustomer = (id: number | null) => {
    setCustomerId(id)
    setJobId(null)
  }
  // The list opens a job of any customer: both at once, as choosing them in turn would.
  const openJob = (customer: number, job: number) => {
    setCustomerId(customer)
    setJobId(job)
  }
  const close = () => setDialog(null)
  const save = () => {
    if (recipe.problems.size > 0) showToast(t`Caution! Fields empty or out of range`, 'red')
    else setDialog('save')
  }

  return (
    <Stack gap="md">
      <UnsavedChangesGuard dirty={!readOnly && recipe.dirty} />
      <Title order={2} size="h3">
        <Trans>SHARED JOB MANAGEMENT</Trans>
      </Title>
      {readOnly ? (
        <Text size="sm" c="dimmed">
          <Trans>Commercial users can see the shared jobs but cannot change them.</Trans>
        </Text>
      ) : !online ? (
        <Text size="sm" c="dimmed">
          <Trans>Offline: shared jobs can be changed once the connection is back.</Trans>
        </Text>
      ) : null}
      {customers.isError && !customers.data ? (
        <Alert color="red">{failureText(customers.error, 'customersFetch', i18n)}</Alert>
      ) : null}
      {jobs.isError && !jobs.data ? (
        <Alert color="red">{failureText(jobs.error, 'jobsFetch', i18n)}</Alert>
      ) : null}
      <SharedJobList customers={customers.data} selectedJobId={job?.id ?? null} onOpen={openJob} />
      <Group gap="md" align="flex-end" wrap="wrap">
        <CustomerPicker
          list={customers.data}
          loading={customers.isPending}
          value={customer?.id ?? null}
          onChange={chooseCustomer}
          write={write}
          onAdd={() => setDialog('createCustomer')}
          onDelete={() => setDialog('deleteCustomer')}
        />
        {customer ? (
          <JobPicker
            list={jobs.data}
            loading={jobs.isPending}
            value={job?.id ?? null}
            onChange={setJobId}
            write={write}
            onAdd={() => setDialog('createJob')}
            onDelete={() => setDialog('deleteJob')}
          />
        ) : null}
        {customer && job && !readOnly ? (
          <Button onClick={save} disabled={!online || recipe.draft === null}>
            <Trans>Save</Trans>
          </Button>
        ) : null}
      </Group>
      <DataUpdatedAt query={customers} />
      {job ? (
        <RecipePanel
          reference={job.reference}
          configuration={configuration}
          draft={recipe.draft}
          problems={recipe.problems}
          system={system}
          readOnly={readOnly}
          onChange={recipe.change}
        />
      ) : null}

      <CreateCustomerModal opened={dialog === 'createCustomer'} onClose={close} onCreated={chooseCustomer} />
      <CreateJobModal
        opened={dialog === 'createJob'}
        customerId={customer?.id ?? null}
        onClose={close}
        onCreated={setJobId}
      />
      <DeleteCustomerDialog
        opened={dialog === 'deleteCustomer'}
        customer={customer}
        onClose={close}
        onDeleted={() => chooseCustomer(null)}
      />
      <DeleteJobDialog
        opened={dialog === 'deleteJob'}
        customerId={customer?.id ?? null}
        job={job}
        onClose={close}
        onDeleted={() => setJobId(null)}
      />
      <SaveRecipeDialog
        opened={dialog === 'save'}
        jobId={job?.id ?? null}
        rows={recipe.rows}
        onClose={close}
      />
    </Stack>
  )
}
