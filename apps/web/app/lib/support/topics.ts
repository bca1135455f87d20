export { CONTACT_TOPICS as TOPICS } from '@patro/contracts/feedback';
