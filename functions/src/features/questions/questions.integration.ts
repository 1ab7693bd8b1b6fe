// Review questions through the API: staff ask one about a technology and the communities it
// concerns; the page names them; visitors see none.
import { beforeAll, describe, expect, it } from 'vitest';

import { demoSessions } from '../../../../tests/support/sessions.js';
import { callApi, type Session } from '../../../../tests/support/session.js';

let staff: Session;
beforeAll(async () => {
  ({ staff } = await demoSessions());
});

interface Answer {
  question: { id: string; title: string; technologyName: string | null; version: number };
  technology: { id: string; name: string } | null;
  communities: Array<{ id: string; name: string }>;
}

describe('review questions', () => {
  it('keeps a question with its technology and communities by name', async () => {
    const communities = await callApi<{ items: Array<{ id: string; name: string }> }>(
      'communities.list',
      { pageSize: 2 },
      staff,
    );
    const places = communities.result!.items;
    const created = await callApi<Answer>(
      'questions.create',
      {
        fields: {
          title: `Does tele-ultrasound reduce travel? ${Date.now()}`,
          technologyId: 'demo-tech-ultrasound',
          population: 'People in northern communities needing an ultrasound exam.',
          intervention: 'A community exam read at a distance.',
          outcomes: [{ name: 'Travel for an exam', importance: 'critical' }],
          settings: ['northern', 'remote'],
          communityIds: places.map((p) => p.id),
          designs: ['randomised trials', 'cohort studies'],
        },
      },
      staff,
    );
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const read = await callApi<Answer>('questions.get', { id: created.result!.question.id }, staff);
    expect(read.result!.question.technologyName).toBe('Tele-ultrasound cart (demo)');
    expect(read.result!.technology?.id).toBe('demo-tech-ultrasound');
    expect(read.result!.communities.map((c) => c.name).sort()).toEqual(
      places.map((p) => p.name).sort(),
    );
  });

  it('refuses a question about a technology that does not exist', async () => {
    const answer = await callApi(
      'questions.create',
      {
        fields: {
          title: 'About nothing',
          technologyId: 'no-such-technology',
          population: 'Anyone.',
          intervention: 'Nothing.',
          outcomes: [{ name: 'Anything', importance: 'critical' }],
          designs: ['randomised trials'],
        },
      },
      staff,
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.error)).toContain('technologyId');
  });

  it('lists the demo question for staff', async () => {
    const list = await callApi<{ items: Array<{ id: string; title: string }> }>(
      'questions.list',
      { pageSize: 50 },
      staff,
    );
    expect(list.status, JSON.stringify(list.error)).toBe(200);
    expect(list.result!.items.map((q) => q.id)).toContain('demo-question-ultrasound');
  });

  it('shows visitors no questions', async () => {
    const answer = await callApi('questions.list', { pageSize: 5 });
    expect(answer.status).not.toBe(200);
  });
});
