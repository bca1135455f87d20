/**
 * The credentials the local stand-ins accept. eSewa's are its published UAT test merchant
 * (data-sources §6a), so a form signed for the stand-in is signed exactly as for eSewa's own test
 * server. Khalti publishes no shared test key (each merchant gets one from test-admin.khalti.com),
 * so the Khalti stand-in has its own, which says what it is.
 */
export const ESEWA_TEST_PRODUCT_CODE = 'EPAYTEST';
export const ESEWA_TEST_SECRET_KEY = '8gBm/:&EnhH.1/q';
export const KHALTI_STANDIN_SECRET_KEY = 'local_standin_key_no_money_moves';

/** Default ports of the stand-ins, next to the API's 4000. */
export const DEFAULT_ESEWA_STANDIN_PORT = 4010;
export const DEFAULT_KHALTI_STANDIN_PORT = 4011;

/** The message that stops a production start-up that would use a stand-in. */
export const STANDIN_IN_PRODUCTION =
  'must be set in production: without it payments would go to the local test gateway, where no money moves';
