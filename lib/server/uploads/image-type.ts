import "server-only";

/** Image types the site accepts, told apart by their first bytes (never by name or declared type). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

/**
 * The image type from the file's magic bytes, or null when it is none of ours.
 * Signatures: JPEG FF D8 FF (JFIF/Exif, ISO/IEC 10918-1); PNG 89 50 4E 47 0D 0A 1A 0A (RFC 2083);
 * GIF "GIF87a"/"GIF89a"; WebP "RIFF" <size> "WEBP" (RIFF container, Google WebP spec).
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}
