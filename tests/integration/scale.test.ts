// Lists and counts at more records than their old caps: the waiting list (200), selection's
// candidates (100) and the lifecycle board's columns (the first 100 technologies by name) drop
// none. The records are many, so they are written with the Admin SDK in the stored form the API
// writes (stored.ts), old enough or named to come first, and removed afterwards; what is tested
// is read through the API.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { demoReadinessDocuments } from '../../functions/src/features/readiness/demo.js';
import { newRecord } from '../../functions/src/api/registries/stored.js';
import { registryNamed } from '../../functions/src/contract/index.js';
import { db } from '../support/platform.js';
import { demoSessions } from '../support/sessions.js';
import { callApi, type Session } from '../support/session.js';

const technologies = registryNamed('technologies')!;
const clinicalNeeds = registryNamed('clinicalNeeds')!;
const readinessAssessments = registryNamed('readinessAssessments')!;
const TAG = `scale${Date.now().toString(36)}`;
const written: Array<{ collection: string; id: string }> = [];
let staff: Session;

beforeAll(async () => {
  ({ staff } = await demoSessions());
});

afterAll(async () => {
  for (let i = 0; i < written.length; i += 400) {
    const batch = db.batch();
    for (const { collection, id } of written.slice(i, i + 400))
      batch.delete(db.collection(collection).doc(id));
    await batch.commit();
  }
});

/** `n` technologies as the API stores them; `stored` adds fields the write path keeps. */
async function manyTechnologies(
  label: string,
  n: number,
  fields: (i: number) => Record<string, unknown>,
  stored: (i: number) => Record<string, unknown> = () => ({}),
): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `${TAG}-${label}-${String(i).padStart(3, '0')}`);
  const batch = db.batch();
  ids.forEach((id, i) => {
    const parsed = technologies.fields.parse({ category: 'Other', ...fields(i) });
    batch.set(
      db.collection('technologies').doc(id),
      newRecord(
        technologies,
        parsed,
        { vendorName: null, stageChangedAt: null, ...stored(i) },
        {
          uid: 'scale-test',
          email: null,
          at: FieldValue.serverTimestamp(),
        },
      ),
    );
  });
  await batch.commit();
  written.push(...ids.map((id) => ({ collection: 'technologies', id })));
  return ids;
}

async function ok<T>(op: string, input: unknown): Promise<T> {
  const answer = await callApi<T>(op, input, staff);
  expect(answer.status, `${op}: ${JSON.stringify(answer.error)}`).toBe(200);
  return answer.result!;
}

/** `n` clinical needs as the API stores them. */
async function manyNeeds(n: number, fields: Record<string, unknown>): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `${TAG}-need-${String(i).padStart(3, '0')}`);
  const batch = db.batch();
  ids.forEach((id, i) => {
    const parsed = clinicalNeeds.fields.parse({
      title: `Need ${TAG} ${i}`,
      problem: 'p',
      population: 'q',
      outcome: 'r',
      // Drafts: visitors' lists, which other tests read, do not show them.
      status: 'draft',
      ...fields,
    });
    batch.set(
      db.collection('clinicalNeeds').doc(id),
      newRecord(
        clinicalNeeds,
        parsed,
        {},
        {
          uid: 'scale-test',
          email: null,
          at: FieldValue.serverTimestamp(),
        },
      ),
    );
  });
  await batch.commit();
  written.push(...ids.map((id) => ({ collection: 'clinicalNeeds', id })));
  return ids;
}

describe('at more records than a page', () => {
  it('record pages count their related records truly where they list only the first ones', async () => {
    // A community with 55 technologies in use, a technology answering 55 needs: lists of 50.
    const community = '4701001';
    await manyTechnologies('in-use', 55, (i) => ({
      name: `In use ${TAG} ${i}`,
      communityIds: [community],
    }));
    const [answered] = await manyTechnologies('answered', 1, () => ({ name: `Answered ${TAG}` }));
    await manyNeeds(55, { linkedTechnologyIds: [answered] });
    const profile = await ok<{
      technologies: unknown[];
      totals: { technologies: number; needs: number };
    }>('communities.get', { id: community });
    expect(profile.technologies).toHaveLength(50);
    expect(profile.totals.technologies).toBe(55);
    const tech = await ok<{
      needs: unknown[];
      totals: { needs: number };
      evaluations: unknown[];
      evaluationTotal: number;
    }>('technologies.get', { id: answered });
    expect(tech.needs).toHaveLength(50);
    expect(tech.totals).toEqual({ needs: 55 });
    expect(tech).toMatchObject({ evaluations: [], evaluationTotal: 0 });
  });

  it('a record page’s upcoming events say when more follow the next 10', async () => {
    const tech = await ok<{ technology: { id: string } }>('technologies.create', {
      fields: { name: `Busy ${TAG}`, category: 'Other' },
    });
    const technologyId = tech.technology.id;
    for (let i = 0; i < 11; i++) {
      await ok('events.create', {
        fields: {
          title: `Review ${i} ${TAG}`,
          type: 'meeting',
          start: `2032-02-${String(i + 10)}T10:00`,
          end: `2032-02-${String(i + 10)}T11:00`,
          technologyId,
        },
      });
    }
    const upcoming = await ok<{ items: unknown[]; more: boolean }>('events.upcoming', {
      technologyId,
    });
    expect(upcoming.items).toHaveLength(10);
    expect(upcoming.more).toBe(true);
  });

  it('a facility’s readiness trend shows the latest 10 and counts them all', async () => {
    const facilityId = 'odhf-8868';
    const [demo] = demoReadinessDocuments({ uid: 'scale-test', email: '' });
    const batch = db.batch();
    for (let i = 0; i < 12; i++) {
      const id = `${TAG}-readiness-${i}`;
      const fields = readinessAssessments.fields.parse({
        ...demo!.fields,
        facilityId,
        assessedOn: `2020-01-${String(i + 10)}`,
      });
      batch.set(
        db.collection('readinessAssessments').doc(id),
        newRecord(
          readinessAssessments,
          fields,
          { facilityName: 'Test' },
          {
            uid: 'scale-test',
            email: null,
            at: FieldValue.serverTimestamp(),
          },
        ),
      );
      written.push({ collection: 'readinessAssessments', id });
    }
    await batch.commit();
    const profile = await ok<{ readinessHistory: unknown[]; readinessTotal: number }>(
      'facilities.get',
      { id: facilityId },
    );
    expect(profile.readinessHistory).toHaveLength(10);
    expect(profile.readinessTotal).toBeGreaterThanOrEqual(12);
  });

  it('the waiting list pages through every waiting technology, with a true count', async () => {
    // Dated after every other, so they come last: other tests' first page stays theirs.
    const ids = await manyTechnologies(
      'waiting',
      205,
      (i) => ({ name: `Waiting ${TAG} ${i}`, lifecycleStage: 'screening' }),
      (i) => ({ stageChangedAt: Timestamp.fromMillis(Date.UTC(2099, 0, 1) + i * 60_000) }),
    );
    type Page = { items: Array<{ id: string }>; nextCursor: string | null; total: number };
    const seen: string[] = [];
    let page = await ok<Page>('lifecycle.waiting', {});
    const total = page.total;
    seen.push(...page.items.map((i) => i.id));
    while (page.nextCursor) {
      page = await ok<Page>('lifecycle.waiting', { cursor: page.nextCursor });
      seen.push(...page.items.map((i) => i.id));
    }
    expect(seen.filter((id) => id.startsWith(`${TAG}-waiting-`))).toEqual(ids);
    expect(seen.slice(-ids.length)).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);
    // Other tests add and submit waiting technologies meanwhile: the count covers ours.
    expect(total).toBeGreaterThanOrEqual(ids.length);
  });

  it('selection ranks every technology of the need’s clinical area, and says how many', async () => {
    const area = `Scale area ${TAG}`;
    const ids = await manyTechnologies('candidate', 105, (i) => ({
      name: `Candidate ${TAG} ${i}`,
      clinicalAreas: [area],
    }));
    const need = await ok<{ need: { id: string } }>('clinicalNeeds.create', {
      fields: {
        title: `Need at scale ${TAG}`,
        problem: 'p',
        population: 'q',
        outcome: 'r',
        clinicalArea: area,
      },
    });
    const ranked = await ok<{ candidates: Array<{ id: string }>; total: number }>(
      'selection.candidates',
      { needId: need.need.id },
    );
    expect(ranked.candidates.map((c) => c.id).sort()).toEqual(ids);
    expect(ranked.total).toBe(105);
  });

  it('the lifecycle board counts each stage truly, and its columns page to every record', async () => {
    // Named to come first by name: more of them than a column shows at once.
    const ids = await manyTechnologies('board', 105, (i) => ({
      name: `0 Board ${TAG} ${String(i).padStart(3, '0')}`,
      lifecycleStage: 'pilot',
    }));
    type Column = {
      stage: string;
      items: Array<{ id: string; lifecycleStage: string }>;
      total: number;
      nextCursor: string | null;
    };
    const board = await ok<{ columns: Column[] }>('lifecycle.board', {});
    const pilot = board.columns.find((c) => c.stage === 'pilot')!;
    const counted = await ok<{ total: number }>('technologies.list', {
      pageSize: 1,
      filters: { lifecycleStage: 'pilot' },
    });
    expect(pilot.total).toBe(counted.total);
    expect(pilot.items.every((t) => t.lifecycleStage === 'pilot')).toBe(true);
    const seen = pilot.items.map((t) => t.id);
    let cursor = pilot.nextCursor;
    while (cursor) {
      const page = await ok<{ items: Array<{ id: string }>; nextCursor: string | null }>(
        'technologies.list',
        {
          pageSize: 100,
          sort: { field: 'name', direction: 'asc' },
          filters: { lifecycleStage: 'pilot' },
          cursor,
        },
      );
      seen.push(...page.items.map((t) => t.id));
      cursor = page.nextCursor;
    }
    expect(seen.slice(0, ids.length)).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
