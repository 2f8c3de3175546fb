import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import type { TeamSchema } from '../../../domain/admin-catalogue';
import { listMembers } from './repository';

export type Team = z.infer<typeof TeamSchema>;

/** The settings' team list: registrations awaiting approval come first (docs/product/principles.md#back-office). */
export async function listTeam(db: Executor): Promise<Team> {
  return { members: await listMembers(db) };
}
