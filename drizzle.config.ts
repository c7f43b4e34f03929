// drizzle-kit: `npx drizzle-kit generate` turns lib/server/db/schema.ts into SQL migrations.
// Migrations are applied by the app on start and by `npm run db:migrate` (scripts/db-migrate.ts),
// never by drizzle-kit push, so PGlite and PostgreSQL run the same reviewed SQL.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/server/db/schema.ts",
  out: "./lib/server/db/migrations",
  strict: true,
  verbose: true,
});
