import { renderToString } from 'react-dom/server';
import { Badge, MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('badges', () => {
  it('show a status label as written ("Pending"), not in capitals', () => {
    const html = renderToString(
      <MantineProvider theme={theme}>
        <Badge>Pending</Badge>
      </MantineProvider>,
    );
    expect(html).toContain('text-transform:none');
    expect(html).toContain('Pending');
  });
});
