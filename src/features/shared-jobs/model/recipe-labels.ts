import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MACHINE_CONFIG_LAMINATING, MACHINE_CONFIG_REWINDING } from '@/contract/shared-job-recipe'

/** The recipe's section titles (spec 002 §2.3), by the section's key in recipeSections. */
export const recipeSectionTitles: Readonly<Record<string, MessageDescriptor>> = {
  configuration: msg({ message: 'Configuration', context: 'a recipe section: the machine set-up' }),
  coating: msg`Coating`,
  nips: msg`NIPs pressures`,
  unwinder1: msg`Winders - Unwinder 1`,
  unwinder2: msg`Winders - Unwinder 2`,
  rewinder: msg`Winders - Rewinder`,
  treater1: msg`Treaters - Treater 1`,
  treater2: msg`Treaters - Treater 2`,
  extra: msg`Extra`,
}

/**
 * A human label for every recipe field (spec 002 §3.1 names them by alias only). Unique across
 * sections, so each input has its own accessible name even with several sections open.
 */
export const recipeFieldLabels: Readonly<Record<string, MessageDescriptor>> = {
  General_MachineConfig: msg`Machine configuration`,
  General_PreselectedSpeed: msg`Preselected speed`,
  Accessories_Cooling: msg`Cooling`,
  Coating_Tension: msg`Coating tension`,
  TC_R6_State: msg`R6 temperature control`,
  TC_R6_Temperature: msg`R6 temperature`,
  TC_R4_State: msg`R4 temperature control`,
  TC_R4_Temperature: msg`R4 temperature`,
  TC_R1R2_State: msg`R1-R2 temperature control`,
  TC_R1R2_Temperature: msg`R1-R2 temperature`,
  Coating_Width: msg`Coating width`,
  Coating_R2_Speed: msg`R2 speed`,
  Laminator_R6_Pressure: msg`Laminator R6 pressure`,
  Coating_R5_Pressure: msg`Coating R5 pressure`,
  Coating_R3_Pressure: msg`Coating R3 pressure`,
  Laminator_R6_Pressure_MS: msg`Laminator R6 pressure, motor side`,
  Coating_R5_Pressure_MS: msg`Coating R5 pressure, motor side`,
  Coating_R3_Pressure_MS: msg`Coating R3 pressure, motor side`,
  Unw1_Material: msg`Unwinder 1 material`,
  Unw1_Width: msg`Unwinder 1 width`,
  Unw1_Thickness: msg`Unwinder 1 thickness`,
  Unw1_Tension: msg`Unwinder 1 tension`,
  Unw2_Material: msg`Unwinder 2 material`,
  Unw2_Width: msg`Unwinder 2 width`,
  Unw2_Thickness: msg`Unwinder 2 thickness`,
  Unw2_Tension: msg`Unwinder 2 tension`,
  Rew_Tension: msg`Rewinder tension`,
  Rew_Tension_Taper: msg`Rewinder tension taper`,
  Rew_Duplex_Module_Pressure: msg`Duplex module pressure`,
  Rew_Duplex_Module_Taper: msg`Duplex module taper`,
  Rew_Duplex_Layon_Pressure: msg`Duplex lay-on pressure`,
  Rew_Layon_Pressure: msg`Lay-on pressure`,
  Rew_Offset_Diameter: msg`Offset diameter`,
  Rew_Layon_Pressure_Taper: msg`Lay-on pressure taper`,
  Accessories_Unw1_Tretater: msg`Treater 1 enabled`,
  Treater1_Mode: msg`Treater 1 mode`,
  Treater1_Power: msg`Treater 1 power`,
  Treater1_Dosis: msg`Treater 1 dose`,
  Treater1_Pmax: msg`Treater 1 maximum power`,
  Treater1_Pmin: msg`Treater 1 minimum power`,
  Treater1_Vmin: msg`Treater 1 minimum speed`,
  Treater1_Vmax: msg`Treater 1 maximum speed`,
  Accessories_Unw2_Tretater: msg`Treater 2 enabled`,
  Treater2_Mode: msg`Treater 2 mode`,
  Treater2_Power: msg`Treater 2 power`,
  Treater2_Dosis: msg`Treater 2 dose`,
  Treater2_Pmax: msg`Treater 2 maximum power`,
  Treater2_Pmin: msg`Treater 2 minimum power`,
  Treater2_Vmin: msg`Treater 2 minimum speed`,
  Treater2_Vmax: msg`Treater 2 maximum speed`,
  Accessories_Antistatic: msg`Antistatic`,
  Gscan_CalibrationName: msg`G-Scan calibration name`,
  Gscan_Target: msg`G-Scan target`,
  Gscan_Positions: msg`G-Scan positions`,
  Gscan_Acoustic: msg`G-Scan acoustic alarm`,
  Gscan_LimitMode: msg`G-Scan limit mode`,
  Gscan_LimitMax: msg`G-Scan upper limit`,
  Gscan_LimitMin: msg`G-Scan lower limit`,
  Gscan_LimitPercent: msg`G-Scan limit percentage`,
}

/** The option texts of selects whose stored text is a code (machine type: spec 002 §9). */
export const recipeOptionLabels: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  General_MachineConfig: {
    [MACHINE_CONFIG_LAMINATING]: msg`Laminating`,
    [MACHINE_CONFIG_REWINDING]: msg`Rewinding`,
  },
}

/** The 11 recipe materials in recipeMaterials' order (the stored value is the 1-based index). */
export const recipeMaterialLabels: readonly MessageDescriptor[] = [
  msg`PAPER`,
  msg`ALUMINIUM`,
  msg`LDPE`,
  msg`OPA`,
  msg`BOPP`,
  msg`PET`,
  msg`PP CAST`,
  msg`HDPE`,
  msg`PVC`,
  msg`Polyamide`,
  msg`Laminated`,
]
