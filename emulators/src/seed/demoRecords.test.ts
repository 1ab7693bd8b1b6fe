import { describe, expect, it } from 'vitest';

import { demoDocuments } from './demoRecords.js';

const people = { staff: { uid: 's', email: 's@x' }, admin: { uid: 'a', email: 'a@x' } };

// Each demo keeps to its own registry; what one registry's writes keep on another's records
// (a vendor's products, a technology's results) comes from the writer's `onRecords`.
describe('the demo records', () => {
  const docs = demoDocuments(people);
  const byId = (name: string, id: string) => docs[name]!.find((d) => d.id === id)!;

  it('list each demo technology among its vendor’s products', () => {
    for (const t of docs.technologies!) {
      const vendorId = t.fields.vendorId as string | null;
      if (!vendorId) continue;
      expect(byId('vendors', vendorId).extras.products, t.id).toContainEqual({
        id: t.id,
        name: t.fields.name,
      });
    }
  });

  it('give a technology with submitted demo evaluations its results', () => {
    const evaluated = new Set(
      docs
        .evaluations!.filter((e) => e.fields.status === 'submitted')
        .map((e) => e.fields.technologyId as string),
    );
    expect(evaluated.size).toBeGreaterThan(0);
    for (const t of docs.technologies!)
      expect(byId('technologies', t.id).extras.hasResults, t.id).toBe(evaluated.has(t.id));
  });
});
