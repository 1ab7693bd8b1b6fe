// The names people use for a community beside the census's, each with where it comes from: a
// First Nation's reserve is listed by the census under its reserve name ("Chicken 224"), while
// people call it by the Nation's ("Black Lake Denesuline First Nation"). Administrators keep them;
// these are the ones the seed gives the communities the demo uses. No zod here: the seed reads it.

const FIRST_NATION_PROFILES =
  'Indigenous Services Canada, First Nation Profiles (reserves of the First Nation)';

export interface OtherName {
  name: string;
  source: string;
}

/** By census subdivision uid. */
export const SEEDED_OTHER_NAMES: Readonly<Record<string, readonly OtherName[]>> = {
  // Chicken 224: the reserve where the Black Lake Denesuline First Nation lives.
  '4718828': [
    { name: 'Black Lake Denesuline First Nation', source: FIRST_NATION_PROFILES },
    { name: 'Black Lake', source: FIRST_NATION_PROFILES },
  ],
  // Clearwater River Dene 222, beside La Loche.
  '4718839': [{ name: 'Clearwater River Dene Nation', source: FIRST_NATION_PROFILES }],
};
