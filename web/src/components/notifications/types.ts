// The seed's notification service (section 9): 5000 ms unless given, 0 = stays until closed,
// nine positions (default bottom), five types.
type NotificationType = 'positive' | 'negative' | 'warning' | 'info' | 'ongoing';

export const POSITIONS = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'top',
  'bottom',
  'left',
  'right',
  'center',
] as const;
export type NotificationPosition = (typeof POSITIONS)[number];

export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_POSITION: NotificationPosition = 'bottom';

export interface NotifyOptions {
  message: string;
  type?: NotificationType;
  /** Milliseconds before it closes; 0 keeps it until closed. Default 5000. */
  timeout?: number;
  position?: NotificationPosition;
  /** For `ongoing`: 0–100, or undefined for an indeterminate bar. */
  progress?: number;
}

export interface NotificationHandle {
  update(patch: Partial<NotifyOptions>): void;
  dismiss(): void;
}

export interface ShownNotification extends Required<Omit<NotifyOptions, 'progress'>> {
  id: number;
  progress: number | undefined;
}
