import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '@nivaas/shared';
import { renderStatic, textOf } from '../../../../test/static-render';
import { AuditList } from './audit-list';

const entry: AuditEntryView = {
  id: '7',
  actor: { id: 'a1', name: 'Meera Iyer' },
  action: 'user.suspend',
  targetType: 'user',
  targetId: '3uhkgkcvxpgtZ_eqDBruEg',
  target: { title: 'Ramesh Kulkarni', url: '/admin/users/3uhkgkcvxpgtZ_eqDBruEg' },
  reason: 'Asking for deposits',
  details: {},
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the admin actions list', () => {
  it('names what was acted on, linked to its page, and never shows its raw id', async () => {
    const html = await renderStatic(<AuditList entries={[entry]} />);
    const text = textOf(html);
    expect(text).toContain('Person: Ramesh Kulkarni');
    expect(text).not.toContain('3uhkgkcvxpgtZ_eqDBruEg');
    expect(html).toContain('href="/admin/users/3uhkgkcvxpgtZ_eqDBruEg"');
  });

  it('says when the target is gone', async () => {
    const gone = { ...entry, targetType: 'service', target: { title: null, url: null } };
    expect(textOf(await renderStatic(<AuditList entries={[gone]} />))).toContain(
      'Service: no longer there',
    );
  });
});
