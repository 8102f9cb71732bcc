import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../../test/static-render';
import AdminDashboardPage from './admin-dashboard';

const admin = {
  id: 'a1',
  userType: 'admin',
  firstName: 'Meera',
  twoFactorEnabled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('/admin', () => {
  it('welcomes the admin with the spec’s line', async () => {
    const html = await renderStatic(<AdminDashboardPage />, { seed: [[['me'], admin]] });
    expect(textOf(html)).toContain(
      'Manage the platform. How Nivaas is doing today, this week and this month.',
    );
  });
});
