// Population health series through the API: the seeded real data, a page's series in one answer,
// clear errors for an unknown subject or breakdown.
import { beforeAll, describe, expect, it } from 'vitest';

import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
beforeAll(async () => {
  ({ staff } = await demoSessions());
});

interface Answer {
  subject: {
    id: string;
    breakdowns: string[];
    sources: Array<{ licence: string }>;
    caveats: string[];
  };
  series: Array<{
    measure: string;
    breakdown: string;
    periods: string[];
    geographies: Array<{ id: string; values: Array<number | null> }>;
  }>;
}

describe('epidemiology', () => {
  it('lists the diseases and indicators loaded from shared data, each with its latest value', async () => {
    const answer = await callApi<{ items: Array<{ id: string; latest: unknown }> }>(
      'epi.subjects',
      {},
      staff,
    );
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const ids = answer.result!.items.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['covid-19', 'cif-3.7.1', 'cif-9.3.1']));
    expect(answer.result!.items.every((s) => s.latest !== null)).toBe(true);
  });

  it('answers a disease page with its source, caveats and every zone’s weekly series', async () => {
    const answer = await callApi<Answer>('epi.subject', { id: 'covid-19' }, staff);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const { subject, series } = answer.result!;
    expect(subject.sources.map((s) => s.licence)).toContain('CC BY 4.0');
    expect(subject.caveats.join(' ')).toMatch(/6 February 2022/);
    expect(series.map((s) => s.measure).sort()).toEqual(['cases', 'deaths']);
    for (const s of series) {
      expect(s.periods).toHaveLength(120);
      expect(s.geographies).toHaveLength(14);
    }
  });

  it('answers an indicator for a chosen breakdown, Saskatchewan beside Canada', async () => {
    const first = await callApi<Answer>('epi.subject', { id: 'cif-9.3.1' }, staff);
    const rural = first.result!.subject.breakdowns.find((b) => b.includes('Rural areas'))!;
    const answer = await callApi<Answer>(
      'epi.subject',
      { id: 'cif-9.3.1', breakdown: rural },
      staff,
    );
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.result!.series).toHaveLength(1);
    expect(answer.result!.series[0]!.breakdown).toBe(rural);
    expect(answer.result!.series[0]!.geographies.map((g) => g.id)).toEqual(['47', 'CA']);
  });

  it('says clearly when a subject or breakdown does not exist', async () => {
    const missing = await callApi('epi.subject', { id: 'measles' }, staff);
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toMatch(/no disease or indicator with id measles/);
    const badBreakdown = await callApi(
      'epi.subject',
      { id: 'covid-19', breakdown: 'Ages 5–11' },
      staff,
    );
    expect(badBreakdown.status).toBe(400);
    const reserved = await callApi('epi.subject', { id: '__all__' }, staff);
    expect(reserved.status).toBe(400);
  });
});
