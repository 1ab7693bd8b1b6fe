import CloseIcon from '@mui/icons-material/Close';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import {
  DEFAULT_POSITION,
  DEFAULT_TIMEOUT_MS,
  POSITIONS,
  type NotificationHandle,
  type NotificationPosition,
  type NotifyOptions,
  type ShownNotification,
} from './types';

type Notify = (options: NotifyOptions) => NotificationHandle;

const NotifyContext = createContext<Notify | null>(null);

const SEVERITY: Record<ShownNotification['type'], AlertColor> = {
  positive: 'success',
  negative: 'error',
  warning: 'warning',
  info: 'info',
  ongoing: 'info',
};

const PLACEMENT: Record<NotificationPosition, Record<string, string | number>> = {
  'top-left': { top: 16, left: 16, alignItems: 'flex-start' },
  'top-right': { top: 16, right: 16, alignItems: 'flex-end' },
  'bottom-left': { bottom: 16, left: 16, alignItems: 'flex-start' },
  'bottom-right': { bottom: 16, right: 16, alignItems: 'flex-end' },
  top: { top: 16, left: '50%', transform: 'translateX(-50%)', alignItems: 'center' },
  bottom: { bottom: 16, left: '50%', transform: 'translateX(-50%)', alignItems: 'center' },
  left: { top: '50%', left: 16, transform: 'translateY(-50%)', alignItems: 'flex-start' },
  right: { top: '50%', right: 16, transform: 'translateY(-50%)', alignItems: 'flex-end' },
  center: { top: '50%', left: '50%', transform: 'translate(-50%, -50%)', alignItems: 'center' },
};

function NotificationItem({ item, onClose }: { item: ShownNotification; onClose: () => void }) {
  useEffect(() => {
    if (item.timeout <= 0) return;
    const timer = setTimeout(onClose, item.timeout);
    return () => clearTimeout(timer);
  }, [item.timeout, item.message, onClose]);

  return (
    <Alert
      severity={SEVERITY[item.type]}
      variant="filled"
      role={item.type === 'negative' ? 'alert' : 'status'}
      data-type={item.type}
      sx={{ minWidth: 280, maxWidth: 480, boxShadow: 3 }}
      action={
        <IconButton aria-label="Close notification" color="inherit" size="small" onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      {item.message}
      {item.type === 'ongoing' && (
        <LinearProgress
          color="inherit"
          aria-label="Progress"
          sx={{ mt: 1 }}
          {...(item.progress === undefined
            ? { variant: 'indeterminate' as const }
            : { variant: 'determinate' as const, value: item.progress })}
        />
      )}
    </Alert>
  );
}

export function NotificationProvider({
  children,
  below,
}: {
  children: ReactNode;
  /**
   * A standing notice kept under the notifications at the bottom (the offline banner): in the
   * same stack, so a notification never covers it nor it a notification.
   */
  below?: ReactNode;
}) {
  const [items, setItems] = useState<ShownNotification[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setItems((all) => all.filter((n) => n.id !== id)),
    [],
  );

  const notify = useCallback<Notify>(
    (options) => {
      const id = nextId.current++;
      const item: ShownNotification = {
        id,
        message: options.message,
        type: options.type ?? 'info',
        timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
        position: options.position ?? DEFAULT_POSITION,
        progress: options.progress,
      };
      setItems((all) => [...all, item]);
      return {
        update: (patch) =>
          setItems((all) => all.map((n) => (n.id === id ? { ...n, ...patch } : n))),
        dismiss: () => dismiss(id),
      };
    },
    [dismiss],
  );

  const closers = useMemo(() => new Map<number, () => void>(), []);
  const closerFor = (id: number) => {
    let close = closers.get(id);
    if (!close) {
      close = () => {
        closers.delete(id);
        dismiss(id);
      };
      closers.set(id, close);
    }
    return close;
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {POSITIONS.map((position) => {
        const here = items.filter((n) => n.position === position);
        const standing = position === 'bottom' ? below : null;
        if (here.length === 0 && !standing) return null;
        return (
          <Box
            key={position}
            data-position={position}
            sx={{
              position: 'fixed',
              zIndex: (theme) => theme.zIndex.snackbar,
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              ...PLACEMENT[position],
            }}
          >
            {here.map((item) => (
              <NotificationItem key={item.id} item={item} onClose={closerFor(item.id)} />
            ))}
            {standing}
          </Box>
        );
      })}
    </NotifyContext.Provider>
  );
}

/** Shows a notification; returns a handle to update or dismiss it. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationProvider>');
  return notify;
}
