import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { usePreloadPage } from '../../app/preload';
import { signIn } from '../../lib/firebase';
import { signInErrorMessage } from './authErrors';
import { FormInput } from '../../components/FormInput';

// Loaded when opened: the sign-in page's first load stays small.
const ResetPasswordDialog = lazy(() => import('./ResetPasswordDialog'));

// Not a contract operation (Firebase Auth checks the credentials): two fields checked here, so
// neither zod nor a form library is in the sign-in page's first load.
interface Credentials {
  email: string;
  password: string;
}
type CredentialErrors = Partial<Record<keyof Credentials, string>>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the credentials as typed, before asking Firebase Auth. */
function check({ email, password }: Credentials): CredentialErrors {
  return {
    ...(EMAIL.test(email.trim()) ? {} : { email: 'Enter a valid e-mail address.' }),
    ...(password ? {} : { password: 'Enter your password.' }),
  };
}

/** Where the guard was taking the person before it sent them here (same-site paths only). */
export function returnPath(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') && !from.includes('/login')
    ? from
    : '/home';
}

export default function LoginPage() {
  const navigate = useNavigate();
  const preloadPage = usePreloadPage();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  // Checked on submit, then again on each change until the fields are right.
  const [errors, setErrors] = useState<CredentialErrors | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof Credentials) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors) setErrors(check(next));
  };

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    const next = returnPath(params.get('from'));
    // The next page's code loads while Firebase Auth checks the credentials.
    preloadPage(next);
    try {
      await signIn(values.email, values.password);
      await navigate(next, { replace: true });
    } catch (error) {
      setFailure(signInErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        {/* Boxes laid out by flex gaps rather than Stacks: Stack's module stays out of /login. */}
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-labelledby="login-title"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
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
            name="email"
            ref={emailRef}
            value={values.email}
            onChange={change('email')}
            error={errors?.email}
          />
          <FormInput
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            name="password"
            ref={passwordRef}
            value={values.password}
            onChange={change('password')}
            error={errors?.password}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </Button>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}
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
          </Box>
        </Box>
      </Paper>
      {resetOpen && (
        <Suspense fallback={null}>
          <ResetPasswordDialog
            open
            initialEmail={values.email}
            onClose={() => setResetOpen(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
