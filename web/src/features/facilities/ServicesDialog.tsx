// What a facility provides, declared by an admin with its source: a budget impact sends a
// community's patients to the nearest facility declaring the service its technology replaces
// travel for, so a declaration without a source would be an unexplained assumption.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

import { FACILITY_SERVICES, facilityServicesFields } from '@hta/functions/contract';

import { useNotify } from '../../components/notifications/NotificationProvider';
import { useApiMutation } from '../../lib/api';

type ServicesForm = z.input<typeof facilityServicesFields>;

export function ServicesDialog({
  open,
  onClose,
  facility,
}: {
  open: boolean;
  onClose: () => void;
  facility: { id: string; name: string; services: string[]; servicesSource: string | null };
}) {
  const save = useApiMutation('facilities.setServices', { invalidates: ['facilities'] });
  const notify = useNotify();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ServicesForm>({
    resolver: zodResolver(facilityServicesFields),
    defaultValues: {
      services: facility.services.filter((s): s is (typeof FACILITY_SERVICES)[number] =>
        (FACILITY_SERVICES as readonly string[]).includes(s),
      ),
      servicesSource: facility.servicesSource ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: facility.id, ...values });
      notify({ type: 'positive', message: `Services of ${facility.name} saved.` });
      onClose();
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      for (const [name, message] of Object.entries(fields))
        if (name === 'services' || name === 'servicesSource') setError(name, { message });
    }
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="services-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="services-title">Services of {facility.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.error && !Object.keys(save.error.fields).length && (
              <Alert severity="error">{save.error.message}</Alert>
            )}
            <Controller
              name="services"
              control={control}
              render={({ field }) => {
                const chosen = new Set(field.value);
                return (
                  <FormControl component="fieldset" error={Boolean(errors.services)}>
                    <FormLabel component="legend">Services provided</FormLabel>
                    <FormGroup row>
                      {FACILITY_SERVICES.map((o) => (
                        <FormControlLabel
                          key={o}
                          label={o}
                          control={
                            <Checkbox
                              checked={chosen.has(o)}
                              onChange={(e) =>
                                field.onChange(
                                  FACILITY_SERVICES.filter((x) =>
                                    x === o ? e.target.checked : chosen.has(x),
                                  ),
                                )
                              }
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                    {errors.services?.message && (
                      <FormHelperText>{errors.services.message}</FormHelperText>
                    )}
                  </FormControl>
                );
              }}
            />
            <TextField
              label="Where this is known from"
              required
              multiline
              minRows={2}
              {...register('servicesSource')}
              error={Boolean(errors.servicesSource)}
              helperText={
                errors.servicesSource?.message ??
                'A document, a call with the site (who, when), or "assumption" with why.'
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Save services
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
