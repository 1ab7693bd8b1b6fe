// Saskatchewan's 18 census divisions (2021 Census, uids 4701–4718, "Division No. 1" … "No. 18").
// No zod here: the web app's pages import this module by itself
// (@hta/functions/contract/shared/geography/divisions), not the whole contract.
export const CENSUS_DIVISIONS = Array.from({ length: 18 }, (_, i) => ({
  uid: String(4701 + i),
  name: `Division No. ${i + 1}`,
}));
