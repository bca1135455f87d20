/**
 * Vehicle bluebook (issue 27; ADR 210–214): a reader adds a motorcycle registered in Bagmati, sees
 * the estimate with its Act, fiscal year and sources and the due date in BS and AD, records a
 * renewal made at the office (the due date moves), and finds it in the history with the 30-day
 * filter. Nepali on a phone, English on a desktop. Screenshots in e2e/artifacts; axe clean.
 *
 * The clock is CLOCK_AT (e2e/clock.ts): BS 2083-08-08. The motorcycle's bluebook says it was
 * renewed on BS 2082-02-15, so its tax for FY 2082/83 fell due at the end of Chaitra 2082
 * (2082-12-30) and is now in the next fiscal year: 20% + 32% fine on Rs 5,000 (150 cc), Rs 300
 * renewal charge (2082/83 guides): Rs 7,900 in all.
 */
import { type BrowserContext, expect as baseExpect, type Page, type TestInfo, test } from '@playwright/test';
import {
  ARTIFACTS,
  adminToken,
  apiFrom,
  axeViolations,
  E2E_PASSWORD,
  type Lang,
  setPrefs,
  signUpVerified,
} from './helpers';

const expect = baseExpect.configure({ timeout: 20_000 });
const PASSWORD = 'correct horse battery';

const TEXT = {
  np: {
    email: 'इमेल',
    password: 'पासवर्ड',
    loginSubmit: 'लगइन गर्नुहोस्',
    plate: 'दर्ता नम्बर',
    size: 'इन्जिन सीसी वा मोटर किलोवाट',
    renewal: 'ब्लुबुकमा लेखिएको नवीकरण मिति (वि.सं.)',
    save: 'सुरक्षित गर्नुहोस्',
    total: 'रू ७,९००',
    act: 'बागमती प्रदेश आर्थिक ऐन २०८२/८३',
    due: /२०८२ चैत्र ३० \(२०२६ अप्रिल १३\)/,
    record: 'अन्यत्र गरेको नवीकरण लेख्नुहोस्',
    renewedOn: 'नवीकरण मिति (वि.सं.)',
    amount: 'तिरेको रकम (रू, ऐच्छिक)',
    noTable: 'आ.व. २०८४/८५',
    history: 'नवीकरणको इतिहास',
    from: 'देखि (वि.सं.)',
    to: 'सम्म (वि.सं.)',
    filter: 'छान्नुहोस्',
    wide: 'मितिको दायरा ३० दिनभन्दा बढी हुनु हुँदैन',
    paid: 'रू ५,३००',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    loginSubmit: 'Log in',
    plate: 'Registration number',
    size: 'Engine cc or motor kW',
    renewal: 'Renewal date written in the bluebook (BS)',
    save: 'Save',
    total: 'Rs 7,900',
    act: 'Bagmati Province Finance Act 2082/83',
    due: /(Chaitra 30, 2082|30 Chaitra 2082|2082 Chaitra 30) \((April 13, 2026|13 April 2026|2026 April 13)\)/,
    record: 'Record a renewal made elsewhere',
    renewedOn: 'Renewal date (BS)',
    amount: 'Amount paid (Rs, optional)',
    noTable: 'FY 2084/85',
    history: 'Renewal history',
    from: 'From (BS)',
    to: 'To (BS)',
    filter: 'Filter',
    wide: 'The date range should not exceed 30 days',
    paid: 'Rs 5,300',
  },
} as const;

// Sign-up, two saves and two axe runs on two shared cores: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

let counter = 0;

async function signIn(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  lang: Lang,
  info: TestInfo,
) {
  await setPrefs(context, baseURL, { lang, theme: 'light' });
  counter += 1;
  const email = `bluebook-${info.project.name}-${Date.now().toString(36)}-${counter}@example.com`;
  await signUpVerified({ fullName: 'Ram Thapa', email, password: PASSWORD });
  const t = TEXT[lang];
  await page.goto('/login?redirect=%2Fservices%2Fbluebook');
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.loginSubmit, exact: true }).click();
  await expect(page).toHaveURL(/\/services\/bluebook$/);
}

async function flow(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  lang: Lang,
  info: TestInfo,
) {
  const t = TEXT[lang];
  await signIn(page, context, baseURL, lang, info);
  const add = page.locator('section', { has: page.locator('#bb-add-h') });
  await add.getByLabel(t.plate).fill(lang === 'np' ? 'बा ८३ प ४५६७' : 'Ba 83 Pa 4567');
  await add.getByLabel(t.size, { exact: true }).fill('150');
  await add.getByLabel(t.renewal, { exact: true }).fill('2082-02-15');
  await add.getByRole('button', { name: t.save, exact: true }).click();

  const vehicle = page.locator('article.bb-vehicle').first();
  await expect(vehicle.locator('.bb-total')).toContainText(t.total);
  await expect(vehicle).toContainText(t.act);
  await expect(vehicle.locator('.bb-due')).toContainText(t.due);
  await expect(
    vehicle.locator('a[href="https://thirdwheel.com.np/bluebook-tax-rates"]').first(),
  ).toBeAttached();
  await page.screenshot({ path: `${ARTIFACTS}/bluebook-${lang}-${info.project.name}.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // A renewal made at the office on BS 2083-08-01: the next due date moves to FY 2084/85, which has no table.
  await vehicle.getByText(t.record, { exact: true }).click();
  const record = vehicle.locator('.bb-record form');
  await record.getByLabel(t.renewedOn, { exact: true }).fill('2083-08-01');
  await record.getByLabel(t.amount, { exact: true }).fill('5300');
  await record.getByRole('button', { name: t.save, exact: true }).click();
  await expect(vehicle.locator('.bb-notable')).toContainText(t.noTable);

  await page.getByRole('link', { name: t.history, exact: true }).click();
  await expect(page).toHaveURL(/\/services\/bluebook\/history$/);
  const table = page.locator('table.bb-history');
  await expect(table).toContainText(t.paid);
  // Wider than 30 days: a clear message, in the page's language.
  await page.getByLabel(t.from, { exact: true }).fill('2083-06-01');
  await page.getByLabel(t.to, { exact: true }).fill('2083-08-08');
  await page.getByRole('button', { name: t.filter, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(t.wide);
  await page.getByLabel(t.from, { exact: true }).fill('2083-07-20');
  await page.getByRole('button', { name: t.filter, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(table).toContainText(t.paid);
  await page.screenshot({
    path: `${ARTIFACTS}/bluebook-history-${lang}-${info.project.name}.png`,
    fullPage: true,
  });
  expect(await axeViolations(page)).toEqual([]);
}

test('@phone Nepali: add a Bagmati motorcycle, see the estimate and due date, record a renewal, see the history', async ({
  page,
  context,
  baseURL,
}, info) => {
  await flow(page, context, baseURL, 'np', info);
});

test('@desktop English: add a Bagmati motorcycle, see the estimate and due date, record a renewal, see the history', async ({
  page,
  context,
  baseURL,
}, info) => {
  await flow(page, context, baseURL, 'en', info);
});

test('@phone the calculator and /services work without an account', async ({ page, context, baseURL }) => {
  await setPrefs(context, baseURL, { lang: 'np' });
  await page.goto('/services');
  const main = page.locator('#main');
  await expect(main.getByRole('link', { name: 'सवारी ब्लुबुक' })).toHaveAttribute('href', '/services/bluebook');
  await expect(main.getByRole('link', { name: 'परामर्श' })).toHaveAttribute('href', '/paramarsha');
  await page.goto('/services/bluebook?province=bagmati&category=motorcycle&size=150&renewal_date=2082-02-15');
  await expect(page.locator('.bb-calc .bb-total')).toContainText(TEXT.np.total);
  await page.goto('/services/bluebook?province=koshi&category=car&size=1200&renewal_date=2082-02-15');
  await expect(page.locator('.bb-calc .bb-notable')).toContainText('कोशी');
  expect(await axeViolations(page)).toEqual([]);
});

/**
 * Paying a renewal through Patro (ADR 240, 241): with no service fee the page says it is not
 * available; once an admin sets Rs 150 the reader sees Rs 5,000 tax + Rs 300 charge + Rs 2,600
 * fine + Rs 150 fee = Rs 8,050 as an estimate with the promise about differences, pays at the
 * eSewa stand-in, and support staff take it to submitted, renewed and a receipt; the reader's
 * history shows every step, the gateway reference and the receipt.
 */
test('@desktop English: pay a renewal through Patro, staff complete it with a receipt, the history shows it', async ({
  page,
  context,
  baseURL,
  browser,
}, info) => {
  test.slow();
  const admin = await adminToken();
  const fee = (paisa: number | null) =>
    apiFrom('PUT', '/admin/bluebook/service-fee', { service_fee_paisa: paisa }, admin);
  expect((await fee(null)).status).toBe(200);
  const staffEmail = `bluebook-staff-${Date.now().toString(36)}@example.com`;
  await signUpVerified({ fullName: 'Hari Staff', email: staffEmail, password: E2E_PASSWORD });
  const granted = await apiFrom(
    'PUT',
    '/admin/users/roles',
    { email: staffEmail, role: 'support', granted: true },
    admin,
  );
  expect(granted.status).toBe(200);

  await signIn(page, context, baseURL, 'en', info);
  const add = page.locator('section', { has: page.locator('#bb-add-h') });
  await add.getByLabel('Registration number').fill('Ba 84 Pa 1234');
  await add.getByLabel('Engine cc or motor kW', { exact: true }).fill('150');
  await add.getByLabel('Renewal date written in the bluebook (BS)', { exact: true }).fill('2082-02-15');
  await add.getByRole('button', { name: 'Save', exact: true }).click();
  const vehicle = page.locator('article.bb-vehicle', { hasText: 'Ba 84 Pa 1234' });
  await expect(vehicle.locator('.bb-pay')).toContainText(
    'Paying for a renewal through Patro is not available yet.',
  );

  expect((await fee(15_000)).status).toBe(200);
  await page.reload();
  const pay = vehicle.locator('.bb-pay');
  await expect(pay.locator('.bb-total')).toContainText('Rs 8,050');
  await expect(pay).toContainText('Service fee');
  await expect(pay).toContainText('estimate from Bagmati Province Finance Act 2082/83');
  await expect(pay).toContainText('staff contact you');
  await pay.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/bluebook-pay-en-${info.project.name}.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await pay.getByRole('button', { name: 'Pay with eSewa' }).click();
  await page.getByRole('button', { name: /Pay \(success\)/ }).click();
  await expect(page.getByTestId('payment-outcome')).toBeVisible();
  await page.getByRole('link', { name: 'Bluebook renewal history' }).click();
  const paid = page.getByTestId('bb-paid').filter({ hasText: 'Ba 84 Pa 1234' });
  await expect(paid.locator('.bb-status')).toHaveText('Paid');
  await expect(paid).toContainText('Rs 8,050');
  expect(await axeViolations(page)).toEqual([]);

  // Support staff: submitted, renewed on the office's date, the receipt.
  const staffContext = await browser.newContext();
  await setPrefs(staffContext, baseURL, { lang: 'en', theme: 'light' });
  const staff = await staffContext.newPage();
  await staff.goto('/login?redirect=%2Fadmin%2Fbluebook-renewals');
  await staff.getByLabel('E-mail', { exact: true }).fill(staffEmail);
  await staff.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await staff.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(staff).toHaveURL(/\/admin\/bluebook-renewals/);
  const card = staff.getByTestId('bb-staff-renewal').filter({ hasText: 'Ba 84 Pa 1234' });
  await card.getByRole('button', { name: 'Mark submitted' }).click();
  await expect(card.locator('.bb-status')).toHaveText('Submitted at the office');
  await card.getByLabel('Renewal date the office gave (BS)').fill('2083-08-05');
  await card.getByRole('button', { name: 'Mark renewed' }).click();
  await expect(card.locator('.bb-status')).toHaveText('Renewed');
  await card.getByLabel('Upload the receipt (picture or PDF)').setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
  await card.getByRole('button', { name: 'Send the receipt' }).click();
  await expect(card.locator('.bb-status')).toHaveText('Receipt uploaded');
  await staff.screenshot({ path: `${ARTIFACTS}/bluebook-staff-en-${info.project.name}.png`, fullPage: true });
  await staffContext.close();

  await page.reload();
  await expect(paid.locator('.bb-status')).toHaveText('Receipt uploaded');
  await expect(paid.locator('.bb-steps li')).toHaveCount(4);
  await expect(paid.getByTestId('bb-receipt')).toBeVisible();
  await expect(paid).toContainText('Payment reference');
  await expect(page.locator('table.bb-history')).toContainText('Through Patro');
  await page.screenshot({
    path: `${ARTIFACTS}/bluebook-pay-history-en-${info.project.name}.png`,
    fullPage: true,
  });
  await fee(null);
});
