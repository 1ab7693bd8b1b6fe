// Who a dossier's decision serves and who was asked. The census subdivision type tells a First
// Nations reserve or settlement and a northern village or hamlet (Northern Saskatchewan
// Administration District, many of them majority Indigenous) apart from other places. Data about
// a First Nation's community is that Nation's (OCAP®: ownership, control, access, possession,
// First Nations Information Governance Centre), so a decision that covers one is not signed off
// until the dossier records who was engaged and the agreement the data is held under.

/** How the dossier names a community's census type for equity. */
export type CommunityFlag =
  'First Nations reserve' | 'First Nations settlement' | 'northern' | null;

export function communityFlag(censusType: string | null | undefined): CommunityFlag {
  switch (censusType) {
    case 'Indian reserve':
      return 'First Nations reserve';
    case 'Indian settlement':
      return 'First Nations settlement';
    case 'Northern village':
    case 'Northern hamlet':
      return 'northern';
    default:
      return null;
  }
}

/** A reserve or a settlement: its data is governed by the Nation (OCAP®). */
export const isFirstNationsCommunity = (flag: CommunityFlag) =>
  flag === 'First Nations reserve' || flag === 'First Nations settlement';

/** What approval needs of the equity section, in words: empty when nothing is missing. */
export function equityGaps(input: {
  communities: ReadonlyArray<{ name: string; flag: CommunityFlag }>;
  engagements: number;
  dataGovernance: boolean;
}): string[] {
  const nations = input.communities.filter((c) => isFirstNationsCommunity(c.flag));
  if (nations.length === 0) return [];
  const names = nations.map((c) => c.name).join(', ');
  return [
    ...(input.engagements === 0
      ? [`no engagement record, and it serves First Nations communities (${names})`]
      : []),
    ...(input.dataGovernance
      ? []
      : [`no data-governance agreement covers the data about ${names}`]),
  ];
}
