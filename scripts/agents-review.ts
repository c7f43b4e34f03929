// `npm run agents:review`: the agent profiles whose identity (name, brokerage, licence number and
// state, MLS agent id) waits for the operator, with the fields that changed;
// `-- --approve <id>` publishes one, `-- --reject <id> [--reason "..."]` keeps it out of the
// directory. The agent is emailed either way (lib/server/agents/agent-review.ts). Run it on a
// stopped app when the database is PGlite (one process per directory).
import { parseReviewArguments, runAgentReview } from "@/lib/server/agents/agent-review-cli";

import { printReport, runCli, withMigratedDatabase } from "./cli-support";

runCli(async () => printReport(await withMigratedDatabase((handle) => runAgentReview(handle.db, parseReviewArguments(process.argv.slice(2))))));
