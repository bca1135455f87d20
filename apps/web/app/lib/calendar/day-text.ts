/**
 * A day's tithi and Nepal Sambat date as text: the server's views (views.server.ts) and the
 * converter's offline result in the browser (convert-local.ts) read them the same way, and so
 * does the API's morning push — one home each, in @patro/contracts.
 */
export { tithiText } from '@patro/contracts';
export { nsText } from '@patro/contracts/day-wire';
