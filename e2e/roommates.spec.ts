import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { BASE_URL, registerVerified } from './support';

/** A photo of a room, made at run time. */
async function roomPhoto(): Promise<string> {
  const dir = path.join(tmpdir(), 'nivaas-e2e-files');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'room.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#efe6da"/><rect x="60" y="360" width="420" height="160" fill="#7d5a44"/><rect x="540" y="80" width="200" height="260" fill="#bcd4e6"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

const meOf = async (page: Page) =>
  (await (await page.request.get('/api/me')).json()) as { id: string; firstName: string };

test.describe('roommates', () => {
  test('a new seeker makes a profile, sees explained matches, filters, says hello; the other accepts and both chat', async ({
    newPerson,
    snap,
  }) => {
    // Two new people, a stepped form and a live chat: a few minutes on a busy 2-core machine.
    test.setTimeout(300_000);

    // Someone already looking, in Hyderabad, with a room and two free spots.
    const host = await newPerson();
    await registerVerified(host, 'tenant', 'Keerthana', 'Venkataraghavan');
    const hostMe = await meOf(host);
    const saved = await host.request.put('/api/me/roommate-profile', {
      headers: { origin: BASE_URL },
      data: {
        firstName: 'Keerthana',
        lastName: 'Venkataraghavan',
        state: 'Telangana',
        city: 'Hyderabad',
        budget: { min: 9000, max: 14000 },
        preferredLocations: ['Banjara Hills', 'Jubilee Hills'],
        lifestyle: { foodPreference: 'vegetarian', cleanliness: 'clean' },
        alreadyHasRoom: true,
        roomDetails: { roomRent: 11000, maximumCapacity: 3, numberOfRoommatesLiving: 1 },
      },
    });
    expect(saved.status()).toBe(200);
    // She adds a photo of the room in the last step of her profile.
    await host.goto('/roommates/edit-profile');
    const edit = host.getByRole('form', { name: 'Edit your roommate profile' });
    for (let i = 0; i < 3; i++) await edit.getByRole('button', { name: 'Next' }).click();
    await edit.locator('input[type="file"]').setInputFiles(await roomPhoto());
    await expect(edit.getByRole('img', { name: 'Photo 1 of the room' })).toBeVisible();
    await expect(edit.getByText('You can add 5 more photos.')).toBeVisible();

    // 1. A new seeker creates a profile in the stepped form.
    const seeker = await newPerson();
    await registerVerified(seeker, 'tenant', 'Arjun', 'Mehta');
    const seekerMe = await meOf(seeker);
    await seeker.goto('/roommates/create-profile');
    const form = seeker.getByRole('form', { name: 'Create your roommate profile' });
    await expect(form).toBeVisible();
    await form.getByLabel('First name').fill('Arjun');
    await form.getByLabel('Age', { exact: true }).fill('26');
    await form.getByLabel('Occupation').fill('Software engineer');
    await snap(seeker, 'roommates-form-about');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Budget from (₹ a month)').fill('8000');
    await form.getByLabel('Budget up to (₹ a month)').fill('15000');
    await form.getByLabel('State').selectOption('Telangana');
    await form.getByLabel('City').selectOption('Hyderabad');
    const localities = form.getByRole('combobox', { name: 'Preferred localities' });
    await localities.click();
    await localities.fill('Banjara');
    await seeker.getByRole('option', { name: 'Banjara Hills' }).click();
    await localities.fill('Jubilee');
    await seeker.getByRole('option', { name: 'Jubilee Hills' }).click();
    await seeker.keyboard.press('Escape');
    await snap(seeker, 'roommates-form-places');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Food preference').selectOption('vegetarian');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Create profile' }).click();
    await expect(seeker).toHaveURL(/\/roommates(\?|$)/);

    // 2. Five matches, each explained.
    const matches = seeker.getByRole('list', { name: 'Your top matches' });
    await expect(matches.locator(':scope > li')).toHaveCount(5);
    await expect(matches.getByText(/^Budget overlaps ₹/).first()).toBeVisible();
    await expect(matches.getByText(/% match$/).first()).toBeVisible();
    await expect(matches.getByText('What matches').first()).toBeVisible();
    await snap(seeker, 'roommates-matches');

    // 3. Filtered to two or more free spots and no smoking, kept in the address.
    const filters = seeker.getByRole('button', { name: /^Filters/ });
    if (await filters.isVisible()) await filters.click();
    await seeker.getByLabel('Free spots').selectOption('2+');
    await seeker.getByLabel('Smoking and drinking').selectOption('no-smoking');
    await expect(seeker).toHaveURL(/capacity=2%2B/);
    await expect(seeker).toHaveURL(/substance=no-smoking/);
    await seeker.getByLabel('City', { exact: true }).last().selectOption('Hyderabad');
    await expect(
      seeker.getByRole('link', { name: /^View profile of Keerthana Venkataraghavan/ }),
    ).toBeVisible();
    await expect(seeker.getByText('Smokes', { exact: true })).toHaveCount(0);
    await snap(seeker, 'roommates-filtered');
    // The same results on a map: rooms at their locality, never an address.
    await seeker.getByText('Map', { exact: true }).click();
    await expect(
      seeker.getByRole('region', { name: 'Map of the rooms in these results' }),
    ).toBeVisible();
    await expect(seeker.getByText(/rooms? on the map, each at its locality/)).toBeVisible();
    await snap(seeker, 'roommates-map');
    await seeker.getByText('List', { exact: true }).click();

    // 4. A roommate request from her profile.
    await seeker.getByRole('link', { name: /^View profile of Keerthana Venkataraghavan/ }).click();
    await expect(seeker).toHaveURL(new RegExp(`/roommates/profile/${hostMe.id}$`));
    await expect(seeker.getByText(hostMe.firstName).first()).toBeVisible();
    await expect(seeker.getByRole('img', { name: 'Photo 1 of the room' })).toBeVisible();
    await seeker.getByRole('button', { name: 'Send a roommate request' }).click();
    await seeker.getByRole('textbox').last().fill('Hi Keerthana! I work in Banjara Hills.');
    await seeker.getByRole('button', { name: 'Send request' }).click();
    await expect(seeker.getByText(/pending|waiting/i).first()).toBeVisible();
    await snap(seeker, 'roommates-request-sent');

    // 5. She accepts from her requests.
    await host.goto('/roommates?tab=requests');
    await host.getByRole('button', { name: /^Accept request from Arjun/ }).click();
    await expect(host).toHaveURL(new RegExp(`/roommates/messages/${seekerMe.id}$`));

    // 6. Both chat under /roommates/messages.
    await host
      .getByRole('textbox', { name: 'Message' })
      .fill('Hello Arjun, the room is free from next month.');
    await host.getByRole('textbox', { name: 'Message' }).press('Enter');
    await seeker.goto(`/roommates/messages/${hostMe.id}`);
    await expect(
      seeker.getByRole('log').getByText('Hello Arjun, the room is free from next month.'),
    ).toBeVisible();
    await seeker.getByRole('textbox', { name: 'Message' }).fill('Great, can I visit on Saturday?');
    await seeker.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(host.getByRole('log').getByText('Great, can I visit on Saturday?')).toBeVisible();
    await snap(seeker, 'roommates-chat');
    await snap(host, 'roommates-chat-host');
  });

  test('a college page lists its open profiles to everyone, with a way to join', async ({
    newPerson,
    snap,
  }) => {
    const visitor = await newPerson();
    await visitor.goto('/roommates/iit-madras');
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('IIT Madras');
    // Its students, as public cards (no bio, no photo), and the way in.
    await expect(visitor.getByRole('link', { name: /^View profile of/ }).first()).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Sign up to connect' })).toBeVisible();
    await snap(visitor, 'roommates-college');
  });
});
