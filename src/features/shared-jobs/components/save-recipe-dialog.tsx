import { useLingui } from '@lingui/react/macro'
import { showToast } from '@/components/toast'
import type { RecipeRow } from '@/contract/shared-jobs'
import { useSaveJobConfiguration } from '../api/save-configuration'
import { failureText } from '../model/failure'
import { ConfirmModal } from './confirm-modal'

interface SaveRecipeDialogProps {
  opened: boolean
  jobId: number | null
  /** Every recipe row as it is to be stored, read when the user says Yes. */
  rows: () => RecipeRow[]
  onClose: () => void
}

/** 'Are you sure to save the changes?' (spec 002 §2.3, §4, §8.1): Yes sends the whole recipe. */
export function SaveRecipeDialog({ opened, jobId, rows, onClose }: SaveRecipeDialogProps) {
  const { t, i18n } = useLingui()
  const save = useSaveJobConfiguration()
  const yes = () => {
    if (jobId === null) return
    save.mutate(
      { jobId, rows: rows() },
      {
        onSuccess: () => showToast(t`Shared Job Configurations updated successfully!`, 'green'),
        onError: (error) => showToast(failureText(error, 'configurationSave', i18n), 'red'),
        onSettled: onClose,
      },
    )
  }
  return (
    <ConfirmModal
      opened={opened}
      question={t`Are you sure to save the changes?`}
      busy={save.isPending}
      onYes={yes}
      onNo={onClose}
    />
  )
}
