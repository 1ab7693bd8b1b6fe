import { describe, expect, it } from 'vitest';

import { clinicalNeedFields, solutionWordsIn } from './contract.js';

describe('need statements that name a solution', () => {
  it('finds devices, apps, platforms and the like, in any field', () => {
    expect(solutionWordsIn('An app for diabetes', 'Patients need a wearable device', null)).toEqual(
      ['app', 'wearable', 'device'],
    );
    expect(solutionWordsIn('Deploy a telehealth platform in clinics')).toEqual([
      'telehealth platform',
    ]);
    expect(solutionWordsIn('Robotic ultrasound software')).toEqual(['robotic', 'software']);
  });

  it('leaves a statement of problem, population and outcome alone', () => {
    expect(
      solutionWordsIn(
        'A way to reduce travel for routine prenatal scans',
        'Expectant parents in northern Saskatchewan',
        'Scans done in the home community; telehealth visits replace travel',
        'Applicable to all clinics',
      ),
    ).toEqual([]);
  });
});

describe('a need’s communities and linked technologies', () => {
  // The same technology sent 20 times is kept once, not stored as sent.
  it('name each once', () => {
    const messages = (fields: Record<string, unknown>) =>
      clinicalNeedFields
        .safeParse({
          title: 'Prenatal scans without travel',
          problem: 'Expectant parents travel hundreds of kilometres for routine scans.',
          population: 'Expectant parents in northern Saskatchewan',
          outcome: 'Routine scans done in the home community',
          ...fields,
        })
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(messages({ linkedTechnologyIds: ['t1', 't1'] })).toContain(
      'linkedTechnologyIds: A technology is listed twice.',
    );
    expect(messages({ communityIds: ['4718041', '4718041'] })).toContain(
      'communityIds: A community is listed twice.',
    );
    expect(messages({ linkedTechnologyIds: ['t1', 't2'], communityIds: ['4718041'] })).toEqual([]);
  });
});
