/**
 * Subscriptions and payments (ADR 181–187): a visitor sees the packages and is asked to sign in;
 * a reader starts the trial, then buys the annual package through a gateway's local stand-in,
 * sees "Validating payment…" while the server checks with the gateway, then the subscription
 * active with its days left and the receipt. Nepali at phone width with eSewa, English at desktop
 * width with Khalti.
 */
import { expect, type Page, test } from '@playwright/test';
import { API_URL, adminToken, apiFrom, holdRequests, isPhone, setPrefs, shot } from './helpers';

async function signedInReader(page: Page, lang: 'np' | 'en') {
  const email = `buyer-${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const signUp = await page.request.post(`${API_URL}/users/signup`, {
    data: { full_name: 'Sita Buyer', email, password: 'correct horse battery 7' },
  });
  expect(signUp.status()).toBe(202);
  const mails = (await (
    await page.request.get(`${API_URL}/dev/outbox`, { params: { to: email } })
  ).json()) as {
    links: string[];
  }[];
  const link = mails.flatMap((m) => m.links).find((l) => l.includes('/user-verify?token='));
  expect(link).toBeDefined();
  const url = new URL(link as string);
  url.searchParams.set('redirect', '/subscription');
  // Opening the mailed link verifies the address and signs in (ADR 061), then goes on.
  await page.goto(`${url.pathname}${url.search}`);
  await page.waitForURL((at) => at.pathname === '/subscription');
  return email;
}

const TEXT = {
  np: {
    package: 'वार्षिक विज्ञापनरहित',
    notPriced: 'अहिले बिक्रीमा छैन: मूल्य तोकिएको छैन',
    price: 'रू ५००',
    signIn: 'किन्न वा परीक्षण सुरु गर्न साइन इन गर्नुहोस्',
    trial: '७ दिन निःशुल्क परीक्षण सुरु गर्नुहोस्',
    trialDays: '७ दिन बाँकी',
    pay: 'इसेवा बाट तिर्नुहोस्',
    validating: 'भुक्तानी प्रमाणित गर्दै…',
    done: 'धन्यवाद! तपाईं अब प्रिमियम सदस्य हुनुहुन्छ।',
    after: '३७२ दिन बाँकी',
    see: 'मेरो सदस्यता हेर्नुहोस्',
    receipt: 'रसिद',
    receiptTitle: 'भुक्तानीको रसिद',
  },
  en: {
    package: 'Annual ad-free',
    notPriced: 'Not on sale yet: its price has not been set',
    price: 'Rs 500',
    signIn: 'Sign in to buy or to start a trial',
    trial: 'Start a 7-day free trial',
    trialDays: '7 days left',
    pay: 'Pay with Khalti',
    validating: 'Validating payment…',
    done: 'Thank you! You are now a premium member.',
    after: '372 days left',
    see: 'See my subscription',
    receipt: 'Receipt',
    receiptTitle: 'Payment receipt',
  },
} as const;

test('packages for a visitor, a trial, then the annual package through a stand-in: validated, active, receipt', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const lang = isPhone(testInfo) ? 'np' : 'en';
  const text = TEXT[lang];
  await setPrefs(context, baseURL, { lang });

  // No price is invented (ADR 181): unpriced, the package is shown but not on sale.
  const admin = await adminToken();
  const packages = await apiFrom('GET', '/api/packages?locale=en');
  const annual = (packages.body.data as { id: number; type: string }[]).find((p) => p.type === 'annual');
  const setPrice = async (price_paisa: number | null) =>
    expect((await apiFrom('PATCH', `/admin/packages/${annual?.id}`, { price_paisa }, admin)).status).toBe(
      200,
    );
  await setPrice(null);
  // Public pages are cached for a minute: each state is read at its own address.
  await page.goto(`/subscription-packages?unpriced=${testInfo.project.name}`);
  await expect(page.getByRole('heading', { name: text.package })).toBeVisible();
  await expect(page.getByText(text.notPriced)).toBeVisible();
  // The operator sets this test's price; the page now sells the package.
  await setPrice(50_000);
  await page.goto(`/subscription-packages?priced=${testInfo.project.name}`);
  await expect(page.getByText(text.price)).toBeVisible();
  await expect(page.getByRole('link', { name: text.signIn })).toBeVisible();
  await shot(page, testInfo, `subscription-packages-${lang}`);

  await signedInReader(page, lang);
  await page.getByRole('button', { name: text.trial }).click();
  await expect(page.getByText(text.trialDays)).toBeVisible();

  await page.getByRole('button', { name: text.pay }).click();
  // The stand-in's payment page: the tester chooses success.
  await page.getByRole('button', { name: /Pay \(success\)/ }).click();
  const release = await holdRequests(page, /\/subscription\/orders\/[^/]+\/return$/);
  await expect(page.getByText(text.validating)).toBeVisible();
  await shot(page, testInfo, `subscription-validating-${lang}`);
  release();
  await expect(page.getByText(text.done)).toBeVisible();

  await page.getByRole('link', { name: text.see }).click();
  await expect(page.getByText(text.after)).toBeVisible();
  await shot(page, testInfo, `subscription-active-${lang}`);
  await page.getByRole('link', { name: text.receipt }).first().click();
  await expect(page.getByRole('heading', { name: new RegExp(text.receiptTitle) })).toBeVisible();
  await expect(page.getByTestId('receipt')).toContainText(text.price);
  await shot(page, testInfo, `subscription-receipt-${lang}`);
});
