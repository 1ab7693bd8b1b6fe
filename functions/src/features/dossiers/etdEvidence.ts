// The research evidence a criterion of the Evidence-to-Decision table links to, written from the
// dossier's own sections: the need's rank in its assessment, the evidence profile's certainties,
// the budget impact's net per year, the communities it serves and who was engaged, the target
// facilities' readiness. Read from a snapshot, so the live page shows the sources as they are and
// an approved version what was frozen with it; the page and the report write the same words.
import { cad, decimal } from '../../contract/numbers.js';
import { isFirstNationsCommunity } from './equity.js';
import type { EtdLink } from './etd.js';
import type { DossierSnapshot } from './snapshot.js';

const net = (n: number) => (Math.round(n) < 0 ? `${cad(n)} (saving)` : cad(n));
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The figures a criterion links to, one line each; empty when its source is not chosen. */
export function etdLinkedEvidence(s: DossierSnapshot, link: EtdLink): string[] {
  switch (link) {
    case 'needRank': {
      const n = s.needs;
      if (!n) return [];
      return n.needs.map(
        (need) =>
          `${need.title}: ${need.rank === null ? 'not ranked' : `rank ${need.rank} of ${n.rankedCount}`} in “${n.title}”`,
      );
    }
    case 'certainties':
      return (s.evidenceProfile?.outcomes ?? []).map(
        (o) => `${o.name} (${o.importance}): ${o.certainty} certainty`,
      );
    case 'budgetNet': {
      const b = s.budgetImpact;
      if (!b) return [];
      return [
        ...b.netByYear.map((v, i) => `Net budget impact year ${i + 1}: ${net(v)}`),
        `Over ${plural(b.horizonYears, 'year', 'years')}: ${net(b.netTotal)} (${b.perspective})`,
      ];
    }
    case 'equity': {
      const e = s.equity;
      if (!e || e.communities.length === 0) return [];
      const nations = e.communities.filter((c) => isFirstNationsCommunity(c.flag));
      const northern = e.communities.filter((c) => c.flag === 'northern');
      const people = e.communities.reduce((sum, c) => sum + (c.population2021 ?? 0), 0);
      return [
        `${plural(e.communities.length, 'community', 'communities')} served (${decimal(people)} people, 2021 Census)`,
        ...(nations.length
          ? [`First Nations reserves or settlements: ${nations.map((c) => c.name).join(', ')}`]
          : []),
        ...(northern.length
          ? [`Northern villages or hamlets: ${northern.map((c) => c.name).join(', ')}`]
          : []),
        `${plural(e.engagements.length, 'engagement record', 'engagement records')}; data governance: ${e.dataGovernance?.reference ?? 'none recorded'}`,
      ];
    }
    case 'readiness':
      return s.readiness.map(
        (f) =>
          `${f.name}: ${f.readiness}${f.score === null ? '' : `, score ${decimal(f.score, 2)} of 5`}${f.gaps === null ? '' : `, ${plural(f.gaps, 'gap', 'gaps')}`}`,
      );
    case null:
      return [];
  }
}
