/**
 * Front matter of a Markdown post: a YAML block between two `---` lines at the top of the file,
 * parsed with `yaml` (YAML 1.2 core schema, so dates stay strings) and checked with zod. A post
 * that breaks the schema fails with the file's name and every problem, so a bad post is caught
 * by the tests and the build rather than shown half-formed.
 */
import { parse as parseYaml } from "yaml";
import { z } from "zod";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/, "must be a date (YYYY-MM-DD) or an ISO 8601 date-time")
  .refine((value) => !Number.isNaN(Date.parse(value)), "is not a real date");

const sitePath = z.string().regex(/^\/[a-z0-9\-/]*$/, "must be a site path such as /fha-loan-calculator/");

export const frontMatterSchema = z
  .object({
    title: z.string().trim().min(5).max(120),
    description: z.string().trim().min(20).max(300),
    date: isoDate,
    updated: isoDate.optional(),
    tags: z.array(z.string().trim().min(2).max(40)).min(1).max(8),
    author: z.string().trim().min(2).max(80).default("How Much Home? editors"),
    /** The calculator the article explains (a registered route). */
    calculator: sitePath,
    /** Sources the article relies on, each with its year (placeholders allowed). */
    sources: z.array(z.string().trim().min(10)).min(1),
    image: z
      .object({
        src: z.string().min(1),
        alt: z.string().trim().min(3),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      })
      .strict()
      .optional(),
    /** Drafts are read but never listed or served. */
    draft: z.boolean().default(false),
  })
  .strict();

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** A front matter or schema problem in one file. */
export class FrontMatterError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "FrontMatterError";
  }
}

/** Splits a file into its YAML block and the Markdown after it. */
export function splitFrontMatter(text: string, file: string): { yaml: string; body: string } {
  const normalized = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(normalized);
  if (!match) throw new FrontMatterError(file, "no front matter (the file must start with a --- line, the YAML, and a --- line)");
  return { yaml: match[1]!, body: normalized.slice(match[0].length) };
}

/** Parses and validates a post's front matter; throws FrontMatterError naming the file and the fields. */
export function parseFrontMatter(text: string, file: string): { data: FrontMatter; body: string } {
  const { yaml, body } = splitFrontMatter(text, file);
  let raw: unknown;
  try {
    raw = parseYaml(yaml);
  } catch (error) {
    throw new FrontMatterError(file, `invalid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = frontMatterSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    throw new FrontMatterError(file, parsed.error.issues.map((issue) => `${issue.path.join(".") || "front matter"} ${issue.message}`).join("; "));
  }
  return { data: parsed.data, body };
}
