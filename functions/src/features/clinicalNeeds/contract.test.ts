import { describe, expect, it } from 'vitest';

import { solutionWordsIn } from './contract.js';

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
