import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { BASE_URL, deferredPartsLoaded, registerVerified } from './support';

/** A photo made at run time (the server decodes and re-encodes what it gets). */
async function photo(): Promise<string> {
  const dir = path.join(tmpdir(), 'nivaas-e2e-files');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'kitchen.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#f4e7d3"/><rect x="40" y="260" width="560" height="40" fill="#8a5a3b"/><rect x="80" y="300" width="200" height="160" fill="#c9d6df"/><rect x="360" y="300" width="200" height="160" fill="#c9d6df"/><circle cx="480" cy="120" r="60" fill="#f2b134"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

const meOf = async (page: Page) =>
  (await (await page.request.get('/api/me')).json()) as { id: string; firstName: string };

const online = (page: Page) => expect(page.getByRole('banner').getByText('Online')).toBeVisible();

test.describe('conversations', () => {
  test('a seeker contacts an owner about a listing; both talk live; the owner blocks', async ({
    newPerson,
    snap,
  }) => {
    // Two people, live messages, offline sends and a photo: 2 minutes on a busy 2-core machine.
    test.setTimeout(300_000);
    const owner = await newPerson();
    await registerVerified(owner, 'owner', 'Lakshmi', 'Rao');
    const ownerMe = await meOf(owner);
    const created = await owner.request.post('/api/properties', {
      headers: { origin: BASE_URL },
      data: {
        title: 'Sunny 2 BHK near Brodipet market',
        address: '12-3-45, Lakshmipuram Main Road',
        state: 'Andhra Pradesh',
        city: 'Guntur',
        sublocality: 'Brodipet',
        pincode: '522002',
        rent: 14_000,
        bedrooms: 2,
      },
    });
    expect(created.status()).toBe(201);
    const property = (await created.json()) as { id: string };

    const seeker = await newPerson();
    const seekerContext = seeker.context();
    await registerVerified(seeker, 'tenant', 'Arjun', 'Mehta');
    const seekerMe = await meOf(seeker);

    // The owner waits in their inbox: empty for a new account.
    await owner.goto('/owner/messages');
    await expect(owner.getByText('No conversations yet')).toBeVisible();
    await online(owner);

    // The seeker opens the listing and contacts the owner.
    await seeker.goto(`/properties/${property.id}`);
    await seeker.getByRole('link', { name: 'Contact owner' }).click();
    await expect(seeker).toHaveURL(
      new RegExp(`/messages/${ownerMe.id}\\?propertyId=${property.id}$`),
    );
    const seekerThread = seeker.getByRole('log');
    await expect(seeker.getByRole('heading', { name: 'Lakshmi Rao' })).toBeVisible();
    await expect(seeker.getByText('You can send 5 more messages before applying.')).toBeVisible();
    await expect(seeker.getByRole('link', { name: 'Apply for this property' })).toHaveAttribute(
      'href',
      `/properties/${property.id}/apply`,
    );
    await online(seeker);
    const first = 'Namaste! Is the flat still available from December? I work at the Guntur GGH.';
    await seeker.getByRole('textbox', { name: 'Message' }).fill(first);
    await seeker.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(seekerThread.getByText(first)).toBeVisible();
    await expect(seeker.getByText('You can send 4 more messages before applying.')).toBeVisible();

    // The owner hears of it at once: a toast for 5 seconds, and the thread in the inbox with one
    // unread.
    const toast = owner.getByRole('status').filter({ hasText: 'New message from Arjun Mehta' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(`${first.slice(0, 50).trimEnd()}…`);
    const inbox = owner.getByRole('navigation', { name: 'Conversations' });
    await expect(inbox.getByRole('link', { name: /Arjun Mehta/ })).toBeVisible();
    await expect(inbox.getByLabel('1 unread message')).toBeVisible();
    await expect(toast).toBeHidden();
    await snap(owner, 'messages-inbox');

    // The next message brings a new toast. A click on it at once (it lasts 5 seconds) opens the
    // thread and reads it; the seeker sees "Seen".
    const second = 'Could I come and see it on Saturday morning?';
    await seeker.getByRole('textbox', { name: 'Message' }).fill(second);
    await seeker.getByRole('textbox', { name: 'Message' }).press('Enter');
    await owner.getByRole('button', { name: 'Open the conversation with Arjun Mehta' }).click();
    await expect(owner).toHaveURL(
      new RegExp(`/messages/${seekerMe.id}\\?propertyId=${property.id}$`),
    );
    await expect(owner.getByRole('log').getByText(first)).toBeVisible();
    await expect(owner.getByRole('log').getByText(second)).toBeVisible();
    await expect(seeker.getByText('Seen', { exact: true })).toBeVisible();
    await expect(seeker.getByText('You can send 3 more messages before applying.')).toBeVisible();
    await expect(inbox.getByLabel(/unread message/)).toHaveCount(0);

    // The owner types (the seeker sees it), replies, and sends a photo; both arrive live.
    const composer = owner.getByRole('textbox', { name: 'Message' });
    await composer.fill('Yes, it is free from 1 December.');
    await expect(seeker.getByText('Lakshmi Rao is typing…')).toBeVisible();
    await composer.press('Enter');
    await expect(seekerThread.getByText('Yes, it is free from 1 December.')).toBeVisible();
    await owner.locator('input[type="file"]').setInputFiles(await photo());
    await expect(owner.getByRole('img', { name: 'kitchen.png' })).toBeVisible();
    await expect(seekerThread.getByRole('img', { name: 'kitchen.png' })).toBeVisible();
    await snap(seeker, 'messages-thread');

    // Written offline: shown as waiting, sent on reconnect, exactly once.
    await deferredPartsLoaded(seeker);
    await seekerContext.setOffline(true);
    await expect(seeker.getByRole('banner').getByText('Offline')).toBeVisible();
    const offline = 'Sending this from the bus, the signal comes and goes.';
    await seeker.getByRole('textbox', { name: 'Message' }).fill(offline);
    await seeker.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(seeker.getByText('Waiting for connection…')).toBeVisible();
    await snap(seeker, 'messages-thread-offline');
    await seekerContext.setOffline(false);
    await expect(owner.getByRole('log').getByText(offline)).toBeVisible();
    await expect(seeker.getByText('Waiting for connection…')).toHaveCount(0);
    await expect(seekerThread.getByText(offline)).toHaveCount(1);
    await expect(owner.getByRole('log').getByText(offline)).toHaveCount(1);
    // No toast for the thread the owner is reading.
    await expect(owner.getByText('New message from Arjun Mehta')).toHaveCount(0);

    // The seeker deletes that message; it goes for the owner too.
    const mine = seekerThread.locator('[data-message-id]').filter({ hasText: offline });
    await mine.getByRole('button', { name: 'Delete message' }).click();
    await seeker.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(seekerThread.getByText(offline)).toHaveCount(0);
    await expect(owner.getByRole('log').getByText(offline)).toHaveCount(0);

    // Written offline in a second tab that is closed before the signal returns: it goes out when
    // the seeker opens Nivaas again, once.
    const tab = await seekerContext.newPage();
    await tab.goto(seeker.url());
    await expect(tab.getByRole('log').getByText('Yes, it is free from 1 December.')).toBeVisible();
    await deferredPartsLoaded(tab);
    await seekerContext.setOffline(true);
    await expect(tab.getByRole('banner').getByText('Offline')).toBeVisible();
    const closedTab = 'Typed on the train, the tab closed before it could go.';
    await tab.getByRole('textbox', { name: 'Message' }).fill(closedTab);
    await tab.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(tab.getByText('Waiting for connection…')).toBeVisible();
    await tab.close();
    await seekerContext.setOffline(false);
    await seeker.reload();
    await expect(owner.getByRole('log').getByText(closedTab)).toBeVisible();
    await expect(seekerThread.getByText(closedTab)).toHaveCount(1);
    await expect(owner.getByRole('log').getByText(closedTab)).toHaveCount(1);

    // The owner blocks; the seeker's next send is refused with the spec's text.
    await owner.getByRole('button', { name: 'Conversation options' }).click();
    await owner.getByRole('menuitem', { name: 'Block conversation' }).click();
    await owner.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(owner.getByText('This conversation has been blocked')).toBeVisible();
    await expect(owner.getByText(/^You blocked this conversation on /)).toBeVisible();
    await expect(seeker.getByText('This conversation has been blocked')).toBeVisible();
    await expect(seeker.getByText(/^Lakshmi Rao blocked this conversation on /)).toBeVisible();
    // The owner's block is the owner's own: the seeker has nothing to lift.
    await expect(seeker.getByRole('button', { name: 'Unblock' })).toHaveCount(0);
    await expect(seeker.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    const list = (await (await seeker.request.get('/api/conversations')).json()) as {
      conversations: Array<{ id: string }>;
    };
    const refused = await seeker.request.post(
      `/api/conversations/${list.conversations[0]!.id}/messages`,
      {
        headers: { origin: BASE_URL },
        data: { content: 'Are you there?', clientKey: `e2e-${Date.now()}` },
      },
    );
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toBe('This conversation has been blocked');
    await snap(owner, 'messages-thread-blocked');

    // Unblocking lets the conversation go on.
    await owner.getByRole('button', { name: 'Unblock conversation' }).click();
    await expect(seeker.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  });
});
