import { describe, expect, it } from 'vitest';
import { apiErrorText } from './api-error';
import { failureFromBody } from './api-failure';

// ADR 150: the web shows the catalogue's text for the answer's code in the page's language.
describe('apiErrorText', () => {
  it('shows the message for the code in the page language, never the API’s own text', () => {
    const failure = failureFromBody(401, {
      statusCode: 401,
      code: 'invalid_login',
      message: 'Invalid email or password',
    });
    expect(apiErrorText(failure, 'np')).toBe('इमेल वा पासवर्ड मिलेन');
    expect(apiErrorText(failure, 'en')).toBe('Invalid email or password');
  });

  it('fills the parameters the answer carries, in Devanagari digits on a Nepali page', () => {
    const failure = failureFromBody(409, { code: 'calendars_limit_reached', params: { limit: 50 } });
    expect(apiErrorText(failure, 'np')).toBe('एउटा खातामा बढीमा ५० पात्रो राख्न सकिन्छ; त्यो सीमा पुग्यो');
    expect(apiErrorText(failure, 'en')).toBe('You have reached the limit of 50 calendars per account');
  });

  it('chooses the English plural form by count', () => {
    expect(apiErrorText({ status: 429, code: 'rate_limited', params: { count: 1 } }, 'en')).toBe(
      'Too many attempts, please try again in 1 minute',
    );
    expect(apiErrorText({ status: 429, code: 'rate_limited', params: { count: 15 } }, 'en')).toBe(
      'Too many attempts, please try again in 15 minutes',
    );
    expect(apiErrorText({ status: 429, code: 'rate_limited', params: { count: 15 } }, 'np')).toBe(
      'धेरै पटक प्रयास भयो; १५ मिनेटपछि फेरि प्रयास गर्नुहोस्',
    );
  });

  it('falls back to the spec’s "Something Went Wrong" for an unknown code, no code, or a network failure', () => {
    expect(apiErrorText(failureFromBody(418, { code: 'teapot', message: 'I am a teapot' }), 'en')).toBe(
      'Something Went Wrong',
    );
    expect(apiErrorText(failureFromBody(400, { message: 'Bad' }), 'np')).toBe('केही गडबड भयो');
    expect(apiErrorText({ status: 0 }, 'np')).toBe('केही गडबड भयो');
  });

  it('keeps the field at fault for screens that ask again (delete account asks for the e-mail)', () => {
    expect(failureFromBody(400, { code: 'invalid_field', field: 'email' })).toMatchObject({
      code: 'invalid_field',
      field: 'email',
    });
  });
});
