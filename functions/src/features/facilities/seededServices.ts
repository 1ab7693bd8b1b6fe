// The services the seed declares on a few facilities. The Open Database of Healthcare Facilities
// lists no services, so none of these comes from it: each is an assumption of the local
// platform, labelled so where it is shown, for an admin to confirm or correct with the
// Saskatchewan Health Authority. Only the regional and tertiary hospitals of Saskatoon, Regina
// and Prince Albert are declared: the destinations of diagnostic imaging from the north.
import type { FACILITY_SERVICES } from './contract.js';

type Service = (typeof FACILITY_SERVICES)[number];

const ASSUMED =
  'Assumption of the demo seed (the source data lists no services): a regional hospital with diagnostic imaging; confirm with the Saskatchewan Health Authority.';

const imaging: Service[] = ['emergency', 'laboratory', 'imaging', 'ultrasound', 'CT'];

export const SEEDED_SERVICES: Readonly<
  Record<string, { services: readonly Service[]; source: string }>
> = {
  // Royal University Hospital, Saskatoon.
  'odhf-8868': { services: [...imaging, 'MRI'], source: ASSUMED },
  // St. Paul's Hospital, Saskatoon.
  'odhf-8913': { services: imaging, source: ASSUMED },
  // Saskatoon City Hospital.
  'odhf-8875': { services: ['laboratory', 'imaging', 'ultrasound'], source: ASSUMED },
  // Regina General Hospital.
  'odhf-8850': { services: [...imaging, 'MRI'], source: ASSUMED },
  // Pasqua Hospital, Regina.
  'odhf-8806': { services: imaging, source: ASSUMED },
  // Victoria Hospital, Prince Albert.
  'odhf-8939': { services: [...imaging, 'obstetrics'], source: ASSUMED },
};
