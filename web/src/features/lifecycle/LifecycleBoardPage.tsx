import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import {
  BOARD_COLUMN_PAGE,
  LIFECYCLE_STAGES,
  flaggedDomains,
  paths,
  type BoardColumn,
  type BoardItem,
} from '@hta/functions/contract';

import { TechnologyMarkers } from '../../app/Contributed';
import { RecordHeader } from '../../components/registry/RecordParts';
import { useApiQuery } from '../../lib/api';
import { columnKeyboardCoordinates } from './columnKeyboard';
import { MoveDialog, type Move } from './MoveDialog';
import { useStageColumn } from './useStageColumn';

type Stage = (typeof LIFECYCLE_STAGES)[number];
/** What a dragged card carries: the technology, for the drop and the announcements. */
type DragData = { technology: BoardItem };

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const isStage = (s: unknown): s is Stage => (LIFECYCLE_STAGES as readonly unknown[]).includes(s);

/** MAST defines no overall score: the card says how many domains are flagged instead. */
const flaggedLabel = (n: number) =>
  n === 0 ? 'no domain flagged' : `${n} domain${n > 1 ? 's' : ''} flagged`;

const daysSince = (iso: string | null) =>
  iso ? Math.max(0, Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000)) : null;

function Card({ technology: t, onMove }: { technology: BoardItem; onMove: (to: Stage) => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: t.id,
    data: { technology: t } satisfies DragData,
  });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const days = daysSince(t.stageChangedAt);
  const results = t.evaluationResults;
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      sx={{
        p: 0.75,
        transform: CSS.Translate.toString(transform),
        opacity: isDragging ? 0.85 : 1,
        boxShadow: isDragging ? 6 : 0,
        zIndex: isDragging ? 10 : 'auto',
        position: 'relative',
      }}
    >
      <Stack direction="row" spacing={0.25} sx={{ alignItems: 'flex-start' }}>
        <IconButton
          size="small"
          {...listeners}
          {...attributes}
          aria-label={`Drag ${t.name} to another stage`}
          aria-roledescription="draggable technology"
          sx={{ cursor: 'grab', touchAction: 'none', p: 0.25 }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Link component={RouterLink} to={paths.technology(t.id)} sx={{ fontWeight: 600 }}>
            {t.name}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t.category}
            {t.vendorName ? ` · ${t.vendorName}` : ''}
          </Typography>
          <Stack
            direction="row"
            sx={{
              mt: 0.5,
              flexWrap: 'wrap',
              gap: 0.5,
              // Narrow columns: a chip's text wraps rather than being cut off.
              '& .MuiChip-root': { height: 'auto', maxWidth: '100%' },
              '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
            }}
          >
            {results ? (
              <Chip
                size="small"
                color={flaggedDomains(results).length ? 'warning' : 'default'}
                label={`${results.evaluations} eval. · ${flaggedLabel(flaggedDomains(results).length)}`}
              />
            ) : (
              <Chip size="small" variant="outlined" label="No evaluation" />
            )}
            {t.assignee && <Chip size="small" variant="outlined" label={t.assignee} />}
            <TechnologyMarkers technologyId={t.id} />
          </Stack>
          {days !== null && (
            <Typography variant="caption" color="text.secondary">
              In this stage {days === 0 ? 'since today' : `${days} day${days > 1 ? 's' : ''}`}
            </Typography>
          )}
        </Box>
        <IconButton
          size="small"
          aria-label={`Move ${t.name} to…`}
          aria-haspopup="menu"
          sx={{ p: 0.25 }}
          onClick={(e) => setMenu(e.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
        <Menu open={menu !== null} anchorEl={menu} onClose={() => setMenu(null)}>
          {LIFECYCLE_STAGES.filter((s) => s !== t.lifecycleStage).map((s) => (
            <MenuItem
              key={s}
              onClick={() => {
                setMenu(null);
                onMove(s);
              }}
            >
              Move to {s}
            </MenuItem>
          ))}
        </Menu>
      </Stack>
    </Paper>
  );
}

function Column({
  column,
  search,
  onMove,
}: {
  column: BoardColumn;
  search: string;
  onMove: (t: BoardItem, to: Stage) => void;
}) {
  const { stage, total } = column;
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const { items, hasMore, showMore, loading, error } = useStageColumn(
    column,
    search,
    BOARD_COLUMN_PAGE,
  );
  const count = search ? `${total} matching` : String(total);
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={`${label(stage)}: ${count}`}
      variant="outlined"
      sx={{
        p: 1,
        width: { xs: 250, md: 230 },
        flexShrink: 0,
        minHeight: 320,
        bgcolor: isOver ? 'action.selected' : 'background.default',
        transition: 'background-color 120ms',
      }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, px: 0.5, mb: 1 }}>
        {label(stage)}{' '}
        <Typography component="span" color="text.secondary">
          ({count})
        </Typography>
      </Typography>
      <Stack spacing={1}>
        {items.map((t) => (
          <Card key={t.id} technology={t} onMove={(to) => onMove(t, to)} />
        ))}
        {items.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
            {search ? 'No name matches here.' : 'None.'}
          </Typography>
        )}
        {error && (
          <Alert severity="error" action={<Button onClick={() => void showMore()}>Retry</Button>}>
            {error.message}
          </Alert>
        )}
        {hasMore && (
          <Button size="small" disabled={loading} onClick={() => void showMore()}>
            Show more ({total - items.length} more)
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** /cycle — technologies by lifecycle stage; a move is a decision with its rationale. */
export default function LifecycleBoardPage() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const board = useApiQuery('lifecycle.board', search ? { search } : {}, {
    placeholderData: keepPreviousData,
  });
  // The search the columns show: the typed one once its answer is in (until then, the last).
  const [shownSearch, setShownSearch] = useState(search);
  if (board.data && !board.isPlaceholderData && shownSearch !== search) setShownSearch(search);
  // The version a move is made over comes from the record (the list shows no versions).
  const [pending, setPending] = useState<{ technology: BoardItem; to: Stage } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const dragged = (active: { id: string | number; data: { current?: unknown } }) =>
    (active.data.current as DragData | undefined)?.technology;
  const nameOf = (active: { id: string | number; data: { current?: unknown } }) =>
    dragged(active)?.name ?? String(active.id);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active)}. Use the arrow keys to choose a stage, Space to drop it there, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active)} is over ${String(over.id)}.`
        : `${nameOf(active)} is over no stage.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active)} dropped on ${String(over.id)}.`
        : `${nameOf(active)} was not moved.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const technology = dragged(active);
    if (!technology || !over || !isStage(over.id) || over.id === technology.lifecycleStage) return;
    setPending({ technology, to: over.id });
  };

  return (
    <>
      <RecordHeader
        title="Technology lifecycle"
        subtitle="Proposed → screening → evaluation → pilot → adopted, not adopted or retired. Drag a card (or use its menu, or Space and the arrow keys) to move it; each move records who, when and why."
        actions={
          <Button component={RouterLink} to={paths.waiting}>
            Waiting for evaluation
          </Button>
        }
      />
      <TextField
        label="Find a technology by name"
        type="search"
        size="small"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        helperText="Searches every stage on the server; each column counts what it holds."
        sx={{ mb: 2, minWidth: { sm: 320 } }}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      {board.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void board.refetch()}>Retry</Button>}
        >
          {board.error.message}
        </Alert>
      )}
      {board.isPending && <Skeleton variant="rounded" height={320} aria-label="Loading" />}
      {board.data && (
        <DndContext
          sensors={sensors}
          collisionDetection={rectIntersection}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To move a technology, press Space, then the arrow keys to choose its new stage, and Space again to drop it. Escape cancels. Or use its “Move to” menu.',
            },
          }}
        >
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ overflowX: 'auto', pb: 2, alignItems: 'flex-start' }}
            role="region"
            aria-label="Lifecycle board"
            aria-busy={board.isPlaceholderData}
            tabIndex={0}
          >
            {board.data.columns.map((column) => (
              <Column
                key={column.stage}
                column={column}
                search={shownSearch}
                onMove={(technology, to) => setPending({ technology, to })}
              />
            ))}
          </Stack>
        </DndContext>
      )}
      <PendingMove pending={pending} onClose={() => setPending(null)} />
    </>
  );
}

/** Reads the technology's current version, then asks for the rationale. */
function PendingMove({
  pending,
  onClose,
}: {
  pending: { technology: BoardItem; to: Stage } | null;
  onClose: () => void;
}) {
  const record = useApiQuery(
    'technologies.get',
    { id: pending?.technology.id ?? '' },
    { enabled: pending !== null },
  );
  const t = record.data?.technology;
  const move: Move | null =
    pending && t && t.id === pending.technology.id
      ? { id: t.id, version: t.version, name: t.name, from: t.lifecycleStage, to: pending.to }
      : null;
  return (
    <MoveDialog
      key={pending ? `${pending.technology.id}:${pending.to}` : 'none'}
      move={move}
      onClose={onClose}
    />
  );
}
