import { Trans, useLingui } from '@lingui/react/macro'
import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { type ReactNode, useMemo, useState } from 'react'
import { IconBook, IconCart, IconChart, IconCoins, IconWrench } from '@/components/icons'
import { showToast } from '@/components/toast'
import { openOrderingSite } from '@/lib/api/ordering-handoff'
import { useRetargetings } from '@/lib/promotions/get-retargetings'
import { type HomeTileId, homeTiles, tileAccess } from '@/lib/roles/home-tiles'
import { useSession } from '@/offline/session-store'
import { useMaintenanceInterest } from '../api/maintenance-interest'
import { maintenancePromotion, pendingRetargeting } from '../model/campaigns'
import { wasShownThisSession } from '../model/retargeting-seen'
import { HomeTile } from './home-tile'
import { PlantGlance } from './plant-glance'
import { PromotionModal } from './promotion-modal'
import { RetargetingModal } from './retargeting-modal'

const icons: Record<HomeTileId, ReactNode> = {
  productionAnalytics: <IconChart size={26} />,
  jobCosting: <IconCoins size={26} />,
  ordering: <IconCart size={26} />,
  maintenance: <IconWrench size={26} />,
  docs: <IconBook size={26} />,
}

/** Home (spec 001 §2.5): five product tiles by role, and the promotions. */
export function HomePage() {
  const { t } = useLingui()
  const { user } = useSession()
  const access = useMemo(() => tileAccess(user.roles), [user.roles])
  const campaigns = useRetargetings()
  const interest = useMaintenanceInterest()
  const [promotionOpened, setPromotionOpened] = useState(false)
  const [retargetingDone, setRetargetingDone] = useState(false)
  const [orderingBusy, setOrderingBusy] = useState(false)

  const texts: Record<HomeTileId, { title: string; description: string }> = {
    productionAnalytics: {
      title: t`Production analytics`,
      description: t`Live plant status, order history, statistics and inactivities.`,
    },
    jobCosting: { title: t`Job costing`, description: t`Energy, ink, material and machine costs per order.` },
    ordering: {
      title: t`Ordering on line`,
      description: t`Spare parts and consumables from the online shop.`,
    },
    maintenance: {
      title: t`Maintenance assistant`,
      description: t`Preventive and corrective tasks, work orders and risk levels.`,
    },
    docs: { title: t`Technical docs`, description: t`Manuals and drawings of every machine.` },
  }

  // Why a tile is disabled: the user's account lacks its role (spec 001 §2.5).
  const reasons: Record<HomeTileId, string> = {
    productionAnalytics: t`Your account does not include production analytics. Ask your plant administrator for access.`,
    jobCosting: t`Your account does not include job costing. Ask your plant administrator for access.`,
    ordering: t`Your account does not include online ordering. Ask your plant administrator for access.`,
    maintenance: t`Your account does not include the maintenance assistant. Click to ask for it.`,
    docs: t`Your account does not include the technical docs. Ask your plant administrator for access.`,
  }

  const promotion = maintenancePromotion(campaigns.data)
  const retargeting = pendingRetargeting(campaigns.data)
  const showRetargeting =
    retargeting !== null && !retargetingDone && !promotionOpened && !wasShownThisSession(retargeting.id)

  const onOrdering = async () => {
    setOrderingBusy(true)
    try {
      await openOrderingSite()
    } catch {
      showToast(t`The ordering site could not be opened. Try again.`, 'red')
    } finally {
      setOrderingBusy(false)
    }
  }
  const onMaintenanceInterest = () => {
    interest.mutate()
    if (promotion) setPromotionOpened(true)
    else showToast(t`Thank you for your interest. Your service contact will call you.`)
  }

  return (
    <Stack gap="xl" py={{ base: 'sm', sm: 'xl' }} maw={1280} mx="auto">
      <Box>
        <Title order={2} fz={{ base: 26, sm: 34 }} fw={700} lh={1.15}>
          <Trans>Digital Service Platform</Trans>
        </Title>
        <Text c="dimmed" size="lg" mt={6}>
          <Trans>Innovation for your daily packaging production.</Trans>
        </Text>
      </Box>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        {homeTiles.map((tile) => {
          const a = access[tile.id]
          const isOrdering = tile.id === 'ordering'
          const isInterest = tile.id === 'maintenance' && !a.enabled && a.clickable
          return (
            <HomeTile
              key={tile.id}
              {...texts[tile.id]}
              icon={icons[tile.id]}
              enabled={a.enabled}
              reason={reasons[tile.id]}
              to={tile.to === 'external' ? undefined : tile.to}
              busy={isOrdering && orderingBusy}
              extra={tile.id === 'productionAnalytics' && a.enabled ? <PlantGlance /> : undefined}
              onActivate={
                isOrdering && a.enabled ? onOrdering : isInterest ? onMaintenanceInterest : undefined
              }
            />
          )
        })}
      </SimpleGrid>
      {promotion && promotionOpened ? (
        <PromotionModal campaign={promotion} opened onClose={() => setPromotionOpened(false)} />
      ) : null}
      {showRetargeting && retargeting ? (
        <RetargetingModal campaign={retargeting} onDone={() => setRetargetingDone(true)} />
      ) : null}
    </Stack>
  )
}
