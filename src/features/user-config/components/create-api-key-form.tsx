import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { showToast } from '@/components/toast'
import { type ApiKey, MAX_API_KEYS_PER_COMPANY } from '@/contract/account'
import { isApiError } from '@/lib/api/errors'
import { apiErrorMessage, errorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import { useCreateApiKey } from '../api/create-api-key'
import { type AliasProblem, aliasProblem } from '../model/api-key-alias'

type Scope = ApiKey['scopes'][number]

export function useAliasProblemText() {
  const { t, i18n } = useLingui()
  return (problem: AliasProblem | null) => {
    if (problem === 'required') return feedbackMessage('FIELD_REQUIRED', i18n)
    if (problem === 'special-characters') return feedbackMessage('NO_SPECIAL_CHARACTERS', i18n)
    if (problem === 'too-long') return t`At most 60 characters.`
    return undefined
  }
}

/**
 * A new key: alias and scopes. The answer is the credentials file, downloaded once; the secret is
 * in no list afterwards. The ingest scope lets a machine gateway send production data.
 */
export function CreateApiKeyForm({ count }: { count: number }) {
  const { t, i18n } = useLingui()
  const [alias, setAlias] = useState('')
  const [scopes, setScopes] = useState<Scope[]>(['read'])
  const [problem, setProblem] = useState<string | undefined>()
  const create = useCreateApiKey()
  const problemText = useAliasProblemText()
  const full = count >= MAX_API_KEYS_PER_COMPANY

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const local = problemText(aliasProblem(alias))
    setProblem(local)
    if (local || scopes.length === 0) return
    create.mutate(
      { alias: alias.trim(), scopes },
      {
        onSuccess: ({ fileName }) => {
          setAlias('')
          showToast(
            t`API key created. Its credentials were saved as ${fileName}: keep the file safe, it cannot be downloaded again.`,
            'green',
            10_000,
          )
        },
      },
    )
  }

  let failure: string | null = null
  if (create.isError) {
    failure =
      isApiError(create.error) && create.error.code === 'MAX_API_KEYS'
        ? apiErrorMessage('MAX_API_KEYS', i18n)
        : `${feedbackMessage('API_KEY_CREATION_FAILED', i18n)} ${errorMessage(create.error, i18n)}`
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t`Alias`}
          description={t`Letters, digits, spaces, - and _`}
          value={alias}
          onChange={(e) => setAlias(e.currentTarget.value)}
          error={problem}
          maxLength={60}
          required
          disabled={full}
        />
        <Checkbox.Group
          label={t`Scopes`}
          value={scopes}
          onChange={(v) => setScopes(v as Scope[])}
          error={scopes.length === 0 ? t`Choose at least one scope.` : undefined}
        >
          <Stack gap={6} mt={6}>
            <Checkbox value="read" label={t`Read`} disabled={full} />
            <Checkbox
              value="ingest"
              label={t`Ingest: machine gateways send production data`}
              disabled={full}
            />
          </Stack>
        </Checkbox.Group>
        {full ? (
          <Text size="sm" c="dimmed" role="status">
            {apiErrorMessage('MAX_API_KEYS', i18n)}
          </Text>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert" py="xs">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} disabled={full}>
            <Trans>Create API key</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
