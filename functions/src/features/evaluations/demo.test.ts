import { describe, expect, it, vi } from 'vitest';

describe('the demo evaluations', () => {
  it('load when technologies’ demo is loaded first (no import cycle between the two)', async () => {
    vi.resetModules();
    const { demoTechnologies } = await import('../technologies/demo.js');
    const { demoEvaluations } = await import('./demo.js');
    expect(demoTechnologies.length).toBeGreaterThan(0);
    expect(demoEvaluations.length).toBeGreaterThan(0);
  });

  it('name each demo technology’s category as technologies’ demo does', async () => {
    vi.resetModules();
    const { DEMO_TECHNOLOGY_CATEGORIES, demoEvaluations } = await import('./demo.js');
    const { demoTechnologies } = await import('../technologies/demo.js');
    expect(DEMO_TECHNOLOGY_CATEGORIES).toEqual(
      Object.fromEntries(demoTechnologies.map((t) => [t.id, t.fields.category])),
    );
    for (const e of demoEvaluations) {
      expect(Object.keys(DEMO_TECHNOLOGY_CATEGORIES), e.id).toContain(e.fields.technologyId);
    }
  });
});
