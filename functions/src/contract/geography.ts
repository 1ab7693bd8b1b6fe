// Saskatchewan's 2021 census divisions: 18, uids 4701–4718, named "Division No. 1" … "No. 18"
// (Statistics Canada; as in data/saskatchewan/sk_census_divisions.topojson).
export const CENSUS_DIVISIONS = Array.from({ length: 18 }, (_, i) => ({
  uid: String(4701 + i),
  name: `Division No. ${i + 1}`,
}));
