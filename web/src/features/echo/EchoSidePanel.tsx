import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Echo beside a record page (chat layout). */
export function EchoSidePanel() {
  return (
    <Paper
      component="aside"
      aria-label="Echo"
      variant="outlined"
      sx={{ p: 2, position: { md: 'sticky' }, top: { md: 88 } }}
    >
      <Typography
        variant="h6"
        component="h2"
        sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
      >
        <SmartToyOutlinedIcon aria-hidden /> Echo
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Echo, the hub&apos;s assistant, is not built yet. It will answer questions about this record
        here.
      </Typography>
    </Paper>
  );
}
