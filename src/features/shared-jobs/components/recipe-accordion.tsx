import { Accordion } from '@mantine/core'
import { recipeSections } from '@/contract/shared-job-recipe'
import type { RecipeDraft } from '../model/recipe-draft'
import type { ShownProblem, UnitSystem } from '../model/recipe-units'
import { RecipeSection } from './recipe-section'

interface RecipeAccordionProps {
  draft: RecipeDraft
  problems: ReadonlyMap<string, ShownProblem>
  system: UnitSystem
  readOnly: boolean
  onChange: (alias: string, shown: string) => void
}

const firstSection = recipeSections[0]?.key ?? ''

/** Every section of the recipe (spec 002 §2.3, §3.1), the first open; several may be open at once. */
export function RecipeAccordion(props: RecipeAccordionProps) {
  return (
    <Accordion multiple defaultValue={[firstSection]} variant="separated" chevronPosition="right">
      {recipeSections.map((section) => (
        <RecipeSection key={section.key} section={section} {...props} />
      ))}
    </Accordion>
  )
}
