// A point (latitude, longitude) or nothing: both boxes empty is no point (null), not {lat: null,
// lng: null}, which the schema would refuse; one box alone is sent as it is, so the schema names
// the missing one.
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';

import { useFieldError } from './FormParts';

interface Point {
  lat: number | null;
  lng: number | null;
}

const asText = (n: number | null | undefined) => (typeof n === 'number' ? String(n) : '');
const asNumber = (s: string) => (s.trim() === '' ? null : Number(s));

function PointBoxes({
  name,
  value,
  onChange,
  onBlur,
  helperText,
}: {
  name: string;
  value: Point | null;
  onChange: (p: Point | null) => void;
  onBlur: () => void;
  helperText?: string;
}) {
  const [lat, setLat] = useState(asText(value?.lat));
  const [lng, setLng] = useState(asText(value?.lng));
  // A value the form sets (a loaded record, a reset) replaces what the boxes hold.
  useEffect(() => {
    setLat(asText(value?.lat));
    setLng(asText(value?.lng));
  }, [value?.lat, value?.lng]);
  const latError = useFieldError(`${name}.lat`);
  const lngError = useFieldError(`${name}.lng`);
  const send = (nextLat: string, nextLng: string) =>
    onChange(
      nextLat.trim() === '' && nextLng.trim() === ''
        ? null
        : { lat: asNumber(nextLat), lng: asNumber(nextLng) },
    );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          type="number"
          label="Latitude"
          value={lat}
          onBlur={onBlur}
          onChange={(e) => {
            setLat(e.target.value);
            send(e.target.value, lng);
          }}
          error={Boolean(latError)}
          helperText={latError ?? helperText}
          slotProps={{ htmlInput: { step: 'any', min: 48, max: 61 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          type="number"
          label="Longitude"
          value={lng}
          onBlur={onBlur}
          onChange={(e) => {
            setLng(e.target.value);
            send(lat, e.target.value);
          }}
          error={Boolean(lngError)}
          helperText={lngError}
          slotProps={{ htmlInput: { step: 'any', min: -111, max: -100 } }}
        />
      </Grid>
    </Grid>
  );
}

export function FormPoint({ name, helperText }: { name: string; helperText?: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <PointBoxes
          name={name}
          // The form's value at `name` is the schema's point or null (see the header).
          value={(field.value as Point | null | undefined) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          helperText={helperText}
        />
      )}
    />
  );
}
