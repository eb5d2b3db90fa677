import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Button, Group, Select } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ExtendedHeader } from '@/components/extended-header'
import { IconBolt, IconBook, IconHome, IconPuzzle, IconSettings, IconWrench } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import type { DocumentLanguage } from '@/contract/documents'
import { useSession } from '@/offline/session-store'
import { rememberMachine } from '../model/remembered-machine'
import { sectionPath } from '../model/search-params'
import { type HeaderSection, headerSections } from '../model/sections'
import { useSectionLabels } from './section-labels'

const icons: Record<HeaderSection, ReactNode> = {
  home: <IconHome size={18} />,
  operational: <IconBook size={18} />,
  maintenance: <IconWrench size={18} />,
  electrical: <IconBolt size={18} />,
  mechanical: <IconSettings size={18} />,
  subassemblies: <IconPuzzle size={18} />,
}

interface DocumentsHeaderProps {
  machineSN: string
  section: HeaderSection
  languages: DocumentLanguage[]
  language: string | null
  showLanguage: boolean
  onLanguage: (code: string) => void
}

/**
 * The documents header (spec 001 §2.4): six sections, all named beside their icons on a wide
 * screen (issue 32: icons alone made a technician guess); on a laptop or tablet the current one
 * named and the others by icon and tooltip (the top bar's room); a dropdown on a phone; and the
 * language dropdown where a section has manuals in several languages. Home forgets the remembered
 * machine, so /documents shows the machine list again.
 */
export function DocumentsHeader({
  machineSN,
  section,
  languages,
  language,
  showLanguage,
  onLanguage,
}: DocumentsHeaderProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const session = useSession()
  const sectionLabels = useSectionLabels()
  const labels: Record<HeaderSection, string> = { home: t`All machines`, ...sectionLabels }
  const go = (to: HeaderSection) => {
    if (to === 'home') {
      rememberMachine(session.user.userId, null)
      void navigate({ to: '/documents' })
    } else {
      void navigate({
        to: sectionPath(to),
        params: { machineSN, file: undefined },
        search: (prev: Record<string, unknown>) => ({ lang: prev.lang as string | undefined }),
      })
    }
  }
  return (
    <ExtendedHeader>
      <Group gap={4} visibleFrom="xl" role="toolbar" aria-label={t`Document sections`}>
        {headerSections.map((s) => (
          <Button
            key={s}
            size="compact-sm"
            variant={s === section ? 'filled' : 'subtle'}
            leftSection={icons[s]}
            aria-current={s === section ? 'page' : undefined}
            onClick={() => go(s)}
          >
            {labels[s]}
          </Button>
        ))}
      </Group>
      <Group gap={4} visibleFrom="sm" hiddenFrom="xl" role="toolbar" aria-label={t`Document sections`}>
        {headerSections.map((s) =>
          s === section ? (
            // Where the user is, named; the other sections by icon and tooltip (the top bar's room).
            <Button
              key={s}
              size="compact-sm"
              leftSection={icons[s]}
              aria-current="page"
              onClick={() => go(s)}
            >
              {labels[s]}
            </Button>
          ) : (
            <LazyTooltip key={s} label={labels[s]}>
              <ActionIcon variant="subtle" aria-label={labels[s]} onClick={() => go(s)}>
                {icons[s]}
              </ActionIcon>
            </LazyTooltip>
          ),
        )}
      </Group>
      <Select
        hiddenFrom="sm"
        size="xs"
        w={150}
        aria-label={t`Document section`}
        data={headerSections.map((s) => ({ value: s, label: labels[s] }))}
        value={section}
        allowDeselect={false}
        onChange={(v) => v && go(v as HeaderSection)}
        comboboxProps={{ withinPortal: true }}
      />
      {showLanguage && (
        <Select
          size="xs"
          w={120}
          aria-label={t`Document language`}
          data={languages.map((l) => ({ value: l.driveId, label: l.fullName }))}
          value={language}
          allowDeselect={false}
          onChange={(v) => v && onLanguage(v)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </ExtendedHeader>
  )
}
