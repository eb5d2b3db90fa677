import { useLingui } from '@lingui/react/macro'
import { showToast } from '@/components/toast'
import type { SharedCustomerSummary, SharedJobSummary } from '@/contract/shared-jobs'
import { useDeleteSharedCustomer } from '../api/delete-customer'
import { useDeleteSharedJob } from '../api/delete-job'
import { failureText } from '../model/failure'
import { ConfirmModal } from './confirm-modal'

interface DeleteCustomerDialogProps {
  customer: SharedCustomerSummary | null
  opened: boolean
  onClose: () => void
  onDeleted: () => void
}

/**
 * 'Are you sure to delete this Shared Customer?' (spec 002 §2.3, §4, §8.1). The success text is
 * built here in the user's language (the server's data.message is English); a customer with jobs is
 * refused with SHARED_CUSTOMER_HAS_JOBS's text.
 */
export function DeleteCustomerDialog({ customer, opened, onClose, onDeleted }: DeleteCustomerDialogProps) {
  const { t, i18n } = useLingui()
  const remove = useDeleteSharedCustomer()
  const yes = () => {
    if (!customer) return
    const name = customer.name
    remove.mutate(customer.id, {
      onSuccess: () => {
        showToast(t`Shared Customer ${name} deleted.`, 'green')
        onDeleted()
      },
      onError: (error) => showToast(failureText(error, 'customerDelete', i18n), 'red'),
      onSettled: onClose,
    })
  }
  return (
    <ConfirmModal
      opened={opened}
      question={t`Are you sure to delete this Shared Customer?`}
      busy={remove.isPending}
      onYes={yes}
      onNo={onClose}
    />
  )
}

interface DeleteJobDialogProps {
  customerId: number | null
  job: SharedJobSummary | null
  opened: boolean
  onClose: () => void
  onDeleted: () => void
}

/** 'Are you sure to delete this Shared Job?' (spec 002 §2.3, §4, §8.1), the success text built here. */
export function DeleteJobDialog({ customerId, job, opened, onClose, onDeleted }: DeleteJobDialogProps) {
  const { t, i18n } = useLingui()
  const remove = useDeleteSharedJob()
  const yes = () => {
    if (!job || customerId === null) return
    const reference = job.reference
    remove.mutate(
      { jobId: job.id, customerId },
      {
        onSuccess: () => {
          showToast(t`Shared Job ${reference} deleted.`, 'green')
          onDeleted()
        },
        onError: (error) => showToast(failureText(error, 'jobDelete', i18n), 'red'),
        onSettled: onClose,
      },
    )
  }
  return (
    <ConfirmModal
      opened={opened}
      question={t`Are you sure to delete this Shared Job?`}
      busy={remove.isPending}
      onYes={yes}
      onNo={onClose}
    />
  )
}
