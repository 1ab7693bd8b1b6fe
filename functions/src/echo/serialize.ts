// Part two of Echo's system instruction: the hub's data, compact. One table per registry
// (a header line, then one row per record, `|`-separated, trailing empty cells dropped), with
// each record's page path so Echo can link to it.

export interface EchoCommunity {
  id: string;
  name: string;
  typeCode: string | null;
  type: string;
  censusDivisionName: string | null;
  population2021: number | null;
  population2016: number | null;
  populationChangePct: number | null;
  dwellings2021: number | null;
  landAreaKm2: number | null;
  densityPerKm2: number | null;
  remotenessIndex: number | null;
  facilityCount: number;
  nearestHospital: string | null;
  nearestHospitalKm: number | null;
  connectivity: string | null;
  notes: string | null;
}

export interface EchoFacility {
  id: string;
  name: string;
  type: string;
  communityId: string;
  city: string | null;
  postalCode: string | null;
  services: string[];
  readiness: string;
  onboardingProgress: number;
}

export interface EchoTechnology {
  id: string;
  name: string;
  vendorName: string | null;
  category: string;
  lifecycleStage: string;
  clinicalAreas: string[];
  description: string | null;
  capitalCost: number | null;
  annualCost: number | null;
  communityIds: string[];
}

export interface EchoData {
  communities: EchoCommunity[];
  facilities: EchoFacility[];
  technologies: EchoTechnology[];
}

const FACILITY_TYPE: Record<string, string> = {
  Hospitals: 'H',
  'Ambulatory health care services': 'A',
  'Nursing and residential care facilities': 'N',
};

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .replace(/[|\n\r]+/g, ' ')
    .trim();
}

function row(cells: Array<string | number | null | undefined>): string {
  const out = cells.map(cell);
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('|');
}

const round = (n: number | null, digits: number) => (n === null ? null : Number(n.toFixed(digits)));

export function serializeData(data: EchoData): string {
  const typeCodes = new Map<string, string>();
  for (const c of data.communities) if (c.typeCode) typeCodes.set(c.typeCode, c.type);
  const lines: string[] = [
    `# Communities (${data.communities.length}), from the 2021 Census and the 2021 Index of Remoteness`,
    'Columns: page|name|type|census division|population 2021|population 2016|change since 2016 %|private dwellings|land km2|people per km2|remoteness 0-1 (1 most remote)|facilities|nearest hospital|km to it|connectivity|notes',
    `Types: ${[...typeCodes].map(([code, label]) => `${code} ${label}`).join(', ')}`,
    ...data.communities.map((c) =>
      row([
        `/site2/${c.id}`,
        c.name,
        c.typeCode ?? c.type,
        c.censusDivisionName?.replace(/^Division No\. /, ''),
        c.population2021,
        c.population2016,
        c.populationChangePct,
        c.dwellings2021,
        round(c.landAreaKm2, 1),
        c.densityPerKm2,
        round(c.remotenessIndex, 3),
        c.facilityCount || null,
        c.nearestHospital,
        c.nearestHospitalKm,
        c.connectivity,
        c.notes,
      ]),
    ),
    '',
    `# Healthcare facilities (${data.facilities.length}), from Statistics Canada's Open Database of Healthcare Facilities`,
    'Columns: page|name|type|community page|city|postal code|services|virtual-care readiness|onboarding %',
    'Types: H hospital, A ambulatory health care, N nursing and residential care',
    ...data.facilities.map((f) =>
      row([
        `/facility2/${f.id}`,
        f.name,
        FACILITY_TYPE[f.type] ?? f.type,
        `/site2/${f.communityId}`,
        f.city,
        f.postalCode,
        f.services.join(', ') || null,
        f.readiness === 'not assessed' ? null : f.readiness,
        f.onboardingProgress || null,
      ]),
    ),
    '',
    `# Technology repository (${data.technologies.length})`,
    'Columns: page|name|vendor|category|lifecycle stage|clinical areas|description|capital cost CAD|annual cost CAD|communities using it (pages)',
    ...data.technologies.map((t) =>
      row([
        `/technology/${t.id}`,
        t.name,
        t.vendorName,
        t.category,
        t.lifecycleStage,
        t.clinicalAreas.join(', ') || null,
        t.description,
        t.capitalCost,
        t.annualCost,
        t.communityIds.map((id) => `/site2/${id}`).join(' ') || null,
      ]),
    ),
  ];
  return lines.join('\n');
}
