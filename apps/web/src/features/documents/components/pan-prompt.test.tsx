import { describe, expect, it } from 'vitest';
import type { PanStatus } from '@nivaas/shared';
import { renderStatic, textOf } from '../../../../test/static-render';
import { panKeys } from '../api/pan';
import { PanPrompt } from './pan-prompt';

const seeded = (status: PanStatus) => ({
  seed: [[panKeys.mine(), status]] as [readonly unknown[], unknown][],
});

describe("the owner's PAN prompt", () => {
  it('asks for a PAN, by its shape, once the year’s rent has passed ₹1,00,000', async () => {
    const text = textOf(
      await renderStatic(
        <PanPrompt />,
        seeded({ pan: null, financialYear: 2026, rentReceivedPaise: 1_00_000_01, asked: true }),
      ),
    );
    expect(text).toContain('Add your PAN for your tenants’ rent receipts');
    expect(text).toContain('₹1,00,000.01');
    expect(text).toContain('(2026–27)');
    expect(text).toContain('Save PAN');
    expect(text).toContain('PAN');
    const hindi = textOf(
      await renderStatic(<PanPrompt />, {
        ...seeded({ pan: null, financialYear: 2026, rentReceivedPaise: 1_20_000_00, asked: true }),
        lng: 'hi',
      }),
    );
    expect(hindi).toContain('किरायेदारों की किराया रसीदों के लिए अपना PAN जोड़ें');
    expect(hindi).toContain('₹1,20,000');
  });

  it('stays away while the server does not ask (below the figure, or a PAN saved)', async () => {
    for (const status of [
      { pan: null, financialYear: 2026, rentReceivedPaise: 1_00_000_00, asked: false },
      { pan: '******234F', financialYear: 2026, rentReceivedPaise: 5_00_000_00, asked: false },
    ])
      expect(textOf(await renderStatic(<PanPrompt />, seeded(status)))).toBe('');
  });
});
