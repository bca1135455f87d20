import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (in apps/api) writes a new SQL migration from src/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
