// Each case walks one path of the RoB 2 guidance's algorithms (Higgins et al. 2019), by hand.
import { describe, expect, it } from 'vitest';

import {
  ROB2_QUESTIONS,
  rob2Asked,
  rob2Domain,
  rob2Overall,
  type Answer,
  type Rob2Answers,
  type Rob2Domain,
  type Rob2Question,
} from './rob2.js';
import { robinsIOverall } from './robinsI.js';

const judge = (domain: Rob2Domain, answers: Rob2Answers) => rob2Domain(domain, answers).judgement;

describe('RoB 2 domain algorithms', () => {
  it('randomisation: concealment decides, then sequence and baseline differences', () => {
    expect(judge('D1', { '1.1': 'Y', '1.2': 'Y', '1.3': 'N' })).toBe('low');
    expect(judge('D1', { '1.1': 'NI', '1.2': 'PY', '1.3': 'NI' })).toBe('low');
    expect(judge('D1', { '1.1': 'N', '1.2': 'Y', '1.3': 'N' })).toBe('some concerns');
    expect(judge('D1', { '1.1': 'Y', '1.2': 'Y', '1.3': 'PY' })).toBe('some concerns');
    expect(judge('D1', { '1.2': 'NI', '1.3': 'PN' })).toBe('some concerns');
    expect(judge('D1', { '1.2': 'NI', '1.3': 'Y' })).toBe('high');
    expect(judge('D1', { '1.2': 'PN' })).toBe('high');
  });

  it('deviations (effect of assignment): the worse of awareness/deviations and the analysis', () => {
    expect(judge('D2', { '2.1': 'N', '2.2': 'PN', '2.6': 'Y' })).toBe('low');
    expect(judge('D2', { '2.1': 'Y', '2.2': 'N', '2.3': 'N', '2.6': 'PY' })).toBe('low');
    expect(judge('D2', { '2.1': 'NI', '2.2': 'N', '2.3': 'NI', '2.6': 'Y' })).toBe('some concerns');
    expect(judge('D2', { '2.1': 'Y', '2.2': 'Y', '2.3': 'Y', '2.4': 'N', '2.6': 'Y' })).toBe(
      'some concerns',
    );
    expect(
      judge('D2', { '2.1': 'Y', '2.2': 'Y', '2.3': 'Y', '2.4': 'Y', '2.5': 'Y', '2.6': 'Y' }),
    ).toBe('some concerns');
    expect(
      judge('D2', { '2.1': 'Y', '2.2': 'Y', '2.3': 'Y', '2.4': 'NI', '2.5': 'NI', '2.6': 'Y' }),
    ).toBe('high');
    expect(judge('D2', { '2.1': 'N', '2.2': 'N', '2.6': 'N', '2.7': 'PN' })).toBe('some concerns');
    expect(judge('D2', { '2.1': 'N', '2.2': 'N', '2.6': 'NI', '2.7': 'NI' })).toBe('high');
  });

  it('missing outcome data: available, or shown not to bias, or not dependent on the true value', () => {
    expect(judge('D3', { '3.1': 'Y' })).toBe('low');
    expect(judge('D3', { '3.1': 'N', '3.2': 'PY' })).toBe('low');
    expect(judge('D3', { '3.1': 'NI', '3.2': 'N', '3.3': 'PN' })).toBe('low');
    expect(judge('D3', { '3.1': 'N', '3.2': 'N', '3.3': 'Y', '3.4': 'N' })).toBe('some concerns');
    expect(judge('D3', { '3.1': 'N', '3.2': 'N', '3.3': 'NI', '3.4': 'NI' })).toBe('high');
  });

  it('measurement: an unknown difference between groups caps the judgement at some concerns', () => {
    expect(judge('D4', { '4.1': 'PY' })).toBe('high');
    expect(judge('D4', { '4.1': 'N', '4.2': 'Y' })).toBe('high');
    expect(judge('D4', { '4.1': 'N', '4.2': 'N', '4.3': 'N' })).toBe('low');
    expect(judge('D4', { '4.1': 'N', '4.2': 'N', '4.3': 'Y', '4.4': 'PN' })).toBe('low');
    expect(judge('D4', { '4.1': 'N', '4.2': 'NI', '4.3': 'N' })).toBe('some concerns');
    expect(judge('D4', { '4.1': 'NI', '4.2': 'N', '4.3': 'Y', '4.4': 'Y', '4.5': 'N' })).toBe(
      'some concerns',
    );
    expect(judge('D4', { '4.1': 'N', '4.2': 'N', '4.3': 'Y', '4.4': 'Y', '4.5': 'NI' })).toBe(
      'high',
    );
  });

  it('selection of the reported result: selection is high, no plan is some concerns', () => {
    expect(judge('D5', { '5.1': 'Y', '5.2': 'N', '5.3': 'PN' })).toBe('low');
    expect(judge('D5', { '5.1': 'NI', '5.2': 'N', '5.3': 'N' })).toBe('some concerns');
    expect(judge('D5', { '5.2': 'NI', '5.3': 'N' })).toBe('some concerns');
    expect(judge('D5', { '5.2': 'N', '5.3': 'PY' })).toBe('high');
  });

  it('asks only the questions the algorithm reaches, and waits on the next unanswered one', () => {
    expect(rob2Asked('D1', { '1.2': 'N' })).toEqual(['1.2']);
    expect(rob2Asked('D2', { '2.1': 'N', '2.2': 'N', '2.6': 'Y' })).toEqual(['2.1', '2.2', '2.6']);
    expect(rob2Asked('D3', { '3.1': 'N' })).toEqual(['3.1', '3.2']);
    expect(rob2Domain('D3', { '3.1': 'N' })).toMatchObject({ judgement: null, missing: '3.2' });
  });

  it('settles every domain for every full set of answers', () => {
    const answers: Answer[] = ['Y', 'PY', 'PN', 'N', 'NI'];
    const byDomain = (d: string) =>
      (Object.keys(ROB2_QUESTIONS) as Rob2Question[]).filter((q) => q.startsWith(d));
    for (const [domain, prefix] of [
      ['D1', '1'],
      ['D3', '3'],
      ['D5', '5'],
    ] as const) {
      const questions = byDomain(prefix);
      const combos = questions.reduce<Rob2Answers[]>(
        (acc, q) => acc.flatMap((a) => answers.map((x) => ({ ...a, [q]: x }))),
        [{}],
      );
      for (const combo of combos)
        expect(judge(domain, combo), JSON.stringify(combo)).not.toBeNull();
    }
  });
});

describe('RoB 2 overall', () => {
  const low: Rob2Answers = {
    '1.1': 'Y',
    '1.2': 'Y',
    '1.3': 'N',
    '2.1': 'N',
    '2.2': 'N',
    '2.6': 'Y',
    '3.1': 'Y',
    '4.1': 'N',
    '4.2': 'N',
    '4.3': 'N',
    '5.1': 'Y',
    '5.2': 'N',
    '5.3': 'N',
  };

  it('is low only when every domain is low', () => {
    expect(rob2Overall(low).judgement).toBe('low');
  });

  it('is high when one domain is high', () => {
    expect(rob2Overall({ ...low, '1.2': 'N' })).toMatchObject({
      judgement: 'high',
      mayBeHigh: false,
    });
  });

  it('has some concerns otherwise, and lets the reviewer raise several concerns to high', () => {
    expect(rob2Overall({ ...low, '5.1': 'NI' })).toMatchObject({
      judgement: 'some concerns',
      mayBeHigh: false,
    });
    expect(rob2Overall({ ...low, '5.1': 'NI', '1.1': 'N' })).toMatchObject({
      judgement: 'some concerns',
      mayBeHigh: true,
      because: 'Some concerns in 2 domains, none at high risk.',
    });
  });

  it('waits for every domain', () => {
    const { '3.1': _, ...unfinished } = low;
    expect(rob2Overall(unfinished).judgement).toBeNull();
  });
});

describe('ROBINS-I overall', () => {
  const all = (j: 'low' | 'moderate') => ({
    confounding: j,
    selection: j,
    classification: j,
    deviations: j,
    missingData: j,
    measurement: j,
    reporting: j,
  });

  it('follows the most severe domain', () => {
    expect(robinsIOverall(all('low')).judgement).toBe('low');
    expect(robinsIOverall({ ...all('low'), confounding: 'moderate' }).judgement).toBe('moderate');
    expect(
      robinsIOverall({ ...all('low'), selection: 'serious', missingData: 'no information' })
        .judgement,
    ).toBe('serious');
    expect(
      robinsIOverall({ ...all('moderate'), confounding: 'critical', selection: 'serious' })
        .judgement,
    ).toBe('critical');
  });

  it('says no information only when nothing is serious or critical', () => {
    expect(robinsIOverall({ ...all('moderate'), missingData: 'no information' }).judgement).toBe(
      'no information',
    );
  });

  it('waits for unjudged domains unless one is already serious or critical', () => {
    expect(robinsIOverall({ confounding: 'low' }).judgement).toBeNull();
    expect(robinsIOverall({ confounding: 'critical' }).judgement).toBe('critical');
  });
});
