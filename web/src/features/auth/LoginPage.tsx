import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { signIn } from '../../lib/firebase';
import { signInErrorMessage } from './authErrors';
import { FormInput } from '../../components/FormInput';

// Loaded when opened: the sign-in page's first load stays small.
const ResetPasswordDialog = lazy(() => import('./ResetPasswordDialog'));

// Not a contract operation (Firebase Auth checks the credentials), so react-hook-form's own
// rules suffice, and zod stays out of the sign-in page's first load.
interface Credentials {
  email: string;
  password: string;
}
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where the guard was taking the person before it sent them here (same-site paths only). */
export function returnPath(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') && !from.includes('/login')
    ? from
    : '/home';
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signIn(email, password);
      await navigate(returnPath(params.get('from')), { replace: true });
    } catch (error) {
      setFailure(signInErrorMessage(error));
    }
  });

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={onSubmit}
          aria-labelledby="login-title"
        >
          <Box>
            <Typography id="login-title" component="h1" variant="h5" sx={{ fontWeight: 600 }}>
              Sign in to HTA Hub
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Healthcare technology assessment for rural and remote Saskatchewan
            </Typography>
          </Box>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <FormInput
            label="E-mail"
            type="email"
            autoComplete="username"
            autoFocus
            required
            {...register('email', {
              validate: (v) => EMAIL.test(v.trim()) || 'Enter a valid e-mail address.',
            })}
            error={errors.email?.message}
          />
          <FormInput
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            {...register('password', { required: 'Enter your password.' })}
            error={errors.password?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </Button>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}
          >
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setResetOpen(true)}
            >
              Forgot password?
            </Link>
            <Typography variant="caption" color="text.secondary">
              Accounts are created by the hub's administrators.
            </Typography>
          </Stack>
        </Stack>
      </Paper>
      {resetOpen && (
        <Suspense fallback={null}>
          <ResetPasswordDialog
            open
            initialEmail={getValues('email')}
            onClose={() => setResetOpen(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
