import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_URL, registerVerified } from './support';

const meOf = async (page: Page) =>
  (await (await page.request.get('/api/me')).json()) as { id: string; firstName: string };

/** One of the seeker's applications on /tenant/applications or their home, by listing title. */
const myApplication = (page: Page, title: string) =>
  page.getByRole('list', { name: 'My applications' }).getByRole('listitem').filter({
    hasText: title,
  });

/** Answers the Lifestyle Focused form's required questions, as the applicant sees them. */
async function answerLifestyle(
  page: Page,
  answers: {
    occupation: string;
    workSchedule: string;
    smoking: string;
    pets: string;
    visitors: string;
  },
) {
  await page.getByRole('textbox', { name: 'Occupation' }).fill(answers.occupation);
  await page.getByRole('combobox', { name: 'Work schedule' }).selectOption(answers.workSchedule);
  await page.getByRole('combobox', { name: 'Smoking' }).selectOption(answers.smoking);
  await page.getByRole('combobox', { name: 'Pets' }).selectOption(answers.pets);
  await page.getByRole('combobox', { name: 'Visitors' }).selectOption(answers.visitors);
}

type Snap = (page: Page, name: string) => Promise<void>;

/** Both widths from the top of the page: scrolled, the sticky header would sit mid-picture. */
async function snapTop(snap: Snap, page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

test.describe('renting', () => {
  test('an owner picks the Lifestyle form, chooses between two applicants, confirms a stay (its payment status from the ledger) and raises the rent; each seeker hears live', async ({
    newPerson,
    snap,
  }) => {
    // Three people, each seeing the others' steps live: several minutes on a busy 2-core machine.
    test.setTimeout(480_000);
    const stamp = Date.now().toString(36).slice(-5);
    const title = `Airy 2 BHK in Jayanagar 4th Block ${stamp}`;
    const rent = 14_000;

    // A new owner lists a home for rent.
    const owner = await newPerson();
    await registerVerified(owner, 'owner', 'Meenakshi', 'Sundaram');
    const ownerMe = await meOf(owner);
    const created = await owner.request.post('/api/properties', {
      headers: { origin: BASE_URL },
      data: {
        title,
        address: '14, 9th Main, 4th Block',
        state: 'Karnataka',
        city: 'Bengaluru',
        sublocality: 'Jayanagar',
        pincode: '560011',
        rent,
        bedrooms: 2,
      },
    });
    expect(created.status()).toBe(201);
    const propertyId = ((await created.json()) as { id: string }).id;

    // 1. The owner picks the Lifestyle Focused template on the listing's page.
    await owner.goto(`/owner/properties/${propertyId}`);
    await owner.getByRole('tab', { name: 'Application form' }).click();
    await expect(owner.getByText('Basic (default, not chosen yet)')).toBeVisible();
    await owner.getByRole('radio', { name: 'Lifestyle Focused' }).check();
    const preview = owner.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('combobox', { name: 'Work schedule' })).toBeVisible();
    await owner.getByRole('button', { name: 'Save form' }).click();
    await expect(owner.getByText('Application form saved')).toBeVisible();
    await expect(owner.getByText('Applicants see:').locator('..')).toContainText(
      'Lifestyle Focused',
    );
    await snapTop(snap, owner, 'renting-owner-form');

    // The owner waits on the listing's applications: empty, and filled live as seekers apply.
    await owner.getByRole('tab', { name: 'Applications' }).click();
    await expect(
      owner.getByText('No applications yet. They show here the moment a seeker applies.'),
    ).toBeVisible();
    const applicants = owner.getByRole('list', { name: 'Applications' });

    // 2. A seeker writes to the owner; the thread is limited until they apply, and offers it.
    const rohan = await newPerson();
    await registerVerified(rohan, 'tenant', 'Rohan', 'Kulkarni');
    await rohan.goto(`/properties/${propertyId}`);
    await rohan.getByRole('link', { name: 'Contact owner' }).click();
    await expect(rohan).toHaveURL(
      new RegExp(`/messages/${ownerMe.id}\\?propertyId=${propertyId}$`),
    );
    const hello =
      'Namaste! I would like to rent the flat from next month. I work at a bank nearby.';
    await rohan.getByRole('textbox', { name: 'Message' }).fill(hello);
    await rohan.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(rohan.getByRole('log').getByText(hello)).toBeVisible();
    await expect(rohan.getByText('You can send 4 more messages before applying.')).toBeVisible();
    await rohan.getByRole('link', { name: 'Apply for this property' }).click();
    await expect(rohan).toHaveURL(new RegExp(`/properties/${propertyId}/apply$`));
    await expect(rohan.getByRole('heading', { name: 'Apply for this property' })).toBeVisible();
    // The owner's Lifestyle questions, religion optional and said to be.
    await expect(
      rohan.getByText(
        'Religion is optional: you may leave it blank, and owners never filter or sort applicants by it.',
      ),
    ).toBeVisible();
    await expect(rohan.getByRole('textbox', { name: 'Religion' })).not.toHaveAttribute(
      'aria-required',
      'true',
    );
    await answerLifestyle(rohan, {
      occupation: 'Branch manager, Canara Bank',
      workSchedule: 'Regular day shift',
      smoking: 'No',
      pets: 'No pets',
      visitors: 'Rarely',
    });
    await rohan.getByRole('combobox', { name: 'Diet' }).selectOption('Vegetarian');
    await snapTop(snap, rohan, 'renting-apply-form');
    await rohan.getByRole('button', { name: 'Submit application' }).click();
    await expect(rohan.getByText('Application sent')).toBeVisible();
    await expect(applicants.getByRole('listitem')).toHaveCount(1);
    await expect(applicants.getByRole('listitem')).toContainText('Rohan Kulkarni');

    // 3. Back in the thread: it is open, no limit notice, and more than five messages go.
    await rohan.getByRole('link', { name: 'Back to the conversation' }).first().click();
    await expect(rohan).toHaveURL(
      new RegExp(`/messages/${ownerMe.id}\\?propertyId=${propertyId}$`),
    );
    const thread = rohan.getByRole('log');
    await expect(thread.getByText(hello)).toBeVisible();
    await expect(rohan.getByText(/more messages? before applying/)).toHaveCount(0);
    await expect(rohan.getByRole('link', { name: 'Apply for this property' })).toHaveCount(0);
    for (let n = 1; n <= 5; n++) {
      const text = `Applied now. Follow-up ${n}: happy to share documents.`;
      await rohan.getByRole('textbox', { name: 'Message' }).fill(text);
      await rohan.getByRole('textbox', { name: 'Message' }).press('Enter');
      await expect(thread.getByText(text)).toBeVisible();
    }
    await expect(rohan.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    await snapTop(snap, rohan, 'renting-thread-open');

    // A second seeker applies from the listing page.
    const kavya = await newPerson();
    await registerVerified(kavya, 'tenant', 'Kavya', 'Iyer');
    await kavya.goto(`/properties/${propertyId}`);
    await kavya.getByRole('link', { name: 'Apply for this property' }).click();
    await answerLifestyle(kavya, {
      occupation: 'Night-shift nurse, St. John’s Hospital',
      workSchedule: 'Night shift',
      smoking: 'Occasionally',
      pets: 'Dog(s)',
      visitors: 'Frequently',
    });
    await kavya.getByRole('button', { name: 'Submit application' }).click();
    await expect(kavya.getByText('Application sent')).toBeVisible();

    // Both seekers watch their applications; each is Submitted.
    await rohan.goto('/tenant/applications');
    await kavya.goto('/tenant/applications');
    await expect(myApplication(rohan, title)).toContainText('Submitted');
    await expect(myApplication(kavya, title)).toContainText('Submitted');

    // 4. The owner sees both applicants, rejects Kavya with a reason and approves Rohan.
    await expect(applicants.getByRole('listitem')).toHaveCount(2);
    await owner.getByRole('button', { name: 'Open the application of Kavya Iyer' }).click();
    const kavyaDrawer = owner.getByRole('dialog', { name: 'Application from Kavya Iyer' });
    await expect(kavyaDrawer.getByText('Night shift', { exact: true })).toBeVisible();
    await expect(kavyaDrawer.getByText('Dog(s)')).toBeVisible();
    await snapTop(snap, owner, 'renting-owner-application');
    await kavyaDrawer.getByRole('button', { name: 'Reject the application of Kavya Iyer' }).click();
    const reason = 'We are looking for someone without pets; the society does not allow dogs.';
    await kavyaDrawer.getByRole('textbox', { name: 'Reason (optional)' }).fill(reason);
    await kavyaDrawer.getByRole('button', { name: 'Reject application' }).click();
    await expect(owner.getByText("Kavya Iyer's application rejected")).toBeVisible();
    await expect(kavyaDrawer).toContainText(`Reason: ${reason}`);
    await owner.keyboard.press('Escape');
    await expect(kavyaDrawer).toBeHidden();

    await owner.getByRole('button', { name: 'Open the application of Rohan Kulkarni' }).click();
    const rohanDrawer = owner.getByRole('dialog', { name: 'Application from Rohan Kulkarni' });
    await expect(rohanDrawer.getByText('Branch manager, Canara Bank')).toBeVisible();
    await rohanDrawer
      .getByRole('button', { name: 'Approve the application of Rohan Kulkarni' })
      .click();
    await expect(owner.getByText("Rohan Kulkarni's application approved")).toBeVisible();
    await owner.keyboard.press('Escape');
    await expect(rohanDrawer).toBeHidden();
    await expect(applicants.getByRole('listitem').filter({ hasText: 'Kavya Iyer' })).toContainText(
      'Rejected',
    );
    await expect(
      applicants.getByRole('listitem').filter({ hasText: 'Rohan Kulkarni' }),
    ).toContainText('Approved');

    // 5. Each seeker sees the decision live, without reloading: the rejected one with the reason.
    await expect(myApplication(kavya, title)).toContainText('Rejected');
    await expect(myApplication(kavya, title)).toContainText(`Reason: ${reason}`);
    await expect(myApplication(rohan, title)).toContainText('Approved');
    await expect(
      myApplication(kavya, title).getByRole('button', { name: /^Withdraw/ }),
    ).toHaveCount(0);
    await snapTop(snap, kavya, 'renting-seeker-rejected');

    // 6. The approved seeker books a stay from the listing page; the total shows before sending.
    await rohan.goto(`/properties/${propertyId}`);
    await rohan.getByRole('button', { name: 'Book a stay' }).click();
    const booking = rohan.getByRole('dialog', { name: `Book a stay at ${title}` });
    await booking
      .getByRole('textbox', { name: 'Notes for the owner' })
      .fill('Two of us, arriving in the evening with a small tempo of furniture.');
    const request = booking.getByRole('button', { name: 'Request booking for ₹14,000' });
    await expect(request).toBeVisible();
    await snapTop(snap, rohan, 'renting-book-stay');
    await request.click();
    await expect(rohan.getByText('Booking requested')).toBeVisible();
    await rohan.getByRole('link', { name: 'See my stays' }).click();
    await expect(rohan).toHaveURL(/\/tenant$/);
    const stays = rohan.getByRole('region', { name: 'My stays' });
    const stay = stays.getByRole('listitem').filter({ hasText: title });
    await expect(stay).toContainText('Pending');
    // No ledger yet, so no money status.
    await expect(stay).not.toContainText('Payment due');

    // 7. The owner confirms it; both sides read, live, what its new ledger says: the first
    // payment falls due in a week. Nobody sets a payment status by hand.
    await owner.getByRole('tab', { name: 'Stays' }).click();
    const ownerStay = owner.getByRole('listitem').filter({ hasText: 'Rohan Kulkarni' });
    await expect(ownerStay).toContainText('Total ₹14,000 (rent ₹14,000 a month)');
    await ownerStay.getByRole('button', { name: /^Confirm the stay of Rohan Kulkarni/ }).click();
    await expect(owner.getByText('Booking confirmed')).toBeVisible();
    await expect(ownerStay).toContainText('Confirmed');
    await expect(ownerStay).toContainText('Payment due');
    await expect(ownerStay.getByRole('combobox')).toHaveCount(0);
    await expect(stay).toContainText('Confirmed');
    await expect(stay).toContainText('Payment due');
    await snapTop(snap, owner, 'renting-owner-stays');

    // 8. The owner sets a 5% yearly escalation and applies it now; both sides see ₹14,700.
    await owner.getByRole('tab', { name: 'Rent escalation' }).click();
    await expect(
      owner.getByText('No rent escalation settings found for this property'),
    ).toBeVisible();
    await expect(owner.getByRole('textbox', { name: 'Increase (%)' })).toHaveValue('5%');
    await expect(owner.getByRole('textbox', { name: 'Every (months)' })).toHaveValue('12');
    await owner.getByRole('button', { name: 'Save rent escalation' }).click();
    await expect(owner.getByText('Rent escalation saved')).toBeVisible();
    const summary = owner.locator('dl > *');
    await expect(summary.filter({ hasText: 'Current rent' })).toContainText('₹14,000');
    await expect(owner.getByText('No increase has been applied yet.')).toBeVisible();
    await owner.getByRole('button', { name: 'Apply increase now' }).click();
    const applyDialog = owner.getByRole('dialog', { name: 'Apply the rent increase now?' });
    await expect(applyDialog).toContainText('+₹700 (5%)');
    await applyDialog.getByRole('button', { name: 'Apply: rent becomes ₹14,700' }).click();
    await expect(owner.getByText('Rent increased to ₹14,700')).toBeVisible();
    await expect(summary.filter({ hasText: 'Current rent' })).toContainText('₹14,700');
    await expect(summary.filter({ hasText: 'Initial rent' })).toContainText('₹14,000');
    await expect(summary.filter({ hasText: 'Last increase' })).not.toContainText('Not yet');
    const history = owner.getByRole('table', { name: 'Every increase made, newest first.' });
    const rows = history.getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByRole('cell')).toHaveText([
      /\d{4}$/,
      '₹14,000',
      '₹14,700',
      '+₹700 (5%)',
      'By the owner',
      'Yes',
      'Yes',
    ]);
    await snapTop(snap, owner, 'renting-owner-rent');

    // The tenant is told live on their home, and the listing's rent is the new one.
    const notices = rohan.getByRole('list', { name: 'Rent notices' });
    await expect(notices.getByRole('listitem').filter({ hasText: title })).toContainText(
      /The rent rose from ₹14,000 to ₹14,700 on /,
    );
    await snapTop(snap, rohan, 'renting-tenant-home');
    // The tenant acknowledges it; the owner sees that live in the listing's notices.
    const toldRohan = owner.getByRole('row').filter({ hasText: 'Rohan Kulkarni (tenant)' });
    await expect(toldRohan).toContainText('Not yet');
    await notices.getByRole('button', { name: `Acknowledge the rent notice for ${title}` }).click();
    await expect(notices.getByText(/^Acknowledged /)).toBeVisible();
    await expect(toldRohan).toContainText(/Acknowledged \d{1,2} \w{3} \d{4}/);
    // The tenant opens the listing's rent history on their home, beside the notices.
    await rohan.getByRole('button', { name: `Rent history of ${title}` }).click();
    const tenantTable = rohan.getByRole('table', { name: 'Every increase made, newest first.' });
    await expect(tenantTable.getByRole('row').nth(1)).toContainText('₹14,700');
    await expect(tenantTable.getByRole('row').nth(1)).toContainText('₹14,000');
    // And the application card shows the new rent without reloading.
    await expect(rohan.getByRole('list', { name: 'My applications' })).toContainText(
      '₹14,700/month',
    );
    await snapTop(snap, rohan, 'renting-tenant-history');
    // Tenants read the listing's history through the API too (decision 016); the rejected
    // seeker may not.
    const tenantHistory = await rohan.request.get(
      `/api/properties/${propertyId}/rent-escalation/history`,
    );
    expect(tenantHistory.status()).toBe(200);
    const entries = (
      (await tenantHistory.json()) as {
        history: Array<{ previousRent: number; newRent: number; appliedAutomatically: boolean }>;
      }
    ).history;
    expect(entries).toMatchObject([
      { previousRent: 14_000, newRent: 14_700, appliedAutomatically: false },
    ]);
    const refused = await kavya.request.get(
      `/api/properties/${propertyId}/rent-escalation/history`,
    );
    expect(refused.status()).toBe(403);
    await rohan.goto(`/properties/${propertyId}`);
    await expect(rohan.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(rohan.getByText('₹14,700').first()).toBeVisible();
  });
});
