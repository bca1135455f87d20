#!/usr/bin/env node
// The `patro` command: runs the built CLI (packages/calendar/dist/cli/main.js; build with `npm run build`).
import '../dist/cli/main.js';
