import { useLingui } from '@lingui/react/macro'
import { Accordion, Group, SimpleGrid, Text } from '@mantine/core'
import { IconAlertTriangle } from '@/components/icons'
import type { RecipeSection as Section } from '@/contract/shared-job-recipe'
import type { RecipeDraft } from '../model/recipe-draft'
import { recipeSectionTitles } from '../model/recipe-labels'
import type { ShownProblem, UnitSystem } from '../model/recipe-units'
import { RecipeField } from './recipe-field'
import { useProblemText } from './use-problem-text'

interface RecipeSectionProps {
  section: Section
  draft: RecipeDraft
  problems: ReadonlyMap<string, ShownProblem>
  system: UnitSystem
  readOnly: boolean
  onChange: (alias: string, shown: string) => void
}

/**
 * One section of the recipe accordion: its fields three per row on wide screens (spec 002 §2.3);
 * the header flagged with an icon and a highlight while a field of it is invalid (§5).
 */
export function RecipeSection({ section, draft, problems, system, readOnly, onChange }: RecipeSectionProps) {
  const { t, i18n } = useLingui()
  const problemText = useProblemText()
  const invalid = section.fields.some((f) => problems.has(f.alias))
  const title = i18n._(recipeSectionTitles[section.key] ?? { id: section.title })
  return (
    <Accordion.Item value={section.key} data-section={section.key} data-invalid={invalid || undefined}>
      <Accordion.Control
        bg={invalid ? 'var(--mantine-color-red-light)' : undefined}
        aria-label={invalid ? t`${title}: section has invalid fields` : undefined}
      >
        <Group gap="xs" wrap="nowrap">
          {invalid ? <IconAlertTriangle size={18} color="var(--mantine-color-red-text)" /> : null}
          <Text fw={600} c={invalid ? 'var(--mantine-color-red-text)' : undefined}>
            {title}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          {section.fields.map((field) => {
            const problem = problems.get(field.alias)
            return (
              <RecipeField
                key={field.alias}
                field={field}
                value={draft[field.alias]?.shown ?? ''}
                error={problem ? problemText(field, problem, system) : null}
                system={system}
                readOnly={readOnly}
                onChange={(shown) => onChange(field.alias, shown)}
              />
            )
          })}
        </SimpleGrid>
      </Accordion.Panel>
    </Accordion.Item>
  )
}
