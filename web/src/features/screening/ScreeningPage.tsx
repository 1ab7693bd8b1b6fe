// /screening/:id (?stage=fullText): a question's records screened one at a time, one key per
// decision. The page keeps the next records in hand, topped up well before they run out, so the
// next is shown at once and never waits on the network; each decision is kept in this browser
// (pendingDecisions.ts) and sent in the background, one after another in the order made. Leaving
// while some are still being sent waits for them (or keeps them for the next visit). Where the
// person stopped is the server's queue: it holds only records they have not decided, so coming
// back resumes there.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useBlocker, useParams, useSearchParams } from 'react-router-dom';

import {
  EXCLUSION_REASONS,
  STAGE_NAMES,
  paths,
  type ExclusionReason,
  type MyProgress,
  type ScreeningRecord,
  type ScreeningStage,
} from '@hta/functions/contract';

import { LeaveGuard } from '../../components/form/FormParts';
import { toApiError, type ApiError } from '../../lib/apiErrors';
import { useApiFetch, useApiMutation } from '../../lib/api';
import { count } from '../../lib/format';
import { newRequestId } from '../../lib/requestIds';
import { useSession } from '../../lib/session';
import { dropPending, keepPending, readPending, type PendingDecision } from './pendingDecisions';

/**
 * Records kept in hand: the next is shown at once, and more are asked for while 15 are left —
 * at a fast screener's pace (a decision every 300 ms) that is four seconds for a refill.
 */
const AHEAD = 20;
const REFILL_BELOW = 15;

/** One scope: decisions and undos reach the server one at a time, in the order made. */
const SENDING = { id: 'screening-decisions' };
/** A connection lost while sending: tried again, then kept for the next visit. */
const TRANSIENT = new Set(['unavailable', 'deadline-exceeded', 'internal']);
const sendingOptions = {
  scope: SENDING,
  retry: (n: number, e: ApiError) => n < 3 && TRANSIENT.has(e.code),
};

type Choice =
  | { decision: 'include' | 'maybe' }
  | { decision: 'exclude'; reason: ExclusionReason | null; otherReason?: string };

export default function ScreeningPage() {
  const { id: questionId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const stage: ScreeningStage = params.get('stage') === 'fullText' ? 'fullText' : 'titleAbstract';
  return (
    <Screening
      key={stage}
      questionId={questionId}
      stage={stage}
      setStage={(s) => setParams(s === 'fullText' ? { stage: s } : {})}
    />
  );
}

function Screening({
  questionId,
  stage,
  setStage,
}: {
  questionId: string;
  stage: ScreeningStage;
  setStage: (s: ScreeningStage) => void;
}) {
  const client = useQueryClient();
  const fetchApi = useApiFetch();
  const uid = useSession().user?.uid ?? '';
  const [queue, setQueue] = useState<ScreeningRecord[]>([]);
  const [progress, setProgress] = useState<MyProgress | null>(null);
  const [decidedHere, setDecidedHere] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [other, setOther] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const sent = useRef(new Set<string>());
  // Records decided on this page: a refill computed before a decision was saved may still list
  // the record, and it must not come back once decided.
  const decidedIds = useRef(new Set<string>());
  const asking = useRef(false);
  /** The last record the server gave: refills read the queue onward from it. */
  const lastGiven = useRef<string | undefined>(undefined);
  /** Decisions made and not yet confirmed by the server. */
  const [sending, setSending] = useState(0);
  const fullText = stage === 'fullText';

  const refill = useCallback(
    async (held: ScreeningRecord[]) => {
      if (asking.current) return;
      asking.current = true;
      try {
        client.removeQueries({ queryKey: ['screening', 'next'] });
        const ask = (after: string | undefined) =>
          fetchApi('screening.next', {
            questionId,
            stage,
            count: AHEAD,
            skip: [...held.map((r) => r.id), ...sent.current].slice(0, 50),
            ...(after ? { after } : {}),
          });
        let answer = await ask(lastGiven.current);
        // Read onward, the queue ends at the last record given; one behind it (given back after
        // a refusal, or reopened by someone's undo) is found by reading the queue whole.
        if (answer.records.length === 0 && lastGiven.current && held.length === 0)
          answer = await ask(undefined);
        lastGiven.current = answer.records.at(-1)?.id ?? lastGiven.current;
        if (answer.progress) {
          setProgress(answer.progress);
          setDecidedHere(0);
        }
        setQueue((now) => {
          const have = new Set(now.map((r) => r.id));
          return [
            ...now,
            ...answer.records.filter(
              (r) => !have.has(r.id) && !sent.current.has(r.id) && !decidedIds.current.has(r.id),
            ),
          ];
        });
        setError(null);
      } catch (e) {
        setError(toApiError(e).message);
      } finally {
        asking.current = false;
        setLoading(false);
      }
    },
    [client, fetchApi, questionId, stage],
  );

  const decideOp = useApiMutation('screening.decide', {
    invalidates: ['screening.overview'],
    ...sendingOptions,
  });
  const undoOp = useApiMutation('screening.undo', {
    invalidates: ['screening.overview'],
    ...sendingOptions,
  });
  const { mutateAsync: sendDecision } = decideOp;

  /**
   * Sends a decision, kept in this browser until the server has it. Refused, it is forgotten and
   * its record (when this page holds it) comes back to the front; not sent for want of a
   * connection, it stays kept and goes with the next visit.
   */
  const send = useCallback(
    (d: PendingDecision, putBack: ScreeningRecord | null) => {
      keepPending(uid, d);
      setSending((n) => n + 1);
      sent.current.add(d.recordId);
      decidedIds.current.add(d.recordId);
      const { title, ...input } = d;
      sendDecision(input)
        .then(
          () => dropPending(uid, d.requestId),
          (failure: unknown) => {
            const e = toApiError(failure);
            if (TRANSIENT.has(e.code)) {
              setError(
                `Your decision on “${title}” could not be sent yet: it is kept in this browser and sent when you next open screening.`,
              );
              return;
            }
            dropPending(uid, d.requestId);
            decidedIds.current.delete(d.recordId);
            setError(`Your decision on “${title}” was not saved: ${e.message}`);
            if (putBack) {
              setDecidedHere((n) => n - 1);
              setQueue((now) => [putBack, ...now.filter((r) => r.id !== putBack.id)]);
            }
          },
        )
        .finally(() => {
          sent.current.delete(d.recordId);
          setSending((n) => n - 1);
        });
    },
    [uid, sendDecision],
  );

  // Decisions kept from an earlier visit (a closed tab, a lost connection) go first.
  const resent = useRef(false);
  useEffect(() => {
    if (resent.current || !uid) return;
    resent.current = true;
    for (const d of readPending(uid)) send(d, null);
  }, [uid, send]);

  useEffect(() => {
    void refill([]);
  }, [refill]);

  // Leaving with decisions still being sent waits until they are saved, then goes on by itself.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      sending > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked' && sending === 0) blocker.proceed();
  }, [blocker, sending]);
  useEffect(() => {
    if (sending === 0) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  const current = queue[0];

  const decide = useCallback(
    (choice: Choice) => {
      if (!current) return;
      const rest = queue.slice(1);
      setQueue(rest);
      setOther(null);
      setDecidedHere((n) => n + 1);
      const next = rest[0];
      setAnnouncement(next ? `Next record: ${next.title}` : 'No more records in hand.');
      send(
        {
          questionId,
          recordId: current.id,
          stage,
          decision: choice.decision,
          reason: choice.decision === 'exclude' ? choice.reason : null,
          otherReason: choice.decision === 'exclude' ? (choice.otherReason ?? null) : null,
          requestId: newRequestId(),
          title: current.title,
        },
        current,
      );
      if (rest.length < REFILL_BELOW) void refill(rest);
    },
    [current, queue, send, questionId, stage, refill],
  );

  const undo = useCallback(() => {
    undoOp.mutate(
      { questionId, stage, requestId: newRequestId() },
      {
        onSuccess: ({ record }) => {
          if (!record) {
            setAnnouncement('Nothing to take back.');
            return;
          }
          decidedIds.current.delete(record.id);
          setDecidedHere((n) => n - 1);
          setQueue((now) => [record, ...now.filter((r) => r.id !== record.id)]);
          setAnnouncement(`Taken back: ${record.title}`);
        },
        onError: (e) => setError(e.message),
      },
    );
  }, [undoOp, questionId, stage]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (
        target &&
        (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
      )
        return;
      const key = e.key.toLowerCase();
      const digit = Number(key);
      const reason =
        fullText && Number.isInteger(digit) && digit >= 1
          ? EXCLUSION_REASONS[digit - 1]
          : undefined;
      const choice: Choice | 'undo' | 'other' | null =
        key === 'u'
          ? 'undo'
          : !current
            ? null
            : key === 'i'
              ? { decision: 'include' }
              : !fullText && key === 'e'
                ? { decision: 'exclude', reason: null }
                : !fullText && key === 'm'
                  ? { decision: 'maybe' }
                  : reason === 'other'
                    ? 'other'
                    : reason
                      ? { decision: 'exclude', reason }
                      : null;
      if (choice === null) return;
      e.preventDefault();
      if (choice === 'undo') undo();
      else if (choice === 'other') setOther('');
      else decide(choice);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, decide, undo, fullText]);

  const stageProgress = progress?.[stage];
  const decided = (stageProgress?.decided ?? 0) + decidedHere;
  const total = (stageProgress?.decided ?? 0) + (stageProgress?.remaining ?? 0);
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between' }}
      >
        <Typography variant="h5" component="h1">
          Screening: {STAGE_NAMES[stage].toLowerCase()}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={stage}
          onChange={(_, s: ScreeningStage | null) => s && setStage(s)}
          aria-label="Stage"
        >
          <ToggleButton value="titleAbstract">Title and abstract</ToggleButton>
          <ToggleButton value="fullText">Full text</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {stageProgress && (
        <div>
          <Typography variant="body2" data-testid="screening-progress">
            {count(Math.min(decided, total))} of {count(total)} decided
          </Typography>
          <LinearProgress
            variant="determinate"
            value={total ? (100 * Math.min(decided, total)) / total : 100}
            aria-label={`${count(Math.min(decided, total))} of ${count(total)} decided`}
          />
        </div>
      )}
      <Typography variant="body2" color="text.secondary">
        Keys: <b>I</b> include
        {fullText ? (
          EXCLUSION_REASONS.map((r, i) => (
            <span key={r}>
              {' · '}
              <b>{i + 1}</b> exclude: {r}
            </span>
          ))
        ) : (
          <>
            {' · '}
            <b>E</b> exclude · <b>M</b> maybe
          </>
        )}
        {' · '}
        <b>U</b> undo the last. You see no one else’s decision before your own.
      </Typography>
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <div
        aria-live="polite"
        style={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }}
      >
        {announcement}
      </div>
      {loading ? (
        <LinearProgress aria-label="Loading the records" />
      ) : current ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 1.5, sm: 2 } }}
          component="article"
          aria-label="The record to screen"
        >
          <Typography
            variant="h6"
            component="h2"
            sx={{ overflowWrap: 'anywhere' }}
            data-testid="screening-title"
          >
            {current.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[
              current.authors.slice(0, 6).join(', '),
              current.journal,
              current.year,
              current.doi && `doi:${current.doi}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {current.abstract ?? 'No abstract in the record.'}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              color="success"
              onClick={() => decide({ decision: 'include' })}
            >
              Include (I)
            </Button>
            {fullText ? (
              EXCLUSION_REASONS.map((r, i) => (
                <Button
                  key={r}
                  variant="outlined"
                  color="error"
                  onClick={() =>
                    r === 'other' ? setOther('') : decide({ decision: 'exclude', reason: r })
                  }
                >
                  {i + 1}: {r}
                </Button>
              ))
            ) : (
              <>
                <Button
                  variant="contained"
                  color="error"
                  onClick={() => decide({ decision: 'exclude', reason: null })}
                >
                  Exclude (E)
                </Button>
                <Button variant="outlined" onClick={() => decide({ decision: 'maybe' })}>
                  Maybe (M)
                </Button>
              </>
            )}
            <Button onClick={undo}>Undo (U)</Button>
          </Stack>
          {other !== null && (
            <Stack
              component="form"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ mt: 2 }}
              onSubmit={(e) => {
                e.preventDefault();
                if (other.trim())
                  decide({ decision: 'exclude', reason: 'other', otherReason: other.trim() });
              }}
            >
              <TextField
                autoFocus
                size="small"
                label="The other reason"
                value={other}
                onChange={(e) => setOther(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 300 } }}
                error={!other.trim()}
                helperText={!other.trim() ? 'Say why the full text is excluded.' : ' '}
              />
              <Button type="submit" variant="outlined" color="error">
                Exclude
              </Button>
            </Stack>
          )}
        </Paper>
      ) : (
        <Alert severity="success" role="status">
          Nothing left for you at this stage.{' '}
          {!fullText && 'Records you and the other reviewer include move to full text.'}
        </Alert>
      )}
      <div>
        <Button component={RouterLink} to={paths.question(questionId)}>
          Back to the question
        </Button>
        {sending > 0 && (
          <Typography variant="body2" color="text.secondary" component="span" role="status">
            {' '}
            Saving {count(sending)} {sending === 1 ? 'decision' : 'decisions'}…
          </Typography>
        )}
      </div>
      <LeaveGuard
        blocker={blocker}
        message={`${count(sending)} of your decisions ${sending === 1 ? 'is' : 'are'} still being saved. The page goes on by itself as soon as they are. Leave now, and they are kept in this browser and sent the next time you open screening.`}
      />
    </Stack>
  );
}
