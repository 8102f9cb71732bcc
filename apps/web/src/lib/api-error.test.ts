import { describe, expect, it } from 'vitest';
import { apiErrorFrom } from './upload-with-progress';

describe('apiErrorFrom', () => {
  it('reads our error body', () => {
    const e = apiErrorFrom(
      400,
      JSON.stringify({
        error: { code: 'invalid-argument', message: 'bad', fields: { file: 'x' } },
      }),
    );
    expect(e).toMatchObject({
      status: 400,
      code: 'invalid-argument',
      message: 'bad',
      fields: { file: 'x' },
    });
  });

  it('falls back on the status when the body is not ours', () => {
    expect(apiErrorFrom(413, '<html>too big</html>', 'Payload Too Large')).toMatchObject({
      code: 'payload-too-large',
      message: 'Payload Too Large',
    });
    expect(apiErrorFrom(415, '')).toMatchObject({ code: 'unsupported-media-type' });
    expect(apiErrorFrom(502, '')).toMatchObject({ code: 'internal' });
  });
});
