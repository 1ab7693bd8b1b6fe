// The demo model answers what its lookups cover, from the tables it is given, and says plainly
// when it cannot. Tables are built with the declarations' own column names, so a renamed column
// breaks these tests rather than the demo.
import { describe, expect, it } from 'vitest';

import {
  budgetImpacts,
  censusDivisionEcho,
  clinicalNeeds,
  communities,
  dossiers,
  evidenceProfiles,
  paths,
  readinessAssessments,
  registryNamed,
  type EchoTable,
} from '../../../functions/src/contract/index.js';
import { echoInstructions } from '../../../functions/src/features/echo/instructions.js';
import {
  serializeSections,
  type EchoSection,
} from '../../../functions/src/features/echo/serialize.js';
import { demoAnswer } from './demoModel.js';

type Cell = string | number | null;

/** A table as Echo serializes it, with rows given by column name. */
function table<Rec>(
  echo: EchoTable<Rec> | undefined,
  rows: Array<Record<string, Cell>>,
): EchoSection {
  const columns = Object.keys(echo!.columns);
  for (const row of rows)
    for (const name of Object.keys(row))
      if (!columns.includes(name)) throw new Error(`no column "${name}"`);
  return {
    heading: echo!.heading(rows.length),
    notes: echo!.notes ?? [],
    columns,
    rows: rows.map((row) => columns.map((c) => row[c] ?? null)),
  };
}

const data = serializeSections([
  table(communities.echo, [
    {
      page: paths.community('4718041'),
      name: 'La Ronge',
      type: 'Town',
      'census division': '18',
      'population 2021': 2521,
      'remoteness 0-1 (1 most remote)': 0.493,
      facilities: 1,
    },
    {
      page: paths.community('4718090'),
      name: 'Stony Rapids',
      type: 'Northern hamlet',
      'census division': '18',
      'population 2021': 255,
      'remoteness 0-1 (1 most remote)': 0.612,
    },
    {
      page: paths.community('4713062'),
      name: 'Unity',
      type: 'Town',
      'census division': '13',
      'population 2021': 2573,
      'remoteness 0-1 (1 most remote)': 0.227,
      facilities: 1,
    },
  ]),
  // The registry as the list of features composes it: readiness and onboarding add columns.
  table(registryNamed('facilities')?.echo, [
    {
      page: paths.facility('odhf-1'),
      name: 'LA RONGE HEALTH CENTRE',
      type: 'Hospital',
      'community page': paths.community('4718041'),
      'virtual-care readiness': 'partly ready',
      'readiness score (1–5)': 3.1,
      'readiness gaps': 2,
      'readiness page': paths.readinessOf('odhf-1'),
    },
    {
      page: paths.facility('odhf-2'),
      name: 'UNITY AND DISTRICT HEALTH CENTRE',
      type: 'Hospital',
      'community page': paths.community('4713062'),
      'virtual-care readiness': 'ready',
      'readiness score (1–5)': 4.6,
      'readiness gaps': 0,
    },
  ]),
  table(readinessAssessments.echo, [
    {
      page: paths.readinessAssessment('ra-1'),
      facility: 'LA RONGE HEALTH CENTRE',
      'facility page': paths.facility('odhf-1'),
      'assessed on': '2026-03-02',
      overall: 3.1,
      level: 'partly ready',
      gaps: 'Bandwidth for video (action: upgrade; owner: IT)',
    },
  ]),
  // Composed: its evaluation columns are the evaluations feature's contribution.
  table(registryNamed('technologies')?.echo, [
    {
      page: paths.technology('demo-tech-ultrasound'),
      name: 'Tele-ultrasound kit (demo)',
      vendor: 'Demo Vendor',
      category: 'Imaging',
      'lifecycle stage': 'pilot',
      'submitted evaluations': 3,
      'domain means 1-5 (flagged below 3)': 'Health problem 4.20; Safety 2.50 (flagged)',
    },
    {
      page: paths.technology('demo-tech-bp'),
      name: 'Home blood pressure monitor (demo)',
      category: 'Remote monitoring',
      'lifecycle stage': 'proposed',
    },
  ]),
  table(clinicalNeeds.echo, [
    {
      page: paths.need('demo-need-ultrasound'),
      title: 'Routine prenatal ultrasound close to home (demo)',
      'clinical area': 'Obstetrics',
      severity: 'high',
      'communities (pages)': paths.community('4718041'),
    },
  ]),
  table(censusDivisionEcho, [
    { page: paths.smallAreaOf('4718'), name: 'Division No. 18', remoteness: 0.55 },
    { page: paths.smallAreaOf('4713'), name: 'Division No. 13', remoteness: 0.2 },
  ]),
  table(evidenceProfiles.echo, [
    {
      page: paths.evidenceProfile('ep-1'),
      question: 'Tele-ultrasound for people in northern communities (demo)',
      'technology page': paths.technology('demo-tech-ultrasound'),
      technology: 'Tele-ultrasound kit (demo)',
      'outcomes (importance: certainty; reasons)':
        'Travel to a regional hospital (critical): low; ¹ Rated down for risk of bias. | Images adequate for a diagnosis (important): very low',
    },
  ]),
  table(budgetImpacts.echo, [
    {
      page: paths.budgetImpact('bia-1'),
      title: 'Tele-ultrasound kit for La Loche (demo)',
      technology: 'Tele-ultrasound kit (demo)',
      'horizon years': 3,
      communities: 'La Loche; Buffalo Narrows',
      'eligible people a year': 312,
      'net budget impact total CAD': -48210,
    },
  ]),
  table(dossiers.echo, [
    {
      page: paths.dossier('d-1'),
      title: 'Tele-ultrasound kit for northern communities (demo)',
      'technology page': paths.technology('demo-tech-ultrasound'),
      technology: 'Tele-ultrasound kit (demo)',
      state: 'in review, version 2',
      'approved version': '1 (2026-10-01, admin@hta.test)',
      recommendation: 'adopt with conditions: travel avoided.',
      'certainty per outcome': 'Travel to a regional hospital: low',
      'net budget impact total CAD': -51000,
    },
  ]),
]);
const instruction = `${echoInstructions('Dana Developer')}\n${data}`;
const ask = (question: string) => demoAnswer(question, instruction);

describe('the demo model', () => {
  it('matches names as whole words: "community" does not name Unity', () => {
    const answer = ask('Which community has the highest remoteness index?');
    expect(answer).toContain('[Stony Rapids](/site2/4718090)');
    expect(answer).toContain('0.612');
    expect(answer).not.toContain('## Unity');
    // Named as a word, Unity is found.
    expect(ask('Tell me about Unity')).toContain('## Unity');
  });

  it('finds a record by its page, as the profile page and the side panel ask', () => {
    const answer = ask('Tell me about the community at /site2/4718041.');
    expect(answer).toContain('## La Ronge');
    expect(answer).toContain('[LA RONGE HEALTH CENTRE](/facility2/odhf-1)');
  });

  it('ranks communities by population, lowest first when asked', () => {
    const answer = ask('Which community has the smallest population?');
    expect(answer.indexOf('Stony Rapids')).toBeLessThan(answer.indexOf('La Ronge'));
  });

  it('lists the communities of a census division that have no facility', () => {
    const answer = ask('Which communities in census division 18 have no facility?');
    expect(answer).toContain('[Stony Rapids](/site2/4718090)');
    expect(answer).not.toContain('[La Ronge]');
    expect(answer).not.toContain('Unity');
  });

  it('answers about the technology repository, and about one technology', () => {
    const all = ask('Which technologies are in the repository, and at which lifecycle stage?');
    expect(all).toContain('[Tele-ultrasound kit (demo)](/technology/demo-tech-ultrasound)');
    expect(all).toContain('pilot');
    expect(all).toContain('[Home blood pressure monitor (demo)](/technology/demo-tech-bp)');
    const one = ask('Tell me about the technology at /technology/demo-tech-ultrasound.');
    expect(one).toContain('## Tele-ultrasound kit (demo)');
    // Each MAST domain by itself, a flagged one said so: no overall mean.
    expect(one).toContain('Safety 2.50 (flagged)');
    expect(all).toContain('Safety 2.50 (flagged)');
    expect(one).not.toMatch(/overall/i);
  });

  it('answers about facility readiness and its gaps', () => {
    const answer = ask('Which facilities have virtual-care readiness gaps?');
    expect(answer).toContain('[LA RONGE HEALTH CENTRE](/facility2/odhf-1)');
    expect(answer).toContain('partly ready');
    expect(answer).toContain('Bandwidth for video');
    // A facility without gaps is not one that has gaps; asked about readiness, it is listed.
    expect(answer).not.toContain('UNITY AND DISTRICT HEALTH CENTRE');
    expect(ask('How ready are the facilities for virtual care?')).toContain(
      '[UNITY AND DISTRICT HEALTH CENTRE](/facility2/odhf-2)',
    );
  });

  it('answers about clinical needs', () => {
    const answer = ask('What are the published clinical needs?');
    expect(answer).toContain(
      '[Routine prenatal ultrasound close to home (demo)](/clinical-needs/demo-need-ultrasound)',
    );
  });

  it('says plainly that its data has no COVID-19 figures', () => {
    const answer = ask('How many COVID-19 cases were there in the north?');
    expect(answer).toMatch(/no COVID-19 figures/);
    expect(answer).not.toContain('could not find a community');
  });

  it('says plainly what it cannot answer, without pretending the question was about a community', () => {
    const answer = ask('What is the weather tomorrow?');
    expect(answer).toMatch(/cannot answer/);
    expect(answer).not.toContain('could not find a community');
  });

  it('finds a technology named without its "(demo)" label', () => {
    const answer = ask('Tell me about the Tele-ultrasound kit');
    expect(answer).toContain('## Tele-ultrasound kit (demo)');
  });

  it('answers about a technology from its evidence profile, budget impact and dossier', () => {
    const answer = ask('What is the certainty of the evidence for the tele-ultrasound kit?');
    // One outcome a line.
    expect(answer).toContain('- Travel to a regional hospital (critical): low');
    expect(answer).toContain('- Images adequate for a diagnosis (important): very low');
    expect(answer).toContain('-48,210');
    expect(answer).toContain('a saving');
    expect(answer).toContain('adopt with conditions');
    expect(answer).toContain('[Tele-ultrasound kit for La Loche (demo)](/budget-impact/bia-1)');
  });

  it('answers about an evidence profile, a budget impact or a dossier named by its title or page', () => {
    expect(ask('Tell me about the budget impact at /budget-impact/bia-1.')).toContain('-48,210');
    expect(
      ask('What does the Tele-ultrasound kit for northern communities dossier recommend?'),
    ).toContain('adopt with conditions');
  });

  it('lists the budget impact analyses and dossiers when asked without naming one', () => {
    expect(ask('Which budget impact analyses are there?')).toContain(
      'net -48,210 CAD over 3 years',
    );
    expect(ask('Which assessment dossiers are there?')).toContain('in review, version 2');
  });
});
