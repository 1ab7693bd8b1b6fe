import { describe, expect, it } from 'vitest';

import { demoDocuments } from './demoRecords.js';

const people = { staff: { uid: 's', email: 's@x' }, admin: { uid: 'a', email: 'a@x' } };

interface Target {
  value: number | null;
  source: string | null;
}

// The demo follow-up plan's targets are the demo budget impact's own year-1 figures, by hand from
// the seed's data: 2021 and 2016 populations projected to 2027, the destinations the analysis
// uses (the session log's for La Loche, the nearest providing facility for the others) and its
// 20 % re-travel share.
describe('the demo follow-up plan against the demo budget impact', () => {
  const docs = demoDocuments(people);
  const analysis = docs.budgetImpacts!.find((d) => d.id === 'demo-bia-ultrasound-north')!;
  const plan = docs.followUpPlans!.find((d) => d.id === 'demo-follow-up-ultrasound')!;
  const targets = plan.fields.targets as Record<string, Target>;

  it('is the analysis whose three-year net is +$76,792', () => {
    const totals = analysis.extras.totals as { netTotal: number };
    expect(totals.netTotal).toBeCloseTo(76792.01, 2);
    expect(plan.fields.budgetImpactId).toBe(analysis.id);
  });

  // Populations in 2027, P2021 × (P2021 / P2016)^(6 / 5):
  //   La Loche 2,514 × (2,514 / 2,444)^1.2 = 2,600.65; Buffalo Narrows 1,014 × (1,014 / 1,110)^1.2
  //   = 909.70; Beauval 685 × (685 / 640)^1.2 = 743.20; × 0.1 eligible = 425.35 people.
  it('predicts the sessions from the projected population, not the 2021 one', () => {
    // 425.35 × 0.2 uptake = 85.07 a year ÷ 12 = 7.09 → 7.1 a month (2021 held: 421.3 → 7.0).
    expect(targets.sessionsPerMonth).toMatchObject({ value: 7.1 });
    expect(targets.sessionsPerMonth!.source).toContain('projected to 2027');
  });

  it('predicts the km avoided to the destinations used, less the re-travelling share', () => {
    // Round trips: La Loche → Royal University Hospital 1,035.7 km (session log), Buffalo
    // Narrows → Victoria Hospital 688 km, Beauval → Victoria Hospital 495.7 km (nearest
    // providing). (2,600.65 × 1,035.7 + 909.70 × 688 + 743.20 × 495.7) × 0.1 × 0.2 × (1 − 0.2)
    // = 3,687,767.3 × 0.016 = 59,004.3 a year ÷ 12 = 4,917 a month.
    expect(targets.kmAvoided).toMatchObject({ value: 4917 });
    expect(targets.kmAvoided!.source).toContain(
      'La Loche → Royal University Hospital (Ruh) 1,035.7 km (session log)',
    );
    // The re-travel share: those patients travel after all.
    expect(targets.shareTravel).toMatchObject({ value: 0.2 });
  });

  it('predicts the cost per session from the running costs', () => {
    // (10,000 + 6,000 + 5,000 + 40,000) ÷ 12 = 5,083.33 a month ÷ 7.0892 + 120 = 837.05.
    expect(targets.costPerSession).toMatchObject({ value: 837.05 });
  });
});
