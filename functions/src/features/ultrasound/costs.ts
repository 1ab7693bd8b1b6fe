// Published costs of tele-ultrasound. No zod here: the web app's session log imports this module
// by itself (@hta/functions/contract/shared/…), not the whole contract.
/** Published cost per exam, 2020 CAD (Adams et al. 2023): editable defaults on the page. */
export const ADAMS_2023_COSTS = {
  citation:
    'Adams et al., J Ultrasound Med 2023;42(1):109–123: cost per exam in 2020 Canadian dollars.',
  payer: {
    telerobotic: 342,
    'telerobotic with visiting sonographer': 323,
    'visiting sonographer only': 368,
    'patient travels': 478,
  },
  societal: {
    telerobotic: 461,
    'telerobotic with visiting sonographer': 355,
    'visiting sonographer only': 447,
    'patient travels': 849,
  },
} as const;
