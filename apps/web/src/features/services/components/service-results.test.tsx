import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../../test/static-render';
import { ApiError } from '../../../lib/api-error';
import { serviceKeys } from '../api/services';
import { DEFAULT_SERVICE_FILTERS, serviceApiInput } from '../lib/search-params';
import { ServiceResults } from './service-results';

const failedWith = (error: ApiError) =>
  renderStatic(<ServiceResults filters={DEFAULT_SERVICE_FILTERS} onSort={() => {}} />, {
    failed: [[serviceKeys.search(serviceApiInput(DEFAULT_SERVICE_FILTERS)), error]],
  });

describe('services that could not load', () => {
  it('say the spec’s words when the person may not see them, with nothing to retry', async () => {
    const text = textOf(await failedWith(new ApiError(403, 'permission-denied', 'Forbidden')));
    expect(text).toContain('You do not have permission to view services...');
    expect(text).not.toContain('Try again');
  });

  it('say they failed, with another try, for anything else', async () => {
    const text = textOf(await failedWith(new ApiError(500, 'internal', 'Boom')));
    expect(text).toContain('Failed to load services:');
    expect(text).toContain('Try again');
  });
});
