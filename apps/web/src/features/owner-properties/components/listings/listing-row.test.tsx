import { describe, expect, it } from 'vitest';
import { sampleProperty } from '../../../../../test/property-fixture';
import { renderStatic, textOf } from '../../../../../test/static-render';
import { ListingRow } from './listing-row';

describe('ListingRow', () => {
  it('tells the owner a listing held for review is under review, and why in plain words', async () => {
    const held = {
      ...sampleProperty,
      review: { reasons: ['price-below-median' as const, 'duplicate-photo' as const] },
    };
    const text = textOf(await renderStatic(<ListingRow property={held} />));
    expect(text).toContain('Under review');
    expect(text).toContain('Only you can see this listing while the Nivaas team checks it.');
    expect(text).toContain('The rent or price is far below similar homes in the area.');
    expect(text).toContain("A photo is the same as one on another owner's listing.");
    const hindi = textOf(await renderStatic(<ListingRow property={held} />, { lng: 'hi' }));
    expect(hindi).toContain('समीक्षा में');
  });

  it('says nothing of a review for a listing that is not held', async () => {
    const text = textOf(
      await renderStatic(<ListingRow property={{ ...sampleProperty, review: null }} />),
    );
    expect(text).not.toContain('Under review');
  });
});
