/**
 * The account mails in the reader's language: the web passes the language of the interface that
 * asked (`?lang=`), Nepali when none is given (spec §9: np is the default language).
 */
import type { Lang } from '@patro/calendar';

export interface MailText {
  subject: string;
  text: string;
}

export function verificationMail(lang: Lang, name: string, link: string): MailText {
  if (lang === 'en')
    return {
      subject: 'Verify your email for Patro',
      text:
        `Namaste ${name},\n\nPlease confirm your email address by opening this link within 48 hours:\n\n` +
        `${link}\n\nIf you did not create a Patro account, you can ignore this mail.\n`,
    };
  return {
    subject: 'पात्रोमा आफ्नो इमेल पुष्टि गर्नुहोस्',
    text:
      `नमस्ते ${name},\n\nआफ्नो इमेल ठेगाना पुष्टि गर्न ४८ घण्टाभित्र यो लिङ्क खोल्नुहोस्:\n\n` +
      `${link}\n\nतपाईंले पात्रोमा खाता बनाउनुभएको होइन भने यो इमेलमा ध्यान नदिनुहोस्।\n`,
  };
}

export function passwordResetMail(lang: Lang, name: string, link: string): MailText {
  if (lang === 'en')
    return {
      subject: 'Reset your Patro password',
      text:
        `Namaste ${name},\n\nTo choose a new password, open this link within one hour:\n\n${link}\n\n` +
        'When you do, every device is signed out, push notifications stop until you turn them on again, ' +
        'and your calendar feed (iCal) links get new addresses: add them to your calendar apps again.\n\n' +
        'If you did not ask for this, ignore this mail: your password stays as it is.\n',
    };
  return {
    subject: 'पात्रोको पासवर्ड फेर्नुहोस्',
    text:
      `नमस्ते ${name},\n\nनयाँ पासवर्ड छान्न एक घण्टाभित्र यो लिङ्क खोल्नुहोस्:\n\n${link}\n\n` +
      'त्यसपछि सबै उपकरणबाट लगआउट हुन्छ, पुस सूचना फेरि खोल्नुभएसम्म बन्द रहन्छ, ' +
      'र तपाईंका पात्रो फिड (iCal) लिङ्कका ठेगाना नयाँ हुन्छन्: तिनलाई आफ्ना क्यालेन्डर एपमा फेरि थप्नुहोस्।\n\n' +
      'तपाईंले यो माग्नुभएको होइन भने यो इमेलमा ध्यान नदिनुहोस्: तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।\n',
  };
}

/** `POST /forgot-password` for an address with no account: the same mail either way (ADR 096). */
export function noAccountResetMail(lang: Lang, signupLink: string): MailText {
  if (lang === 'en')
    return {
      subject: 'Reset your Patro password',
      text:
        'Namaste,\n\nSomeone asked to reset the Patro password of this address, but it has no Patro account. ' +
        `If it was you, you can create one at ${signupLink}.\n\nIf you did not ask for this, ignore this mail.\n`,
    };
  return {
    subject: 'पात्रोको पासवर्ड फेर्नुहोस्',
    text:
      'नमस्ते,\n\nकसैले यो ठेगानाको पात्रो पासवर्ड फेर्न माग्नुभयो, तर यस ठेगानामा पात्रो खाता छैन। ' +
      `तपाईं नै हो भने ${signupLink} मा खाता बनाउन सक्नुहुन्छ।\n\nतपाईंले यो माग्नुभएको होइन भने यो इमेलमा ध्यान नदिनुहोस्।\n`,
  };
}

/**
 * Sign-up (or a resend) with an address that already has an account: no link with a token, only
 * the way in for the owner (ADR 096). We keep no language per account and the request's language
 * is the asker's, not the owner's, so the mail is in both, Nepali first (spec §9).
 */
export function accountExistsMail(loginLink: string, resetLink: string): MailText {
  return {
    subject: 'पात्रो खाता बनाउने प्रयास / Someone tried to create a Patro account with your address',
    text:
      'नमस्ते,\n\nकसैले तपाईंको ठेगानाबाट पात्रो खाता बनाउन खोज्नुभयो, तर यस ठेगानामा खाता पहिले नै छ। ' +
      `तपाईं नै हो भने साइन इन गर्नुहोस् (${loginLink}) वा पासवर्ड फेर्नुहोस् (${resetLink})। ` +
      'होइन भने यो इमेलमा ध्यान नदिनुहोस्: तपाईंको खातामा केही फेरिएको छैन।\n\n' +
      '---\n\nNamaste,\n\nSomeone tried to create a Patro account with your address, but it already has one. ' +
      `If it was you, sign in (${loginLink}) or reset your password (${resetLink}). ` +
      'If not, ignore this mail: nothing in your account has changed.\n',
  };
}

/** A resend asked for an address with no account: where to create one (the same mail either way). */
export function noAccountSignupMail(lang: Lang, signupLink: string): MailText {
  if (lang === 'en')
    return {
      subject: 'Verify your email for Patro',
      text:
        'Namaste,\n\nSomeone asked for a new link to finish a Patro account with this address, but no ' +
        `account was started with it. If it was you, you can create one at ${signupLink}.\n\n` +
        'If you did not ask for this, ignore this mail.\n',
    };
  return {
    subject: 'पात्रोमा आफ्नो इमेल पुष्टि गर्नुहोस्',
    text:
      'नमस्ते,\n\nकसैले यो ठेगानाको पात्रो खाता पूरा गर्ने नयाँ लिङ्क माग्नुभयो, तर यस ठेगानाबाट खाता ' +
      `खोलिएको छैन। तपाईं नै हो भने ${signupLink} मा खाता बनाउन सक्नुहुन्छ।\n\n` +
      'तपाईंले यो माग्नुभएको होइन भने यो इमेलमा ध्यान नदिनुहोस्।\n',
  };
}
