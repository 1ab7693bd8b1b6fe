// Clinical needs on the server: visitors see published needs only (whatever they ask for) and
// not the technology repository; severity is stored as a rank so it sorts by meaning.
import { readMany, related } from './kit.js';
import type { RegistryServer } from './records.js';

const SEVERITY_RANK: Record<string, number> = { low: 1, moderate: 2, high: 3, critical: 4 };

export const clinicalNeedServer: RegistryServer = {
  listInput: (input, caller) =>
    caller.uid ? input : { ...input, filters: { ...input.filters, status: 'published' } },
  view(need, caller) {
    if (caller.uid) return need;
    return need.status === 'published' ? { ...need, linkedTechnologyIds: [] } : null;
  },
  derive: (_ctx, fields) =>
    Promise.resolve({ data: { severityRank: SEVERITY_RANK[String(fields.severity)] ?? 0 } }),
  async profile(need, caller) {
    const ids = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
    const [communities, technologies] = await Promise.all([
      readMany(null, 'communities', ids(need.communityIds)),
      // Visitors do not see the technology repository; they get the need alone.
      caller.uid
        ? readMany(null, 'technologies', ids(need.linkedTechnologyIds))
        : Promise.resolve({ found: [], missing: [] }),
    ]);
    return {
      communities: communities.found.map((d) => related(d, 'name', 'type')),
      technologies: technologies.found.map((d) => related(d, 'name', 'category')),
    };
  },
};
