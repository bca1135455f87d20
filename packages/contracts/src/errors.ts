/**
 * The API's error codes and their messages in both languages (ADR 150): one catalogue the API
 * answers from and the web shows from, so a Nepali page never shows an English refusal. Free of
 * zod (imported as `@patro/contracts/errors`), so the web's islands can carry it.
 *
 * An error body is `{ statusCode, error, code, message, requestId }`, with `field` when one field
 * is at fault and `params` when the message has parameters; clients decide by `code` and show
 * `errorText(code, lang, params)`.
 */
import { localizeDigits } from '@patro/calendar';

export type ErrorLang = 'np' | 'en';

/** A message with a count (`{count}`): English forms by `Intl.PluralRules`; Nepali has one form. */
interface PluralText {
  one: string;
  other: string;
}

interface ErrorTexts {
  en: string | PluralText;
  np: string;
}

/** Values a message names: numbers are written in the reader's digits. */
export type ErrorParams = Readonly<Record<string, string | number>>;

export const ERROR_MESSAGES = {
  // ---------- Any call ----------
  internal: { en: 'Something went wrong!', np: 'केही गडबड भयो!' },
  unavailable: {
    en: 'The service is not available right now; please try again in a moment',
    np: 'सेवा अहिले उपलब्ध छैन; केही बेरपछि फेरि प्रयास गर्नुहोस्',
  },
  jobs_starting: {
    en: 'The job engine is starting; try again in a moment',
    np: 'काम चलाउने प्रणाली सुरु हुँदैछ; केही बेरपछि फेरि प्रयास गर्नुहोस्',
  },
  removed_meanwhile: {
    en: 'Something this refers to was removed meanwhile; reload the page and try again',
    np: 'यससँग जोडिएको कुरा यसैबीच हटाइयो; पृष्ठ फेरि खोलेर प्रयास गर्नुहोस्',
  },
  changed_meanwhile: {
    en: 'The same thing was saved meanwhile; reload the page to see it',
    np: 'यही कुरा यसैबीच सुरक्षित भइसक्यो; हेर्न पृष्ठ फेरि खोल्नुहोस्',
  },
  route_not_found: { en: 'No route for {method} {path}', np: '{method} {path} भन्ने ठेगाना छैन' },
  bad_request: { en: 'The request could not be read: {detail}', np: 'पठाइएको अनुरोध पढ्न सकिएन' },
  invalid_field: { en: 'Invalid {where}: {detail}', np: 'पठाइएको विवरण मिलेन ({field})' },
  too_large: {
    en: 'The request body is larger than the limit of {size}',
    np: 'पठाइएको सामग्री {size} को सीमाभन्दा ठूलो छ',
  },
  unsupported_type: { en: 'Unsupported Media Type: {type}', np: 'यो प्रकारको सामग्री ({type}) स्वीकार्य छैन' },
  rate_limited: {
    en: {
      one: 'Too many attempts, please try again in {count} minute',
      other: 'Too many attempts, please try again in {count} minutes',
    },
    np: 'धेरै पटक प्रयास भयो; {count} मिनेटपछि फेरि प्रयास गर्नुहोस्',
  },
  too_many_heavy_reads: {
    en: {
      one: 'You already have a long read under way; please try again in a moment',
      other: 'You already have {count} long reads under way; please try again in a moment',
    },
    np: 'तपाईंका {count} वटा लामा अनुरोध चलिरहेका छन्; केही बेरपछि फेरि प्रयास गर्नुहोस्',
  },
  heavy_read_budget_spent: {
    en: {
      one: 'You have made many long reads in a short time; please try again in {count} second',
      other: 'You have made many long reads in a short time; please try again in {count} seconds',
    },
    np: 'तपाईंले छोटो समयमा धेरै लामा अनुरोध गर्नुभयो; {count} सेकेन्डपछि फेरि प्रयास गर्नुहोस्',
  },
  request_abandoned: {
    en: 'The request was closed before it was answered',
    np: 'जवाफ आउनुअघि नै अनुरोध बन्द गरियो',
  },
  payment_required: { en: 'This needs a subscription', np: 'यसका लागि सदस्यता चाहिन्छ' },
  forbidden: { en: 'You do not have permission to do this', np: 'तपाईंलाई यो गर्ने अनुमति छैन' },

  // ---------- Signing in and the session ----------
  login_required: { en: 'Please log in to continue', np: 'अगाडि बढ्न लगइन गर्नुहोस्' },
  token_invalid: {
    en: 'Invalid or expired access token',
    np: 'पहुँच टोकन अमान्य छ वा यसको म्याद सकियो',
  },
  session_ended: {
    en: 'You have been logged out, invalid token',
    np: 'तपाईं लगआउट हुनुभयो, टोकन अमान्य छ',
  },
  invalid_login: { en: 'Invalid email or password', np: 'इमेल वा पासवर्ड मिलेन' },
  wrong_password: { en: 'Password is incorrect', np: 'पासवर्ड मिलेन' },
  email_mismatch: { en: 'Email does not match this account', np: 'इमेल यो खातासँग मिलेन' },
  no_password: {
    en: 'This account has no password yet; use "Forgot password" to set one',
    np: 'यो खातामा अझै पासवर्ड छैन; पासवर्ड राख्न "पासवर्ड बिर्सनुभयो?" प्रयोग गर्नुहोस्',
  },
  verify_link_invalid: {
    en: 'This verification link is not valid',
    np: 'यो प्रमाणीकरण लिङ्क मान्य छैन',
  },
  verify_link_expired: {
    en: 'This verification link has expired, please request a new link',
    np: 'यो प्रमाणीकरण लिङ्कको म्याद सकियो, नयाँ लिङ्क माग्नुहोस्',
  },
  reset_link_invalid: {
    en: 'This password reset link is not valid',
    np: 'पासवर्ड फेर्ने यो लिङ्क मान्य छैन',
  },
  reset_link_expired: {
    en: 'This password reset link has expired, please request a new link',
    np: 'पासवर्ड फेर्ने यो लिङ्कको म्याद सकियो, नयाँ लिङ्क माग्नुहोस्',
  },
  provider_not_configured: {
    en: 'Sign-in with {provider} is not configured',
    np: '{provider} बाट लगइन यहाँ मिलाइएको छैन',
  },
  account_not_found: { en: 'No account has this e-mail address', np: 'यो इमेल ठेगानाको कुनै खाता छैन' },

  // ---------- Personal calendars and events ----------
  calendar_not_found: { en: 'Calendar not found', np: 'पात्रो भेटिएन' },
  event_not_found: { en: 'Event not found', np: 'कार्यक्रम भेटिएन' },
  calendars_limit_reached: {
    en: 'You have reached the limit of {limit} calendars per account',
    np: 'एउटा खातामा बढीमा {limit} पात्रो राख्न सकिन्छ; त्यो सीमा पुग्यो',
  },
  events_limit_reached: {
    en: 'You have reached the limit of {limit} events per account',
    np: 'एउटा खातामा बढीमा {limit} कार्यक्रम राख्न सकिन्छ; त्यो सीमा पुग्यो',
  },
  overrides_limit_reached: {
    en: 'You have reached the limit of {limit} changed or deleted occurrences per event',
    np: 'एउटा कार्यक्रमका बढीमा {limit} दिन फेर्न वा हटाउन सकिन्छ; त्यो सीमा पुग्यो',
  },
  too_many_occurrences: {
    en:
      'Invalid querystring: the range holds more than {limit} of your event occurrences, ' +
      'the most one read may list; ask for a shorter range',
    np: 'यो अवधिमा तपाईंका {limit} भन्दा धेरै कार्यक्रम पर्छन्; छोटो अवधि छान्नुहोस्',
  },
  default_calendar_kept: {
    en: 'Your default calendar cannot be deleted; you can rename it, recolour it or hide it',
    np: 'तपाईंको मूल पात्रो मेटाउन मिल्दैन; यसको नाम वा रङ फेर्न वा लुकाउन सक्नुहुन्छ',
  },
  ical_feed_not_found: { en: 'Calendar feed not found', np: 'पात्रोको फिड भेटिएन' },

  // ---------- Sharing ----------
  calendar_read_only: {
    en: 'You can view this calendar but not change its events',
    np: 'तपाईं यो पात्रो हेर्न सक्नुहुन्छ, तर यसका कार्यक्रम फेर्न सक्नुहुन्न',
  },
  calendar_managers_only: {
    en: 'Only the calendar’s owner and managers can invite or remove people',
    np: 'पात्रोका धनी र व्यवस्थापकले मात्र मानिसलाई निम्त्याउन वा हटाउन सक्छन्',
  },
  calendar_owner_only: {
    en: 'Only the calendar’s owner can do this',
    np: 'यो काम पात्रोका धनीले मात्र गर्न सक्छन्',
  },
  manager_change_owner_only: {
    en: 'Only the calendar’s owner can change or remove another manager',
    np: 'अर्को व्यवस्थापकको तह फेर्न वा उहाँलाई हटाउन पात्रोका धनीले मात्र सक्छन्',
  },
  own_level: { en: 'You cannot change your own level', np: 'आफ्नै तह आफैँ फेर्न मिल्दैन' },
  calendar_member_not_found: {
    en: 'No such person in this calendar',
    np: 'यो पात्रोमा त्यस्तो व्यक्ति छैन',
  },
  calendar_owner_cannot_leave: {
    en: 'You own this calendar; delete it instead of leaving it',
    np: 'यो पात्रो तपाईंकै हो; छोड्नुको सट्टा मेटाउनुहोस्',
  },
  members_limit_reached: {
    en: 'A calendar can be shared with at most {limit} people; remove someone first',
    np: 'एउटा पात्रो बढीमा {limit} जनासँग बाँड्न सकिन्छ; पहिले कसैलाई हटाउनुहोस्',
  },
  invitations_per_day: {
    en: 'You can send at most {limit} invitations a day; please try again tomorrow',
    np: 'एक दिनमा बढीमा {limit} निम्तो पठाउन सकिन्छ; भोलि फेरि प्रयास गर्नुहोस्',
  },
  groups_limit_reached: {
    en: 'You can keep at most {limit} user groups; delete one first',
    np: 'बढीमा {limit} प्रयोगकर्ता समूह राख्न सकिन्छ; पहिले एउटा मेटाउनुहोस्',
  },
  group_not_found: { en: 'User group not found', np: 'प्रयोगकर्ता समूह भेटिएन' },
  invitation_invalid: {
    en: 'This invitation is no longer valid; ask for a new one',
    np: 'यो निम्तो अब मान्य छैन; नयाँ निम्तो माग्नुहोस्',
  },
  invitation_expired: {
    en: 'This invitation has expired; ask for a new one',
    np: 'यो निम्तोको म्याद सकियो; नयाँ निम्तो माग्नुहोस्',
  },
  invitation_other_address: {
    en: 'This invitation was sent to another address; sign in with the address it was sent to',
    np: 'यो निम्तो अर्कै इमेलमा पठाइएको हो; त्यही इमेलबाट लगइन गर्नुहोस्',
  },

  // ---------- Organisations ----------
  organization_not_found: { en: 'Organisation not found', np: 'संस्था भेटिएन' },
  // Declared for the modules the policy already names (ADR 152): paramarsha, ads, support.
  request_not_found: { en: 'Request not found', np: 'अनुरोध भेटिएन' },
  request_not_assigned: {
    en: 'Only the astrologer this request is assigned to can answer it',
    np: 'यो अनुरोध तोकिएका ज्योतिषीले मात्र जवाफ दिन सक्नुहुन्छ',
  },
  campaign_not_found: { en: 'Campaign not found', np: 'विज्ञापन अभियान भेटिएन' },
  // Our own ad server (issue 25; ADR 220).
  ad_slot_not_found: { en: 'Ad slot not found', np: 'विज्ञापन स्थान भेटिएन' },
  ad_slot_not_on_page: {
    en: 'The ad slot {slot} is not placed on the page {page}',
    np: 'विज्ञापन स्थान {slot} पृष्ठ {page} मा राखिएको छैन',
  },
  ad_token_invalid: {
    en: 'This ad link is not valid or has expired',
    np: 'यो विज्ञापन लिङ्क मान्य छैन वा यसको म्याद सकियो',
  },
  ad_target_https_only: {
    en: 'An ad’s target address must be an https:// address',
    np: 'विज्ञापनको गन्तव्य ठेगाना https:// बाट सुरु हुनुपर्छ',
  },
  ad_dates_reversed: {
    en: 'A campaign must start on or before its end date',
    np: 'अभियान सकिने मितिभन्दा अघि वा सोही दिन सुरु हुनुपर्छ',
  },
  ad_slot_unknown: { en: 'There is no ad slot called {slot}', np: '{slot} नामको विज्ञापन स्थान छैन' },
  ad_slot_exists: { en: 'An ad slot called {slot} already exists', np: '{slot} नामको विज्ञापन स्थान पहिल्यै छ' },
  ad_creative_not_found: { en: 'Ad image not found', np: 'विज्ञापनको चित्र भेटिएन' },
  ad_campaign_has_counts: {
    en: 'This campaign has counted impressions: end it instead, so its report stays',
    np: 'यो अभियानका हेराइ गनिइसकेका छन्: प्रतिवेदन रहोस् भनेर मेटाउनुको सट्टा अन्त्य गर्नुहोस्',
  },
  advertiser_not_found: {
    en: 'No account has the e-mail address {email}',
    np: '{email} इमेल ठेगाना भएको खाता छैन',
  },
  conversation_not_found: { en: 'Conversation not found', np: 'कुराकानी भेटिएन' },
  organization_owner_only: {
    en: 'Only the organisation’s owner can do this',
    np: 'यो काम संस्थाका धनीले मात्र गर्न सक्छन्',
  },
  organizations_limit_reached: {
    en: 'You can own at most {limit} organisations',
    np: 'तपाईं बढीमा {limit} संस्थाको धनी हुन सक्नुहुन्छ',
  },
  organization_calendars_limit_reached: {
    en: 'An organisation can have at most {limit} calendars; delete one first',
    np: 'एउटा संस्थाका बढीमा {limit} पात्रो हुन सक्छन्; पहिले एउटा मेटाउनुहोस्',
  },
  organization_owner_cannot_leave: {
    en: 'The owner cannot leave; delete the organisation instead',
    np: 'धनीले संस्था छोड्न मिल्दैन; बरु संस्था मेटाउनुहोस्',
  },
  member_not_found: { en: 'No such member', np: 'त्यस्तो सदस्य छैन' },
  already_subscribed: {
    en: 'This calendar is already in your calendars',
    np: 'यो पात्रो तपाईंका पात्रोमा पहिले नै छ',
  },
  public_link_invalid: {
    en: 'This public calendar link no longer works',
    np: 'पात्रोको यो सार्वजनिक लिङ्क अब चल्दैन',
  },
  logo_not_found: { en: 'No logo', np: 'लोगो छैन' },
  calendar_not_public: {
    en: 'Publish the calendar first: only a public link has a QR code',
    np: 'पहिले पात्रो सार्वजनिक गर्नुहोस्: सार्वजनिक लिङ्कको मात्र QR कोड हुन्छ',
  },

  // ---------- Content and admin ----------
  rashifal_not_found: { en: 'No rashifal entry has this id', np: 'यो आईडीको राशिफल छैन' },
  rates_not_found: {
    en: 'No exchange rates are held for {date}',
    np: '{date} को विदेशी मुद्राको दर छैन',
  },
  source_not_found: { en: 'Unknown source "{source}"', np: '"{source}" नामको स्रोत छैन' },
  feed_exists: { en: 'url: this feed is already in the list', np: 'यो फिड सूचीमा पहिले नै छ' },
  feed_not_found: { en: 'No such feed', np: 'त्यस्तो फिड छैन' },
  radio_not_found: { en: 'No radio found!', np: 'रेडियो भेटिएन!' },
  station_not_found: { en: 'No such station', np: 'त्यस्तो स्टेशन छैन' },
  station_name_taken: {
    en: 'name: another station has this name',
    np: 'यो नाम अर्को स्टेशनको छ',
  },
  config_not_found: { en: "No configuration named '{key}'", np: "'{key}' नामको सेटिङ छैन" },
  push_not_configured: {
    en: 'Push notifications are not configured on this server',
    np: 'यो सर्भरमा पुश सूचना मिलाइएको छैन',
  },
  device_not_found: {
    en: 'No such device is registered to you',
    np: 'तपाईंको नाममा त्यस्तो यन्त्र दर्ता छैन',
  },
  not_your_device: {
    en: 'You can only change your own devices',
    np: 'आफ्नै यन्त्र मात्र फेर्न सक्नुहुन्छ',
  },
  // Election (ADR 171).
  election_province_not_found: { en: 'No such province', np: 'त्यस्तो प्रदेश छैन' },
  election_district_not_found: { en: 'No such district', np: 'त्यस्तो जिल्ला छैन' },
  election_constituency_not_found: {
    en: 'No such constituency',
    np: 'त्यस्तो निर्वाचन क्षेत्र छैन',
  },
  // Talk with us (issue 29; ADR 195).
  attachment_not_image: {
    en: 'image: attach a PNG, JPEG, WebP or GIF picture',
    np: 'image: PNG, JPEG, WebP वा GIF तस्बिर मात्र जोड्नुहोस्',
  },
  attachment_too_large: {
    en: 'image: a picture can be at most {size}',
    np: 'image: तस्बिर बढीमा {size} को हुन सक्छ',
  },
  attachment_not_found: { en: 'No such picture', np: 'त्यस्तो तस्बिर छैन' },
  canned_answer_not_found: { en: 'No such canned answer', np: 'त्यस्तो तयारी जवाफ छैन' },
  assignee_not_staff: {
    en: 'Conversations can be assigned only to support staff',
    np: 'कुराकानी सहायता टोलीका सदस्यलाई मात्र तोक्न मिल्छ',
  },
  // Quiz (ADR 177)
  quiz_already_answered: {
    en: 'You have already answered today’s quiz',
    np: 'तपाईंले आजको हाजिरीजवाफ खेलिसक्नुभयो',
  },
  quiz_answers_count: {
    en: 'answers: give one answer (or null) for each of the {count} questions',
    np: 'उत्तर: {count} वटै प्रश्नको एक-एक उत्तर (वा खाली) दिनुहोस्',
  },
  quiz_question_not_found: { en: 'No such quiz question', np: 'त्यस्तो प्रश्न छैन' },
  quiz_own_review: {
    en: 'A question is reviewed by someone other than its author',
    np: 'प्रश्न लेख्ने व्यक्तिबाहेक अरूले मात्र समीक्षा गर्न सक्छन्',
  },
  quiz_not_reviewed: {
    en: 'Only a reviewed question can be published',
    np: 'समीक्षा भएको प्रश्न मात्र प्रकाशित गर्न सकिन्छ',
  },
  // Sports (ADR 174).
  sports_match_not_found: { en: 'No such match in our data', np: 'हाम्रो तथ्याङ्कमा त्यस्तो खेल छैन' },
  sports_team_not_found: { en: 'No such team in this tournament', np: 'यो प्रतियोगितामा त्यस्तो टोली छैन' },
  worldcup_year_not_found: {
    en: 'We hold the World Cups of 2026 and 2022 only',
    np: 'हामीसँग २०२६ र २०२२ को विश्वकप मात्र छ',
  },
  // ---------- Subscriptions and payments (ADR 181–186) ----------
  /** Spec §5. */
  package_required: {
    en: 'Please select package to proceed payment.',
    np: 'भुक्तानी गर्न कृपया प्याकेज छान्नुहोस्।',
  },
  /** Spec §5. */
  coupon_required: { en: 'Coupon code is required', np: 'कुपन कोड आवश्यक छ' },
  /** Spec §5: unknown, disabled, not yet or no longer valid. */
  coupon_invalid: { en: 'Coupon code is Invalid', np: 'कुपन कोड मान्य छैन' },
  coupon_used_up: {
    en: 'Coupon code is Invalid: it has been used as many times as it allows',
    np: 'कुपन कोड मान्य छैन: यो जति पटक चल्छ, त्यति पटक चलिसक्यो',
  },
  coupon_other_package: {
    en: 'Coupon code is Invalid for this package',
    np: 'यो कुपन कोड यस प्याकेजका लागि होइन',
  },
  coupon_not_for_payment: {
    en: 'This coupon gives days without payment: use it in the coupon field, not at checkout',
    np: 'यो कुपनले भुक्तानीबिनै दिन दिन्छ: भुक्तानीमा होइन, कुपनको ठाउँमा प्रयोग गर्नुहोस्',
  },
  gateway_not_offered: {
    en: 'This payment method is not available; choose eSewa or Khalti',
    np: 'यो भुक्तानी माध्यम उपलब्ध छैन; इसेवा वा खल्ती छान्नुहोस्',
  },
  payment_amount_too_small: {
    en: 'Khalti takes at least Rs 10; choose eSewa for this amount',
    np: 'खल्तीले कम्तीमा रु १० लिन्छ; यो रकमका लागि इसेवा छान्नुहोस्',
  },
  order_not_found: { en: 'No such payment', np: 'त्यस्तो भुक्तानी छैन' },
  payment_return_invalid: {
    en: 'This payment answer is not from the payment service or was changed on the way; nothing was granted',
    np: 'भुक्तानीको यो जवाफ भुक्तानी सेवाको होइन वा बाटोमा बदलियो; केही दिइएन',
  },
  payment_return_mismatch: {
    en: 'This payment answer is for another payment or another amount; nothing was granted',
    np: 'भुक्तानीको यो जवाफ अर्कै भुक्तानी वा अर्कै रकमको हो; केही दिइएन',
  },
  payment_gateway_unavailable: {
    en: 'The payment service did not answer; try again in a few minutes',
    np: 'भुक्तानी सेवाले जवाफ दिएन; केही मिनेटपछि फेरि प्रयास गर्नुहोस्',
  },
  trial_already_used: {
    en: 'This account has already had its free trial',
    np: 'यो खाताले निःशुल्क परीक्षण पहिले नै पाइसक्यो',
  },
  order_not_refundable: {
    en: 'Only a completed payment can be marked refunded',
    np: 'पूरा भएको भुक्तानी मात्र फिर्ता भनी चिनो लगाउन मिल्छ',
  },
  receipt_not_available: {
    en: 'Only a completed payment has a receipt to send',
    np: 'पूरा भएको भुक्तानीको मात्र रसिद पठाउन सकिन्छ',
  },
  receipt_resend_limited: {
    en: {
      one: 'This receipt has been mailed {limit} times in the last hour; try again in {count} minute',
      other: 'This receipt has been mailed {limit} times in the last hour; try again in {count} minutes',
    },
    np: 'यो रसिद पछिल्लो एक घण्टामा {limit} पटक इमेलमा पठाइसकियो; {count} मिनेटपछि फेरि प्रयास गर्नुहोस्',
  },
  coupon_code_taken: { en: 'code: another coupon has this code', np: 'यो कोड अर्को कुपनको हो' },
  package_not_found: { en: 'No such package', np: 'त्यस्तो प्याकेज छैन' },
  package_not_priced: {
    en: 'This package is not on sale yet: its price has not been set',
    np: 'यो प्याकेज अहिले बिक्रीमा छैन: यसको मूल्य तोकिएको छैन',
  },
  coupon_not_found: { en: 'No such coupon', np: 'त्यस्तो कुपन छैन' },
  // radio: the relay of plain-http streams (ADR 158)
  radio_relay_full: {
    en: 'Too many people are listening through Patro right now; try again in a few minutes',
    np: 'अहिले Patro मार्फत धेरै जनाले सुनिरहेका छन्; केही मिनेटपछि फेरि प्रयास गर्नुहोस्',
  },
  radio_relay_address_full: {
    en: 'At most {limit} stations can play at once from one network; stop one to start another',
    np: 'एउटै नेटवर्कबाट एकैपटक बढीमा {limit} स्टेसन बज्न सक्छन्; अर्को सुरु गर्न एउटा रोक्नुहोस्',
  },
  radio_stream_unreachable: {
    en: 'The station’s stream did not answer; try again later',
    np: 'स्टेसनको प्रसारणले जवाफ दिएन; पछि फेरि प्रयास गर्नुहोस्',
  },
  // ---------- Vehicle bluebook (issue 27) ----------
  vehicle_not_found: { en: 'Vehicle not found', np: 'सवारी साधन भेटिएन' },
  vehicle_owner_only: {
    en: 'Only the vehicle’s owner can change it',
    np: 'सवारी साधनको धनीले मात्र यसलाई फेर्न सक्नुहुन्छ',
  },
  vehicles_limit_reached: {
    en: 'You can save at most {limit} vehicles',
    np: 'बढीमा {limit} वटा सवारी साधन राख्न सकिन्छ',
  },
  history_range_too_wide: {
    en: 'The date range should not exceed 30 days',
    np: 'मितिको दायरा ३० दिनभन्दा बढी हुनु हुँदैन',
  },
  // Renewals paid through Patro (ADR 240, 241).
  bluebook_pay_unavailable: {
    en: 'Paying for a renewal through Patro is not available yet',
    np: 'पात्रोमार्फत नवीकरण शुल्क तिर्ने सुविधा अहिले उपलब्ध छैन',
  },
  bluebook_no_rate_table: {
    en: 'This vehicle cannot be paid for through Patro: we have no rate table for its province and fiscal year {years}, so the amount cannot be worked out',
    np: 'यो सवारीको नवीकरण पात्रोमार्फत तिर्न मिल्दैन: यसको प्रदेशको आ.व. {years} को दर तालिका हामीसँग नभएकाले रकम निकाल्न सकिँदैन',
  },
  bluebook_renewal_in_progress: {
    en: 'A renewal of this vehicle paid through Patro is already being handled',
    np: 'यो सवारीको पात्रोमार्फत तिरिएको नवीकरण अहिले प्रक्रियामा छ',
  },
  bluebook_renewal_not_found: { en: 'No such renewal', np: 'त्यस्तो नवीकरण भेटिएन' },
  bluebook_status_step: {
    en: 'A renewal moves one step at a time: paid, submitted, renewed, receipt uploaded (this one is {status})',
    np: 'नवीकरण एक-एक चरण अघि बढ्छ: तिरिएको, बुझाइएको, नवीकरण भएको, रसिद राखिएको (यो अहिले {status} मा छ)',
  },
  bluebook_receipt_not_file: {
    en: 'file: attach the office receipt as a PNG, JPEG or WebP picture or a PDF',
    np: 'file: कार्यालयको रसिद PNG, JPEG वा WebP तस्बिर वा PDF मा जोड्नुहोस्',
  },
  bluebook_receipt_too_large: {
    en: 'file: a receipt can be at most {size}',
    np: 'file: रसिद बढीमा {size} को हुन सक्छ',
  },
  bluebook_receipt_not_found: { en: 'No receipt has been uploaded', np: 'रसिद राखिएको छैन' },
  // Feedback, contact and FAQ (ADR 190, 191).
  feedback_name: { en: 'Enter your full name', np: 'पूरा नाम लेख्नुहोस्' },
  feedback_email: { en: 'Enter a valid email address', np: 'सही इमेल ठेगाना लेख्नुहोस्' },
  feedback_mobile: {
    en: 'Enter a valid Nepali mobile number (98XXXXXXXX)',
    np: 'सही नेपाली मोबाइल नम्बर लेख्नुहोस् (९८XXXXXXXX)',
  },
  feedback_topic: { en: 'Choose what your message is about', np: 'सन्देशको विषय छान्नुहोस्' },
  feedback_title: { en: 'Enter a title', np: 'शीर्षक लेख्नुहोस्' },
  feedback_message: {
    en: 'Write your message (10 to 4000 characters)',
    np: 'आफ्नो सन्देश लेख्नुहोस् (१० देखि ४००० अक्षर)',
  },
  support_message_not_found: { en: 'No such message', np: 'त्यस्तो सन्देश भेटिएन' },
  faq_not_found: { en: 'No such question', np: 'त्यस्तो प्रश्न भेटिएन' },
  // Paramarsha (issue 26; ADR 200–202).
  paramarsha_unavailable: {
    en: 'Paramarsha is not available at the moment.',
    np: 'परामर्श अहिले उपलब्ध छैन।',
  },
  paramarsha_not_answered: {
    en: 'You can ask a follow-up question once the astrologer has answered',
    np: 'ज्योतिषीले जवाफ दिएपछि मात्र थप प्रश्न सोध्न सकिन्छ',
  },
  paramarsha_follow_up_used: {
    en: 'You have already asked your one follow-up question',
    np: 'तपाईंले आफ्नो एउटा थप प्रश्न सोधिसक्नुभयो',
  },
  paramarsha_not_astrologer: {
    en: 'That account does not hold the astrologer role',
    np: 'त्यो खातामा ज्योतिषीको भूमिका छैन',
  },
  paramarsha_time_zone: {
    en: 'Unknown time zone',
    np: 'थाहा नभएको समय क्षेत्र',
  },
  paramarsha_service_not_found: { en: 'No such service', np: 'त्यस्तो सेवा भेटिएन' },
  paramarsha_not_assignable: {
    en: 'Only a paid request that is not yet answered can be given to an astrologer',
    np: 'भुक्तानी भएको र जवाफ नदिइएको अनुरोध मात्र ज्योतिषीलाई दिन सकिन्छ',
  },
  paramarsha_astrologer_not_for_service: {
    en: 'That astrologer does not offer this service',
    np: 'ती ज्योतिषीले यो सेवा दिनुहुन्न',
  },
} as const satisfies Record<string, ErrorTexts>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The spec's fallback (§8) for a failure whose code the reader's copy does not know, or none. */
export const UNKNOWN_ERROR: Readonly<Record<ErrorLang, string>> = {
  en: 'Something Went Wrong',
  np: 'केही गडबड भयो',
};

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);
}

const englishPlural = new Intl.PluralRules('en');

/**
 * The message for `code` in `lang`, its `{name}` parameters filled (numbers in Nepali digits on
 * Nepali text); the spec's fallback for a code this catalogue does not hold.
 */
export function errorText(code: string | undefined, lang: ErrorLang, params: ErrorParams = {}): string {
  if (!isErrorCode(code)) return UNKNOWN_ERROR[lang];
  const texts: ErrorTexts = ERROR_MESSAGES[code];
  let text: string;
  if (lang === 'np') text = texts.np;
  else if (typeof texts.en === 'string') text = texts.en;
  else text = englishPlural.select(Number(params.count ?? 0)) === 'one' ? texts.en.one : texts.en.other;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? localizeDigits(value, lang) : value;
  });
}
