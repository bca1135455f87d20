import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/client.js';

/**
 * A client that sends its request slowly is cut off (hardening: 20 of 20 slow-body connections
 * were still open after 330 s). The limits are shortened here; production's are SERVER_TIMEOUTS.
 */
let database: Database;
let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  app = await buildApp({
    database,
    webOrigin: 'http://localhost:3000',
    timeouts: { requestMs: 600, headersMs: 400, checkEveryMs: 100 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Writes `text` on a raw connection and resolves with what the server sent before it closed. */
function sendAndWaitForClose(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('slow clients', () => {
  it('a body that never finishes arriving gets 408 and the connection is closed', async () => {
    const answer = await sendAndWaitForClose(
      'POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('headers that never finish arriving get 408 and the connection is closed', async () => {
    const answer = await sendAndWaitForClose('GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a request sent in time is answered as usual', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/health`);
    expect(answer.status).toBe(200);
  });
});
