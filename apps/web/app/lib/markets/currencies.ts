/**
 * Nepali names of the currencies Nepal Rastra Bank publishes (NRB gives English names only, some
 * misspelled). A currency NRB adds later shows NRB's own name until it is added here.
 */
const NEPALI_NAMES: Record<string, string> = {
  INR: 'भारतीय रुपैयाँ',
  USD: 'अमेरिकी डलर',
  EUR: 'युरो',
  GBP: 'बेलायती पाउन्ड',
  CHF: 'स्विस फ्र्याङ्क',
  AUD: 'अस्ट्रेलियाली डलर',
  CAD: 'क्यानेडियाली डलर',
  SGD: 'सिङ्गापुरी डलर',
  JPY: 'जापानी येन',
  CNY: 'चिनियाँ युआन',
  SAR: 'साउदी रियाल',
  QAR: 'कतारी रियाल',
  THB: 'थाई भाट',
  AED: 'यूएई दिराम',
  MYR: 'मलेसियाली रिङ्गिट',
  KRW: 'दक्षिण कोरियाली वन',
  SEK: 'स्विडिस क्रोना',
  DKK: 'डेनिस क्रोन',
  HKD: 'हङकङ डलर',
  KWD: 'कुवेती दिनार',
  BHD: 'बहराइनी दिनार',
  OMR: 'ओमानी रियाल',
};

/** The name of a currency in the page language. */
export function currencyName(iso3: string, nrbName: string, lang: 'np' | 'en'): string {
  return lang === 'np' ? (NEPALI_NAMES[iso3] ?? nrbName) : nrbName;
}
