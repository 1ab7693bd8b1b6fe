import { describe, expect, it } from 'vitest';

import { registryNamed } from '../../../functions/src/contract/index.js';
import { demoDocuments } from './demoRecords.js';
import { SCALED_REGISTRIES, copyId, scaleDemo, seedScale } from './scale.js';
import { readCommunities, readFacilities } from './source.js';

const people = { staff: { uid: 's', email: 's@x' }, admin: { uid: 'a', email: 'a@x' } };
const communities = new Map(readCommunities().map((c) => [c.communityId, c]));
const facilities = readFacilities().map((f) => ({
  id: f.id,
  name: f.name,
  facilityType: f.facilityType,
  censusDivisionUid: communities.get(f.communityId)?.censusDivisionUid ?? null,
}));

describe('the scaled seed (HTA_SEED_SCALE)', () => {
  const base = demoDocuments(people);
  const { docs, facilityState } = scaleDemo(base, 10, facilities);

  it('writes ten times each growing registry’s demo records, and the others once', () => {
    for (const name of SCALED_REGISTRIES) {
      expect(base[name]!.length, name).toBeGreaterThan(0);
      expect(docs[name], name).toHaveLength(base[name]!.length * 10);
      expect(new Set(docs[name]!.map((d) => d.id)).size, name).toBe(docs[name]!.length);
    }
    for (const name of ['vendors', 'posts', 'feeCodes', 'pathways', 'feedback'])
      expect(docs[name], name).toHaveLength(base[name]!.length);
  });

  it('keeps every copy valid for its registry and labelled demo', () => {
    for (const name of SCALED_REGISTRIES) {
      const registry = registryNamed(name)!;
      for (const doc of docs[name]!) {
        expect(() => registry.fields.parse(doc.fields), doc.id).not.toThrow();
        expect(JSON.stringify(doc).toLowerCase(), doc.id).toContain('demo');
      }
    }
  });

  it('points each copy at the same copy of the records it refers to', () => {
    const technologyIds = new Set(docs.technologies!.map((d) => d.id));
    const technologyNames = new Map(docs.technologies!.map((d) => [d.id, d.fields.name]));
    const copy = docs.evaluations!.find((e) => e.id === copyId('demo-eval-video-staff', 7))!;
    expect(copy.fields.technologyId).toBe(copyId('demo-tech-video', 7));
    expect(copy.extras.technologyName).toBe('Clinic video-visit room (demo) #7');
    for (const e of docs.evaluations!) {
      expect(technologyIds.has(String(e.fields.technologyId)), e.id).toBe(true);
      expect(e.extras.technologyName).toBe(technologyNames.get(String(e.fields.technologyId)));
    }
    const needIds = new Set(docs.clinicalNeeds!.map((d) => d.id));
    for (const a of docs.needsAssessments!)
      for (const n of a.fields.needs as Array<{ needId: string }>)
        expect(needIds.has(n.needId), a.id).toBe(true);
    const products = docs.vendors!.flatMap((v) => v.extras.products as Array<{ id: string }>);
    expect(products.map((p) => p.id).sort()).toEqual([...technologyIds].sort());
  });

  it('gives each onboarding plan its own facility, and that facility the plan’s state', () => {
    const plans = docs.onboardings!;
    expect(new Set(plans.map((p) => p.fields.facilityId)).size).toBe(plans.length);
    const copies = plans.filter((p) => p.id.includes('-x'));
    expect(facilityState.size).toBe(copies.length);
    for (const p of copies)
      expect(facilityState.get(String(p.fields.facilityId))?.onboardingId).toBe(p.id);
  });

  it('is the same every time, and scale 1 is today’s seed', () => {
    expect(JSON.stringify(scaleDemo(base, 10, facilities).docs)).toBe(JSON.stringify(docs));
    expect(scaleDemo(base, 1, facilities).docs).toBe(base);
  });

  it('refuses a scale that is not a whole number from 1 to 100', () => {
    expect(seedScale(undefined)).toBe(1);
    expect(seedScale('10')).toBe(10);
    for (const bad of ['0', '-2', '1.5', 'ten', '101'])
      expect(() => seedScale(bad), bad).toThrow(/HTA_SEED_SCALE must be a whole number/);
  });
});
