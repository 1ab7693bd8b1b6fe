// The calendar's answer: entered events, and the dates onboarding plans and evaluations already
// hold (read from them, never copied), each kind a range query on one field.
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

import { collectionsOf } from '../../contract/registry.js';
import { events } from './contract.js';
import { onboardings } from '../onboarding/public.js';
import { paths as onboardingPaths } from '../onboarding/routes.js';
import { evaluations } from '../evaluations/public.js';
import { paths as evaluationsPaths } from '../evaluations/routes.js';
import { CALENDAR_LIMIT, UPCOMING_LIMIT, type CalendarItem } from './calendar.js';
import { paths as calendarPaths } from './routes.js';
import type { Handlers } from '../../api/handler.js';
import { z } from 'zod';

import { db } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';

/** What the calendar reads of an event, a plan's go-live and an evaluation's due date. */
const eventVersion = z.object({ version: z.number().int().min(1).nullable().default(null) });
const goLive = z.object({ state: z.object({ goLiveOn: z.string() }) });
const dueDate = z.object({ dueOn: z.string() });

const collections = collectionsOf(events, onboardings, evaluations);
const paths = { ...calendarPaths, ...onboardingPaths, ...evaluationsPaths };

/** The day after `day` (YYYY-MM-DD): ranges end before it, so timed events of `to` count. */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A text field, or null when it is not one (the item shows a fallback). */
const text = (d: QueryDocumentSnapshot, field: string) => {
  const value: unknown = d.get(field);
  return typeof value === 'string' ? value : null;
};

const eventItem = (d: QueryDocumentSnapshot): CalendarItem => ({
  key: `event:${d.id}`,
  source: 'event',
  id: d.id,
  title: text(d, 'title') ?? '',
  type: text(d, 'type') ?? 'meeting',
  allDay: Boolean(d.get('allDay')),
  start: text(d, 'start') ?? '',
  end: text(d, 'end'),
  href: paths.calendarEvent(d.id),
  editable: true,
  version: readStored(eventVersion, d).version,
});

async function within(query: Query, field: string, from: string, to: string) {
  const snap = await query
    .where(field, '>=', from)
    .where(field, '<', dayAfter(to))
    .orderBy(field)
    .limit(CALENDAR_LIMIT + 1)
    .get();
  return { docs: snap.docs.slice(0, CALENDAR_LIMIT), truncated: snap.size > CALENDAR_LIMIT };
}

export const calendarHandlers: Pick<Handlers, 'events.calendar' | 'events.upcoming'> = {
  'events.calendar': async ({ from, to }) => {
    const [entered, goLives, due] = await Promise.all([
      within(db.collection(collections.events), 'start', from, to),
      within(db.collection(collections.onboardings), 'state.goLiveOn', from, to),
      within(db.collection(collections.evaluations), 'dueOn', from, to),
    ]);
    const items: CalendarItem[] = [
      ...entered.docs.map(eventItem),
      ...goLives.docs.map((d): CalendarItem => ({
        key: `onboarding:${d.id}`,
        source: 'onboarding',
        id: d.id,
        title: `Go-live: ${text(d, 'facilityName') ?? 'a facility'}`,
        type: 'go-live',
        allDay: true,
        start: readStored(goLive, d).state.goLiveOn,
        end: null,
        href: paths.onboardingOf(d.id),
        editable: false,
        version: null,
      })),
      ...due.docs
        .filter((d) => d.get('status') !== 'submitted')
        .map((d): CalendarItem => ({
          key: `evaluation:${d.id}`,
          source: 'evaluation',
          id: d.id,
          title: `Evaluation due: ${text(d, 'technologyName') ?? 'a technology'}`,
          type: 'evaluation',
          allDay: true,
          start: readStored(dueDate, d).dueOn,
          end: null,
          href: paths.evaluation(d.id),
          editable: false,
          version: null,
        })),
    ];
    return {
      items,
      truncated: entered.truncated || goLives.truncated || due.truncated,
    };
  },
  'events.upcoming': async ({ communityId, facilityId, technologyId }) => {
    const [field, id] = communityId
      ? ['communityId', communityId]
      : facilityId
        ? ['facilityId', facilityId]
        : ['technologyId', technologyId!];
    const today = new Date().toISOString().slice(0, 10);
    const snap = await db
      .collection(collections.events)
      .where(field, '==', id)
      .where('start', '>=', today)
      .orderBy('start')
      .limit(UPCOMING_LIMIT + 1)
      .get();
    return {
      items: snap.docs.slice(0, UPCOMING_LIMIT).map(eventItem),
      more: snap.size > UPCOMING_LIMIT,
    };
  },
};
