import { describe, expect, it } from 'vitest';

import { communities } from '../../../functions/src/contract/index.js';
import { echoInstructions } from '../../../functions/src/features/echo/instructions.js';
import { sectionOf, serializeSections } from '../../../functions/src/features/echo/serialize.js';
import { demoAnswer } from './fakeVertex.js';

const laRonge = communities.record.parse({
  id: '4718041',
  name: 'La Ronge',
  type: 'Town',
  censusDivisionName: 'Division No. 18',
  population2021: 2521,
  population2016: 2688,
  populationChangePct: -6.2,
  remotenessIndex: 0.4926,
  facilityCount: 1,
  typeCode: 'T',
  dguid: null,
  statcanSymbols: [],
  source: 'test',
  createdAt: '2026-01-01T00:00:00Z',
  createdBy: 'seed',
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'seed',
  version: 1,
});
const instruction = `${echoInstructions('Dana Developer')}\n${serializeSections([
  sectionOf(communities.echo!, [laRonge]),
])}`;

describe('the demo model', () => {
  it('reads the community table by its column names and links to the profile', () => {
    const answer = demoAnswer('Tell me about La Ronge', instruction);
    expect(answer).toContain('La Ronge (Town, census division 18)');
    expect(answer).toContain('population **2,521** in 2021');
    expect(answer).toContain('remoteness index 0.493');
    expect(answer).toContain('[Open the profile of La Ronge](/site2/4718041)');
  });

  it('says who made it, from the instruction', () => {
    expect(demoAnswer('Who made you?', instruction)).toContain(
      'made at the virtual health hub by Dana Developer',
    );
  });

  it('does not speculate on reasons', () => {
    const answer = demoAnswer('Why is La Ronge shrinking?', instruction);
    expect(answer).toContain('do not speculate on the reasons');
    expect(answer).not.toContain('2,521');
  });

  it('counts facilities in words that agree with the number', () => {
    const answer = demoAnswer('Tell me about La Ronge', instruction);
    expect(answer).toContain('1 healthcare facility');
    expect(answer).not.toMatch(/\b1 healthcare facilities/);
  });
});
