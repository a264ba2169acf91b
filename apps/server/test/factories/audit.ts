import { apiRoutes, type AuditEntry, type AuditPage } from '@punla/contract';
import type { TestApp, TestPlayer } from '../test-app.ts';

/** The audit log as the admins' page reads it. */
export function listAudit(t: TestApp, caller: TestPlayer, query: Record<string, string> = {}) {
  return t.request({
    method: 'GET',
    url: apiRoutes.audit.list,
    query: { size: '100', ...query },
    token: caller.token,
  });
}

/** The entries about one record, latest first. */
export async function auditEntriesAbout(
  t: TestApp,
  admin: TestPlayer,
  targetType: string,
  targetId: string | number,
): Promise<AuditEntry[]> {
  const response = await listAudit(t, admin, { targetType, targetId: String(targetId) });
  if (response.statusCode !== 200) throw new Error(`auditEntriesAbout: ${response.body}`);
  return response.json<AuditPage>().items;
}
