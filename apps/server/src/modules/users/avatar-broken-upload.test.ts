import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser } from '../../../test/accounts';

const t = useTestApp();

describe('POST /api/profile/avatar with a broken multipart body', () => {
  it('answers 400 with a field message, not a server error, and keeps the photo as it was', async () => {
    const user = await makeUser(t.app, 'owner');
    const bodies = [
      'garbage without any boundary',
      '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG cut off',
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { ...as(user), 'content-type': 'multipart/form-data; boundary=xyz' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'invalid-argument',
          reason: 'request.invalid',
          message: 'Please check the highlighted fields.',
          fields: { avatar: 'This field is required' },
        },
      });
    }
    const row = await t.app.db
      .selectFrom('users')
      .select('avatarUrl')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.avatarUrl ?? '').toBe('');
  });
});
