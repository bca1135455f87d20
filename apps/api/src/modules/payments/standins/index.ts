import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../../../config.js';
import { StandInInProductionError } from '../gateways/index.js';
import { buildEsewaStandIn } from './esewa.js';
import { buildKhaltiStandIn } from './khalti.js';

export { buildEsewaStandIn, type EsewaStandInOptions } from './esewa.js';
export { buildKhaltiStandIn, KHALTI_STANDIN_LINK_SECONDS, type KhaltiStandInOptions } from './khalti.js';

/** The running stand-ins: where browsers reach each one, and one shutdown for both. */
export interface RunningStandIns {
  esewaUrl: string | undefined;
  khaltiUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * Starts the local test gateway of each gateway the configuration points at a stand-in (no
 * merchant credentials), on its port: `ESEWA_STANDIN_PORT`, `KHALTI_STANDIN_PORT`; starts nothing
 * when every gateway has its merchant's credentials. Call it before `startApi` and close it after.
 * Refuses to start a stand-in in production, where no payment may go to a gateway that moves no
 * money (`loadConfig` already refuses such a configuration).
 */
export async function startPaymentStandIns(
  config: Pick<Config, 'nodeEnv' | 'host' | 'payments'>,
  options: { logger?: FastifyServerOptions['logger']; now?: () => number } = {},
): Promise<RunningStandIns> {
  const { esewa, khalti } = config.payments;
  if (config.nodeEnv === 'production' && (esewa?.standIn || khalti?.standIn)) {
    throw new StandInInProductionError('the local payment stand-ins never run in production (ADR 180)');
  }
  const started: FastifyInstance[] = [];
  const start = async (app: FastifyInstance, port: number) => {
    started.push(app);
    await app.listen({ port, host: config.host });
    return `http://localhost:${port}`;
  };
  try {
    const esewaUrl =
      esewa?.standIn === true
        ? await start(
            buildEsewaStandIn({
              publicUrl: `http://localhost:${esewa.standInPort}`,
              productCode: esewa.productCode,
              secretKey: esewa.secretKey,
              ...options,
            }),
            esewa.standInPort,
          )
        : undefined;
    const khaltiUrl =
      khalti?.standIn === true
        ? await start(
            buildKhaltiStandIn({
              publicUrl: `http://localhost:${khalti.standInPort}`,
              secretKey: khalti.secretKey,
              ...options,
            }),
            khalti.standInPort,
          )
        : undefined;
    return {
      esewaUrl,
      khaltiUrl,
      close: async () => {
        await Promise.all(started.map((app) => app.close()));
      },
    };
  } catch (error) {
    await Promise.all(started.map((app) => app.close()));
    throw error;
  }
}
