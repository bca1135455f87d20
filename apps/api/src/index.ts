export { type AppOptions, buildApp } from './app.js';
export { type Config, ConfigError, loadConfig } from './config.js';
export { type Database, type DatabaseTarget, type Db, openDatabase } from './db/client.js';
export { DataDirLockedError } from './db/data-dir-lock.js';
export { seedDatabase } from './db/seed.js';
export {
  createPaymentGateways,
  type PaymentGateway,
  StandInInProductionError,
} from './modules/payments/gateways/index.js';
export { type RunningStandIns, startPaymentStandIns } from './modules/payments/standins/index.js';
export { type RunningApi, startApi } from './server.js';
