import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../../test/static-render';
import { DEFAULT_FILTERS } from '../search-params';
import { ResultsToolbar } from './results-toolbar';

const toolbar = (total: number, totalIsLowerBound?: boolean) => (
  <ResultsToolbar
    filters={DEFAULT_FILTERS}
    total={total}
    totalIsLowerBound={totalIsLowerBound}
    view="list"
    onSort={() => undefined}
    onView={() => undefined}
  />
);

describe('ResultsToolbar count', () => {
  it('shows an exact total as counted', async () => {
    expect(textOf(await renderStatic(toolbar(744)))).toContain('744 properties');
    expect(textOf(await renderStatic(toolbar(1000, false)))).not.toContain('+');
  });

  it('shows "1,000+" when the server stopped counting, in English and Hindi', async () => {
    expect(textOf(await renderStatic(toolbar(1000, true)))).toContain('1,000+ properties');
    expect(textOf(await renderStatic(toolbar(1000, true), { lng: 'hi' }))).toContain(
      '1,000+ प्रॉपर्टी',
    );
  });
});
