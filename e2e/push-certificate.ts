import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTestCertificate } from '../apps/api/test/push-service';

/**
 * The certificate of the suite's local push service, kept in the run's data directory: made once
 * when the config loads (before the product starts, so the API can be told to trust it through
 * NODE_EXTRA_CA_CERTS) and read again by the push test, which serves HTTPS with it.
 */
export function pushServiceCertificate(dataDir: string): { certPath: string; key: Buffer; cert: Buffer } {
  const keyPath = path.join(dataDir, 'push-service-key.pem');
  const certPath = path.join(dataDir, 'push-service-cert.pem');
  if (!existsSync(certPath)) {
    const made = makeTestCertificate();
    writeFileSync(keyPath, made.key, { mode: 0o600 });
    writeFileSync(certPath, made.cert);
  }
  return { certPath, key: readFileSync(keyPath), cert: readFileSync(certPath) };
}
