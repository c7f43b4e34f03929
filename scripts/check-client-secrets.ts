// No secret in any client bundle (README, Security checks). Two steps around one build:
//
//   tsx scripts/check-client-secrets.ts env          prints, as JSON, the environment to merge
//                                                    over the build's: a sentinel value for every
//                                                    secret server variable (lib/build/secret-sentinels.ts)
//   tsx scripts/check-client-secrets.ts scan [dir]   scans that build (default .next) and public/:
//                                                    fails naming each file that holds a sentinel,
//                                                    or when the build was not made with them
//
// scripts/test-all.mjs builds the CI build with the sentinels and runs the scan after it.
import { clientOutputFiles, findNeedles } from "../lib/build/client-output-scan";
import { SENTINEL_BUILD_ID, secretVariables, sentinelBuildEnv, sentinelToken } from "../lib/build/secret-sentinels";

function scan(distDir: string): number {
  const files = clientOutputFiles(distDir, "public");
  const secrets = secretVariables().map((name) => ({ name, token: sentinelToken(name) }));
  const leaks = findNeedles(
    files,
    secrets.map((secret) => secret.token),
  );
  const control = findNeedles(files, [SENTINEL_BUILD_ID]);
  if (control.length === 0) {
    console.error(
      `${distDir} was not built with the sentinels (its output never names the build id ${SENTINEL_BUILD_ID}): build it with the environment of \`check-client-secrets.ts env\`.`,
    );
    return 1;
  }
  for (const leak of leaks) {
    const name = secrets.find((secret) => secret.token === leak.needle)?.name ?? leak.needle;
    console.error(`${name}'s value reaches browsers: ${leak.file}`);
  }
  console.log(
    `Scanned ${files.length} files a browser can fetch for ${secrets.length} secret variables (${secrets.map((secret) => secret.name).join(", ")}): ${leaks.length === 0 ? "none found" : `${leaks.length} found`}.`,
  );
  return leaks.length === 0 ? 0 : 1;
}

const [command, distDir = ".next"] = process.argv.slice(2);
if (command === "env") {
  console.log(JSON.stringify(sentinelBuildEnv()));
} else if (command === "scan") {
  process.exitCode = scan(distDir);
} else {
  console.error("usage: tsx scripts/check-client-secrets.ts env | scan [distDir]");
  process.exitCode = 2;
}
