import { type EsewaSettings, esewaGateway } from './esewa.js';
import { DEFAULT_GATEWAY_TIMEOUT_MS, type GatewayFetch } from './http.js';
import { type KhaltiSettings, khaltiGateway } from './khalti.js';
import type { GatewayId, PaymentGateway } from './types.js';

export type { EsewaSettings } from './esewa.js';
export {
  ESEWA_REQUEST_SIGNED_FIELDS,
  esewaSignature,
  esewaSignatureMatches,
  esewaSignedMessage,
} from './esewa.js';
export { DEFAULT_GATEWAY_TIMEOUT_MS, type GatewayFetch } from './http.js';
export { KHALTI_MINIMUM_PAISA, type KhaltiSettings } from './khalti.js';
export * from './types.js';

/** The gateways configuration enables (`Config['payments']`). */
export interface PaymentGatewaySettings {
  esewa: EsewaSettings | undefined;
  khalti: KhaltiSettings | undefined;
}

/** Thrown when a stand-in would serve a production process. */
export class StandInInProductionError extends Error {
  override name = 'StandInInProductionError';
}

/**
 * The enabled gateways by id. `fetch` is the outbound HTTP function (the global one by default).
 * In production a stand-in is refused here too, whatever built the settings.
 */
export function createPaymentGateways(
  settings: PaymentGatewaySettings,
  options: { production: boolean; fetch?: GatewayFetch; timeoutMs?: number },
): Partial<Record<GatewayId, PaymentGateway>> {
  const transport = {
    fetch: options.fetch ?? (fetch as GatewayFetch),
    timeoutMs: options.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS,
  };
  const gateways: Partial<Record<GatewayId, PaymentGateway>> = {};
  for (const gateway of [
    settings.esewa && esewaGateway(settings.esewa, transport),
    settings.khalti && khaltiGateway(settings.khalti, transport),
  ]) {
    if (!gateway) continue;
    if (gateway.standIn && options.production) {
      throw new StandInInProductionError(
        `${gateway.id} is set to the local test gateway, where no money moves; production needs its merchant credentials (ADR 180)`,
      );
    }
    gateways[gateway.id] = gateway;
  }
  return gateways;
}
