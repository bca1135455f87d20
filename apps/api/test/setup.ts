// Every API test file: the guarded fetch may reach the tests' own servers on 127.0.0.1, as
// OUTBOUND_ALLOW lets a developer's machine do (ADR 162). Tests of the guard pass their own policy.
import { configureOutbound } from '../src/security/outbound.js';

configureOutbound({ allow: ['127.0.0.1:*'] });
