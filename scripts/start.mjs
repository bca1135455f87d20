#!/usr/bin/env node
// Runs the whole product on one machine: the API (with its database) and the web app.
// `npm start` builds first; this file only starts what was built.
import { ConfigError, DataDirLockedError, loadConfig, startApi, startPaymentStandIns } from '@patro/api';
import { loadWebConfig, startWebServer, WebConfigError, webServerOptions } from '@patro/web/server';

function fail(message) {
  console.error(`\nPatro did not start.\n${message}\n`);
  process.exit(1);
}

let config;
let webConfig;
try {
  config = loadConfig(process.env);
  webConfig = loadWebConfig({ ...process.env, API_URL: config.apiUrl });
} catch (error) {
  if (error instanceof ConfigError || error instanceof WebConfigError) fail(error.message);
  throw error;
}

const startedAt = process.hrtime.bigint();
// Without merchant credentials (never in production) each gateway is a local stand-in where the
// tester chooses success, pending, cancel or a tampered answer: a newcomer can buy the annual
// package end to end (ADR 180, 185). The API reaches them through the guarded outbound module.
for (const gateway of [config.payments.esewa, config.payments.khalti]) {
  if (gateway?.standIn) config.outboundAllow = [...config.outboundAllow, `localhost:${gateway.standInPort}`];
}
// The API first: it owns the data directory, and a second start on it must say so before anything else.
let api;
try {
  api = await startApi(config);
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  if (error?.code === 'EADDRINUSE')
    fail(`API_PORT ${config.apiPort} is already in use; set API_PORT to a free port.`);
  throw error;
}
let standIns;
try {
  standIns = await startPaymentStandIns(config, { logger: false });
} catch (error) {
  await api.close();
  if (error?.code === 'EADDRINUSE')
    fail('A payment stand-in port is in use; set ESEWA_STANDIN_PORT and KHALTI_STANDIN_PORT to free ports.');
  throw error;
}

let web;
try {
  web = await startWebServer(webServerOptions(webConfig));
} catch (error) {
  await api.close();
  await standIns.close();
  if (error?.code === 'EADDRINUSE')
    fail(`PORT ${config.webPort} is already in use; set PORT to a free port.`);
  throw error;
}

const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`\nPatro is running (started in ${seconds.toFixed(2)} s, database: ${where})`);
console.log(`  Web:  ${web.url}`);
console.log(`  API:  ${api.url}   (docs: ${api.url}/docs)`);
if (standIns.esewaUrl)
  console.log(`  eSewa stand-in (no money moves):  ${standIns.esewaUrl}/standin/payments`);
if (standIns.khaltiUrl)
  console.log(`  Khalti stand-in (no money moves): ${standIns.khaltiUrl}/standin/payments`);
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
async function shutdown(signal) {
  if (stopping) {
    console.error('Forced exit.');
    process.exit(1);
  }
  stopping = true;
  console.log(`\n${signal} received: stopping Patro…`);
  try {
    await web.close();
    await api.close();
    await standIns.close();
    console.log('Stopped cleanly; the database is closed.');
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed:', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
