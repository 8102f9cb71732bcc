import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../../../test/static-render';
import { ownerListing } from '../../test/fixtures';
import { PropertyForm } from './property-form';

const labelled = (html: string, label: string) =>
  new RegExp(`<label[^>]*>${label}(<span[^>]*>[^<]*</span>)?</label>`).test(html);

describe('PropertyForm', () => {
  it('a new listing: every section and field is labelled, rent fields shown', async () => {
    const html = await renderStatic(<PropertyForm guardLeaving={false} />);
    const text = textOf(html);
    for (const section of [
      'Basics',
      'Location',
      'Price',
      'Details',
      'Amenities and rules',
      'Photos',
    ])
      expect(text).toContain(section);
    for (const label of [
      'Property type',
      'Title',
      'Description',
      'State',
      'City',
      'Locality',
      'Address',
      'PIN code',
      'Monthly rent',
      'Security deposit',
      'Bedrooms',
      'Bathrooms',
      'Furnishing',
      'Available from',
      'House rules',
    ])
      expect(labelled(html, label), label).toBe(true);
    expect(text).not.toContain('Sale price');
    expect(text).not.toContain('Room sharing');
    expect(text).toContain('Publish listing');
    expect(text).toContain('Choose photos');
  });

  it('an edit: the stored values fill the form, sale and PG fields appear when they apply', async () => {
    const html = await renderStatic(
      <PropertyForm
        guardLeaving={false}
        property={ownerListing({
          listingType: 'sale',
          type: 'pg',
          rent: null,
          salePrice: 4_500_000,
          pgDetails: { messAvailability: true, roomSharing: 'double' },
        })}
      />,
    );
    const text = textOf(html);
    expect(html).toContain('value="Sunny 2 BHK near the metro"');
    expect(html).toContain('value="560038"');
    expect(html).toContain('value="₹45,00,000"');
    expect(text).toContain('Sale price');
    expect(text).toContain('Room sharing');
    expect(text).not.toContain('Monthly rent');
    expect(text).toContain('Save changes');
    expect(html).toContain('aria-label="Move right: Photo 1"');
    expect(text).toContain('Cover');
    expect(text).toContain('2 of 20 photos');
  });
});
