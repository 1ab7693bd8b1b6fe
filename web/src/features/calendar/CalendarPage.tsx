import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { DateSelectArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { eventFields, formValues, type CalendarItem } from '@hta/functions/contract';

import { useNotify } from '../../components/notifications/NotificationProvider';
import { RecordHeader } from '../../components/registry/RecordParts';
import { useApiFetch, useApiQuery } from '../../lib/api';
import type { ApiError } from '../../lib/apiErrors';
import { useUpdateRecord } from '../../lib/registries';
import { EventDialog } from './EventDialog';
import { fromCalendar, toCalendarEnd, visibleRange } from './dates';

const COLOURS: Record<string, string> = {
  'site visit': '#2e7d32',
  evaluation: '#6a1b9a',
  meeting: '#0d47a1',
  'go-live': '#bf360c',
};

/**
 * /xp — the hub's calendar: events people enter (create by selecting days or with "Add event";
 * move by dragging, or open one with Enter and change its dates), with onboarding go-lives and
 * evaluation due dates from their records.
 */
export default function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const fetchApi = useApiFetch();
  const update = useUpdateRecord('events');
  const [range, setRange] = useState(() => visibleRange(new Date()));
  const [initial, setInitial] = useState<{ start: string; end: string | null; allDay: boolean }>({
    start: new Date().toISOString().slice(0, 10),
    end: null,
    allDay: true,
  });
  const query = useApiQuery('events.calendar', range);
  const chosen = params.get('event');

  const open = (id: string) => setParams({ event: id });
  const close = () => setParams({});
  const startNew = (start: string, end: string | null, allDay: boolean) => {
    setInitial({ start, end, allDay });
    open('new');
  };

  const moved = async (info: EventDropArg | EventResizeDoneArg) => {
    const item = info.event.extendedProps as CalendarItem;
    try {
      const { event } = await fetchApi('events.get', { id: item.id });
      const allDay = info.event.allDay;
      await update.mutateAsync({
        id: event.id,
        version: event.version,
        fields: {
          ...formValues(eventFields, event),
          allDay,
          start: fromCalendar(info.event.start!, allDay),
          end: info.event.end ? fromCalendar(info.event.end, allDay, true) : null,
        },
      });
      notify({ type: 'positive', message: `${event.title} was moved.` });
    } catch (e) {
      info.revert();
      notify({ type: 'negative', message: `Not moved: ${(e as ApiError).message}` });
    }
  };

  const events: EventInput[] = (query.data?.items ?? []).map((item) => ({
    id: item.key,
    title: item.title,
    start: item.start,
    end: toCalendarEnd(item),
    allDay: item.allDay,
    editable: item.editable,
    backgroundColor: COLOURS[item.type],
    borderColor: COLOURS[item.type],
    extendedProps: item,
  }));

  return (
    <>
      <RecordHeader
        title="Calendar"
        subtitle="Site visits, evaluations, meetings and go-lives. Onboarding go-live dates and evaluation due dates come from their records. Times are Saskatchewan time."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => startNew(new Date().toISOString().slice(0, 10), null, true)}
          >
            Add event
          </Button>
        }
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}
        aria-label="Kinds of event"
      >
        {Object.entries(COLOURS).map(([type, colour]) => (
          <Chip key={type} size="small" label={type} sx={{ bgcolor: colour, color: '#fff' }} />
        ))}
      </Stack>
      {query.error && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={<Button onClick={() => void query.refetch()}>Retry</Button>}
        >
          The calendar could not be loaded: {query.error.message}
        </Alert>
      )}
      {query.data?.truncated && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Too many events to show them all here: choose a shorter view.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Box
          sx={{
            '& .fc': { fontSize: { xs: '0.8rem', sm: '0.9rem' } },
            '& .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
            // FullCalendar fades other months' days below a readable contrast.
            '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
          }}
        >
          <FullCalendar
            plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
            initialView="dayGridMonth"
            headerToolbar={{
              left: 'prev,next today',
              center: 'title',
              right: 'dayGridMonth,timeGridWeek,listMonth',
            }}
            // Words, not icon fonts: FullCalendar's icons are unnamed images to screen readers.
            buttonIcons={false}
            buttonText={{
              prev: '‹ Previous',
              next: 'Next ›',
              today: 'Today',
              month: 'Month',
              week: 'Week',
              list: 'Agenda',
            }}
            // A day cell is named by its date link alone, though it also holds the day's events
            // (a name that leaves out visible text): the cell keeps no name of its own.
            dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
            // Wall-clock times as stored: no conversion to the viewer's zone.
            timeZone="UTC"
            firstDay={0}
            height="auto"
            events={events}
            eventInteractive
            selectable
            editable
            datesSet={(info) => {
              const next = visibleRange(info.start, info.end);
              if (next.from !== range.from || next.to !== range.to) setRange(next);
            }}
            select={(info: DateSelectArg) =>
              startNew(
                fromCalendar(info.start, info.allDay),
                fromCalendar(info.end, info.allDay, true),
                info.allDay,
              )
            }
            eventClick={(info: EventClickArg) => {
              info.jsEvent.preventDefault();
              const item = info.event.extendedProps as CalendarItem;
              if (item.source === 'event') open(item.id);
              else void navigate(item.href);
            }}
            eventDrop={(info) => void moved(info)}
            eventResize={(info) => void moved(info)}
          />
        </Box>
      </Paper>
      {chosen && (
        <EventDialog id={chosen === 'new' ? null : chosen} initial={initial} onClose={close} />
      )}
    </>
  );
}
