// The import-graph check: builds the import graph of functions/src and of web/src with
// dependency-cruiser and checks the rules of .config/dependency-cruiser.js (no cycle; the kernel
// imports no feature and not the composition root). Each rule of each graph is one test: passed
// when nothing breaks it. Run by `npm test`'s lint layer, or alone: `npm run check:imports`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { cruise, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

import { ROOT } from '../platform/config.js';

const CONFIG = path.join(ROOT, '.config/dependency-cruiser.js');
/** Each graph and the rules that concern it (the kernel is in functions/src only). */
const GRAPHS = [
  {
    dir: 'functions/src',
    tsconfig: 'functions/tsconfig.json',
    rules: ['no-cycle', 'kernel-imports-no-feature'],
  },
  { dir: 'web/src', tsconfig: 'web/tsconfig.json', rules: ['no-cycle'] },
];

export interface RuleOutcome {
  graph: string;
  rule: string;
  modules: number;
  violations: IViolation[];
}

async function checkGraph(
  options: ICruiseOptions,
  graph: (typeof GRAPHS)[number],
): Promise<RuleOutcome[]> {
  const tsconfig = path.join(ROOT, graph.tsconfig);
  const result = await cruise(
    [graph.dir],
    { ...options, validate: true, tsConfig: { fileName: tsconfig } },
    undefined,
    { tsConfig: extractTSConfig(tsconfig) },
  );
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text.');
  const { summary } = result.output;
  const declared = (options.ruleSet?.forbidden ?? []).map((r) => r.name);
  return graph.rules.map((rule) => {
    // A rule renamed in the configuration would otherwise pass here, checking nothing.
    if (!declared.includes(rule)) throw new Error(`${CONFIG} declares no rule "${rule}".`);
    return {
      graph: graph.dir,
      rule,
      modules: summary.totalCruised,
      violations: summary.violations.filter((v) => v.rule.name === rule),
    };
  });
}

/** Every rule of every graph, checked. */
export async function checkImportGraph(): Promise<RuleOutcome[]> {
  // dependency-cruiser resolves from the working directory; the graphs are named from the root.
  process.chdir(ROOT);
  const options = await extractDepcruiseOptions(CONFIG);
  const outcomes: RuleOutcome[] = [];
  for (const graph of GRAPHS) outcomes.push(...(await checkGraph(options, graph)));
  return outcomes;
}

/** What a violation is, in one line: a cycle's modules in order, or the import refused. */
const described = (v: IViolation) =>
  v.cycle?.length ? `${v.from} → ${v.cycle.map((c) => c.name).join(' → ')}` : `${v.from} → ${v.to}`;

/** Prints each rule's outcome; returns the counts for the test tally. */
export function reportImportGraph(outcomes: readonly RuleOutcome[]) {
  for (const o of outcomes) {
    const mark = o.violations.length ? '✖' : '✓';
    console.log(
      `${mark} import graph ${o.graph} (${o.modules} modules): ${o.rule}` +
        (o.violations.length ? ` — ${o.violations.length} violation(s)` : ''),
    );
    for (const v of o.violations) console.log(`    ${described(v)}`);
  }
  const failed = outcomes.filter((o) => o.violations.length > 0).length;
  return { passed: outcomes.length - failed, failed };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { passed, failed } = reportImportGraph(await checkImportGraph());
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}
