// Who is asking for an export: a download carries its ID token in the Authorization header
// (no header: a visitor), checked as the API checks a call's.
import type { Request } from 'firebase-functions/v2/https';

import { VISITOR, type Caller } from '../../auth/caller.js';
import { callerOfToken } from '../tokenCaller.js';

export async function callerOf(req: Request): Promise<Caller | { error: string }> {
  const header = req.get('authorization');
  if (!header) return VISITOR;
  const token = /^Bearer (.+)$/.exec(header)?.[1];
  if (!token) return { error: 'The Authorization header must be "Bearer <token>".' };
  return callerOfToken(token);
}
