// The build's directory, as next.config.ts names it: NEXT_DIST_DIR (a second build beside the
// first, e.g. the one with ads configured) or ".next". One rule for the build and every reader of
// its output at run time (the production server's static files, the signed-in chunks' list).
export function distDirName(env = process.env) {
  return env.NEXT_DIST_DIR?.trim() || ".next";
}
