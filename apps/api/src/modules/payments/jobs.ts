import type { ScheduledJob } from '../../jobs/engine.js';
import { type PaymentsContext, recheckCompletedOrders, reconcileOpenOrders } from './service.js';

/**
 * Reconciliation (ADR 185): every two minutes, orders still open five minutes after they were made
 * are checked with their gateway until their link expires, then marked expired; every morning the
 * last day's completed payments are asked again (refunds made at the gateway). Every check is
 * recorded in `payment_checks`. The clock is the context's (`now`), so tests move it.
 */
export function paymentJobs(payments: PaymentsContext): ScheduledJob[] {
  return [
    {
      name: 'payments-reconcile',
      schedule: { everySeconds: 120 },
      retryLimit: 0,
      timeoutSeconds: 300,
      run: async () => {
        await reconcileOpenOrders(payments);
      },
    },
    {
      name: 'payments-daily-recheck',
      schedule: { cron: '30 3 * * *' },
      retryLimit: 2,
      timeoutSeconds: 600,
      run: async () => {
        await recheckCompletedOrders(payments);
      },
    },
  ];
}
