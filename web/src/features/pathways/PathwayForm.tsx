import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';

import { CARE_SETTINGS, type Pathway, type PathwayFieldsInput } from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { RegistryForm } from '../../components/registry/RegistryForm';
import { useNeedOptions, useTechnologyOptions } from '../../lib/recordOptions';

const F = formFieldsOf<PathwayFieldsInput>();
type Named = { id: string; name: string };

const emptyStep = { setting: 'community clinic' as const, description: '', technologyIds: [] };

/** Adds or edits a pathway; its steps reorder by drag and drop, by keyboard, or by buttons. */
export function PathwayForm({
  record,
  names,
  onSaved,
  onCancel,
  onReload,
}: {
  record: Pathway | null;
  names: { technologies: Named[]; needs: Named[] };
  onSaved: (id: string) => void;
  onCancel: () => void;
  onReload: () => void;
}) {
  return (
    <RegistryForm
      registry="pathways"
      record={record}
      empty={{ name: '', steps: [emptyStep], needIds: [] }}
      onSaved={(saved) => onSaved(saved.id)}
      onCancel={onCancel}
      onReload={onReload}
      submitLabel="Save pathway"
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <F.Text name="name" label="Name" required autoFocus={!record} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <F.Text name="clinicalArea" label="Clinical area" />
          </Grid>
          <Grid size={12}>
            <F.Text name="description" label="Description" multiline minRows={2} />
          </Grid>
          <Grid size={12}>
            <F.RecordPicker
              name="needIds"
              label="Clinical needs it answers"
              multiple
              useOptions={useNeedOptions}
              initialOptions={names.needs}
            />
          </Grid>
        </Grid>
      </Paper>
      <Steps technologies={names.technologies} />
    </RegistryForm>
  );
}

function Steps({ technologies }: { technologies: Named[] }) {
  const { control, formState } = useFormContext<PathwayFieldsInput>();
  const steps = useFieldArray({ control, name: 'steps' });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = steps.fields.map((f) => f.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    steps.move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  // Spoken while moving a step: positions, not the internal ids dnd-kit would read out.
  const position = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up step ${position(active.id)}.`,
    // Over its own place (as a drag starts): the pick-up is what to hear.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? `Step ${position(active.id)} is over position ${position(over.id)}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Step ${position(active.id)} moved to position ${position(over.id)}.`
        : `Step ${position(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving step ${position(active.id)} was cancelled.`,
  };
  const stepsError = formState.errors.steps?.message ?? formState.errors.steps?.root?.message;
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        Steps ({steps.fields.length})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        In the order a patient goes through them. Reorder by dragging a handle, with Space and the
        arrow keys on a handle, or with the arrow buttons.
      </Typography>
      {stepsError && (
        <Typography color="error" role="alert">
          {stepsError}
        </Typography>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move a step, press Space. Use the up and down arrow keys to move it, Space again to drop it, or Escape to cancel.',
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Stack
            component="ol"
            spacing={1}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label="Steps"
          >
            {steps.fields.map((field, i) => (
              <StepCard
                key={field.id}
                id={field.id}
                index={i}
                count={steps.fields.length}
                technologies={technologies}
                onMove={(to) => steps.move(i, to)}
                onRemove={() => steps.remove(i)}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <div>
        <Button startIcon={<AddIcon />} onClick={() => steps.append({ ...emptyStep })}>
          Add a step
        </Button>
      </div>
    </Stack>
  );
}

function StepCard({
  id,
  index,
  count,
  technologies,
  onMove,
  onRemove,
}: {
  id: string;
  index: number;
  count: number;
  technologies: Named[];
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { getValues } = useFormContext<PathwayFieldsInput>();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const label = `step ${index + 1}`;
  const what = getValues(`steps.${index}.description`) || label;
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      aria-label={`Step ${index + 1}`}
      sx={{
        p: 1.5,
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 10 : 'auto',
        position: 'relative',
        boxShadow: isDragging ? 6 : 0,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack sx={{ alignItems: 'center' }}>
          <IconButton
            {...listeners}
            {...attributes}
            aria-label={`Drag ${label} (${what}) to reorder`}
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon />
          </IconButton>
          <Typography variant="h6" component="span" aria-hidden>
            {index + 1}
          </Typography>
        </Stack>
        <Grid container spacing={1.5} sx={{ flex: 1 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <F.Select
              name={`steps.${index}.setting`}
              label={`Setting of ${label}`}
              options={CARE_SETTINGS}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <F.Text
              name={`steps.${index}.description`}
              label={`What happens at ${label}`}
              required
            />
          </Grid>
          <Grid size={12}>
            <F.RecordPicker
              name={`steps.${index}.technologyIds`}
              label={`Technologies used at ${label}`}
              multiple
              useOptions={useTechnologyOptions}
              initialOptions={technologies}
            />
          </Grid>
        </Grid>
        <Stack>
          <IconButton
            aria-label={`Move ${label} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            aria-label={`Move ${label} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownwardIcon />
          </IconButton>
          <IconButton aria-label={`Remove ${label}`} disabled={count === 1} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      </Stack>
    </Paper>
  );
}
