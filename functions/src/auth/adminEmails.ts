// The admin e-mail list: a functions parameter, never known to the client.
import { defineString } from 'firebase-functions/params';

const ADMIN_EMAILS = defineString('ADMIN_EMAILS', {
  default: '',
  description:
    'Comma-separated e-mail addresses; the accounts admitted under one of them, holding it verified, are administrators.',
});

export function parseEmailList(raw: string): Set<string> {
  return new Set(
    raw
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function adminEmails(): Set<string> {
  return parseEmailList(ADMIN_EMAILS.value());
}
