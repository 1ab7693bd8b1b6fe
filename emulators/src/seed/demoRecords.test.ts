import { describe, expect, it } from 'vitest';

import {
  boardKey,
  includedOf,
  prismaRecords,
  type Board,
} from '../../../functions/src/features/screening/board.js';
import { prismaCounts } from '../../../functions/src/features/screening/prisma.js';
import { DEFAULT_SETTINGS, type Vote } from '../../../functions/src/features/screening/rules.js';
import { demoDocuments, demoStoredDocuments } from './demoRecords.js';

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

describe('the demo screening', () => {
  const docs = demoDocuments(people);
  const stored = demoStoredDocuments();
  const records = stored.searchRecords!.map((d) => ({
    id: d.id,
    searchId: d.data.searchId as string,
    duplicateOf: d.data.duplicateOf as string | null,
    title: d.data.title as string,
    position: d.data.position as number,
  }));
  const votes = new Map<string, Vote[]>();
  for (const { data } of stored.screeningDecisions!) {
    const key = boardKey(data.recordId as string, data.stage as 'titleAbstract' | 'fullText');
    votes.set(key, [...(votes.get(key) ?? []), data as unknown as Vote]);
  }
  const board: Board<(typeof records)[number]> = {
    settings: DEFAULT_SETTINGS,
    records: [...records].sort((a, b) => a.position - b.position),
    votes,
    resolutions: new Map(
      stored.screeningResolutions!.map(({ data }) => [
        boardKey(data.recordId as string, data.stage as 'titleAbstract' | 'fullText'),
        data as unknown as Vote,
      ]),
    ),
  };

  it('decides only the demo search’s records, each invented and labelled so', () => {
    const ids = new Set(records.map((r) => r.id));
    for (const { data } of [...stored.screeningDecisions!, ...stored.screeningResolutions!])
      expect(ids.has(data.recordId as string), String(data.recordId)).toBe(true);
    for (const r of stored.searchRecords!) {
      expect(r.data.title).toMatch(/^Demo .+ \(not a real study\): /);
      expect(r.data.doi).toBeNull();
      expect(r.data.authors).toEqual([]);
    }
    const search = docs.searches!.find((s) => s.id === 'demo-search-medline')!;
    expect(search.fields.recordsReported).toBe(records.length);
  });

  it('counts a PRISMA flow that adds up and ends in the three invented demo studies', () => {
    const c = prismaCounts(
      [{ id: 'demo-search-medline', source: 'MEDLINE (Ovid (demo))', kind: 'database' }],
      prismaRecords(board),
    ).databasesAndRegisters;
    expect(c).toMatchObject({
      identified: 24,
      duplicatesRemoved: 2,
      screened: 22,
      excludedAtScreening: 14,
      awaitingScreening: 0,
      soughtForRetrieval: 8,
      notRetrieved: 1,
      assessedForEligibility: 7,
      awaitingAssessment: 0,
      included: 3,
    });
    expect(c.excludedWithReasons.reduce((n, r) => n + r.n, 0)).toBe(4);
    const studyTitles = ['demo-study-trial-a', 'demo-study-trial-b', 'demo-study-cohort-c'].map(
      (id) => docs.studies!.find((s) => s.id === id)!.fields.title,
    );
    expect(includedOf(board).map((r) => r.title)).toEqual(studyTitles);
  });

  it('links each included record, and only those, to the demo study of the same title', () => {
    const included = includedOf(board);
    const links = stored.screeningLibraryLinks!;
    expect(links.map((l) => l.data.recordId).sort()).toEqual(included.map((r) => r.id).sort());
    for (const { id, data } of links) {
      expect(id).toBe(data.recordId);
      const study = docs.studies!.find((s) => s.id === data.studyId);
      expect(study?.fields.title, String(data.studyId)).toBe(
        included.find((r) => r.id === data.recordId)!.title,
      );
    }
  });
});
