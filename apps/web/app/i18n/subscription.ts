/**
 * The subscription pages' strings (ADR 187), Nepali first. "Validating payment…" is the leading
 * patro's own string (`validating_payment`, commerce-and-pages §1.1).
 */
import { localizeDigits } from '@patro/calendar';
import type { Lang } from './types';

const np = {
  'packages.title': 'सदस्यता प्याकेजहरू',
  'packages.intro': 'विज्ञापनबिनाको पात्रो: प्रिमियम सदस्य बन्नुहोस्।',
  'packages.perYear': '/वर्ष',
  'packages.days': '{n} दिन',
  'packages.free': 'निःशुल्क',
  'packages.signIn': 'किन्न वा परीक्षण सुरु गर्न साइन इन गर्नुहोस्',
  'packages.choose': 'यो प्याकेज छान्नुहोस्',
  'packages.priceNote': 'मूल्य नेपाली रुपैयाँमा, इसेवा वा खल्तीबाट तिर्न सकिन्छ।',
  'sub.title': 'मेरो सदस्यता',
  'sub.checking': 'सदस्यता हेर्दै…',
  'sub.active': 'सक्रिय',
  'sub.inactive': 'सदस्यता छैन',
  'sub.daysLeft': '{n} दिन बाँकी',
  'sub.expires': 'म्याद सकिने मिति',
  'sub.package': 'प्याकेज',
  'sub.buy': 'किन्नुहोस्',
  'sub.extend': 'सदस्यता थप्न चाहनुहुन्छ? अहिलेको म्यादपछि अर्को एक वर्ष थपिन्छ।',
  'sub.payWith': '{gateway} बाट तिर्नुहोस्',
  'sub.coupon': 'कुपन कोड',
  'sub.couponApply': 'कुपन प्रयोग गर्नुहोस्',
  'sub.couponHint': 'छुटको कुपन भुक्तानीमा लाग्छ; निःशुल्क दिनको कुपन यहीँ प्रयोग गर्नुहोस्।',
  'sub.trial': '७ दिन निःशुल्क परीक्षण सुरु गर्नुहोस्',
  'sub.trialUsed': 'यो खाताले निःशुल्क परीक्षण पाइसकेको छ।',
  'sub.trialStarted': 'परीक्षण सुरु भयो: {n} दिन।',
  'sub.history': 'भुक्तानी इतिहास',
  'sub.none': 'अहिलेसम्म कुनै भुक्तानी छैन।',
  'sub.date': 'मिति',
  'sub.amount': 'रकम',
  'sub.gateway': 'माध्यम',
  'sub.status': 'अवस्था',
  'sub.reference': 'सन्दर्भ',
  'sub.receipt': 'रसिद',
  'sub.checkAgain': 'फेरि जाँच्नुहोस्',
  'sub.working': 'कृपया पर्खनुहोस्…',
  'status.initiated': 'सुरु भयो',
  'status.pending': 'पुष्टि हुँदै',
  'status.completed': 'पूरा',
  'status.failed': 'असफल',
  'status.expired': 'म्याद सकियो',
  'status.cancelled': 'रद्द',
  'status.refunded': 'फिर्ता',
  'return.validating': 'भुक्तानी प्रमाणित गर्दै…',
  'return.completed': 'धन्यवाद! तपाईं अब प्रिमियम सदस्य हुनुहुन्छ।',
  'return.pending': 'भुक्तानी अझै पुष्टि हुँदैछ। केही मिनेटपछि "फेरि जाँच्नुहोस्" थिच्नुहोस्; पुष्टि भएपछि आफैँ सक्रिय हुन्छ।',
  'return.cancelled': 'भुक्तानी रद्द भयो; केही काटिएको छैन।',
  'return.failed': 'भुक्तानी पूरा भएन; केही दिइएन।',
  'return.toSubscription': 'मेरो सदस्यता हेर्नुहोस्',
  'pay.title': 'इसेवामा जाँदै',
  'pay.continue': 'इसेवामा जानुहोस्',
  'pay.gone': 'यो भुक्तानी अब सुरु गर्न मिल्दैन। सदस्यता पृष्ठबाट फेरि प्रयास गर्नुहोस्।',
  'receipt.title': 'भुक्तानीको रसिद',
  'receipt.print': 'प्रिन्ट गर्नुहोस्',
  'receipt.payer': 'भुक्तानीकर्ता',
  'receipt.product': 'सेवा',
  'receipt.order': 'भुक्तानी नम्बर',
  'receipt.paidOn': 'भुक्तानी मिति',
  'receipt.listPrice': 'मूल्य',
  'receipt.coupon': 'कुपन',
  'gateway.esewa': 'इसेवा',
  'gateway.khalti': 'खल्ती',
} as const;

export type SubscriptionKey = keyof typeof np;

const en: Record<SubscriptionKey, string> = {
  'packages.title': 'Subscription packages',
  'packages.intro': 'Patro without ads: become a premium member.',
  'packages.perYear': '/year',
  'packages.days': '{n} days',
  'packages.free': 'Free',
  'packages.signIn': 'Sign in to buy or to start a trial',
  'packages.choose': 'Choose this package',
  'packages.priceNote': 'Prices in Nepali rupees; pay with eSewa or Khalti.',
  'sub.title': 'My subscription',
  'sub.checking': 'Looking up your subscription…',
  'sub.active': 'Active',
  'sub.inactive': 'No subscription',
  'sub.daysLeft': '{n} days left',
  'sub.expires': 'Expires on',
  'sub.package': 'Package',
  'sub.buy': 'Buy',
  'sub.extend': 'Want to extend your subscription? Another year is added after your current expiry.',
  'sub.payWith': 'Pay with {gateway}',
  'sub.coupon': 'Coupon code',
  'sub.couponApply': 'Use coupon',
  'sub.couponHint': 'A discount coupon applies at payment; use a free-days coupon here.',
  'sub.trial': 'Start a 7-day free trial',
  'sub.trialUsed': 'This account has already had its free trial.',
  'sub.trialStarted': 'Trial started: {n} days.',
  'sub.history': 'Payment history',
  'sub.none': 'No payments yet.',
  'sub.date': 'Date',
  'sub.amount': 'Amount',
  'sub.gateway': 'Paid with',
  'sub.status': 'Status',
  'sub.reference': 'Reference',
  'sub.receipt': 'Receipt',
  'sub.checkAgain': 'Check again',
  'sub.working': 'Please wait…',
  'status.initiated': 'Started',
  'status.pending': 'Being confirmed',
  'status.completed': 'Completed',
  'status.failed': 'Failed',
  'status.expired': 'Expired',
  'status.cancelled': 'Cancelled',
  'status.refunded': 'Refunded',
  'return.validating': 'Validating payment…',
  'return.completed': 'Thank you! You are now a premium member.',
  'return.pending':
    'The payment is still being confirmed. Press "Check again" in a few minutes; it activates by itself once confirmed.',
  'return.cancelled': 'The payment was cancelled; nothing was charged.',
  'return.failed': 'The payment did not complete; nothing was granted.',
  'return.toSubscription': 'See my subscription',
  'pay.title': 'Going to eSewa',
  'pay.continue': 'Continue to eSewa',
  'pay.gone': 'This payment can no longer be started. Try again from the subscription page.',
  'receipt.title': 'Payment receipt',
  'receipt.print': 'Print',
  'receipt.payer': 'Paid by',
  'receipt.product': 'Service',
  'receipt.order': 'Payment number',
  'receipt.paidOn': 'Paid on',
  'receipt.listPrice': 'Price',
  'receipt.coupon': 'Coupon',
  'gateway.esewa': 'eSewa',
  'gateway.khalti': 'Khalti',
};

export type SubscriptionT = (key: SubscriptionKey, params?: Record<string, string | number>) => string;

export function subscriptionT(lang: Lang): SubscriptionT {
  const table: Record<SubscriptionKey, string> = lang === 'np' ? np : en;
  return (key, params = {}) =>
    table[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? localizeDigits(value, lang) : value;
    });
}

/** Rupees from paisa, in the reader's digits: "रु ४९९" / "Rs 499" (paisa shown when there are any). */
export function rupees(paisa: number, lang: Lang): string {
  const whole = Math.floor(paisa / 100);
  const rest = paisa % 100;
  const text = rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
  return lang === 'np' ? `रु ${localizeDigits(text, 'np')}` : `Rs ${text}`;
}
