// The population health series' collections: a subject (its breakdowns, sources, latest value)
// and its series. No zod here: the home page imports this module by itself
// (@hta/functions/contract/shared/epi/collections) to link an imported indicator to its page.
export const EPI_SUBJECTS = 'epiSubjects';
export const EPI_SERIES = 'epiSeries';
