export { type AppOptions, buildApp } from './app.js';
export { type Config, ConfigError, loadConfig } from './config.js';
export { type Database, type DatabaseTarget, type Db, openDatabase } from './db/client.js';
export { DataDirLockedError } from './db/data-dir-lock.js';
export { seedDatabase } from './db/seed.js';
export { type RunningApi, startApi } from './server.js';
