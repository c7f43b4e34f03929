"use client";

import { useId, useState, type ChangeEvent, type FormEvent } from "react";

import { FormStatus } from "./form-status";
import { loadAccountActions } from "./load-account-actions";
import { UNREACHABLE_MESSAGE, type FormStatus as Status, type SubmitOutcome } from "./use-account-form";

/** What the server accepts (it checks again, by the file's bytes). */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** A message when the file cannot be a profile photo, else null (checked before uploading 5 MB for nothing). */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return "Choose a JPEG, PNG, WebP or GIF image.";
  if (file.size > MAX_PHOTO_BYTES) return "Choose an image of at most 5 MB.";
  if (file.size === 0) return "That file is empty. Choose another image.";
  return null;
}

/** Uploads a new profile photo (multipart request through the upload link), or removes it. */
export function ProfilePhotoForm({ photoUrl }: { photoUrl: string | null | undefined }) {
  const id = `photo-${useId()}`;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const pending = status.kind === "pending";

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setError(chosen ? (photoProblem(chosen) ?? undefined) : undefined);
    setStatus({ kind: "idle" });
  }

  async function run(pendingMessage: string, action: () => Promise<SubmitOutcome>) {
    setStatus({ kind: "pending", message: pendingMessage });
    try {
      const outcome = await action();
      setStatus(outcome.ok ? { kind: "success", message: outcome.message } : { kind: "error", message: outcome.message });
    } catch {
      setStatus({ kind: "error", message: UNREACHABLE_MESSAGE });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = file ? photoProblem(file) : "Choose an image first.";
    if (problem !== null || file === null) {
      setError(problem ?? undefined);
      setStatus({ kind: "error", message: problem ?? "Choose an image first." });
      return;
    }
    setError(undefined);
    void run("Uploading…", async () => {
      const { updatePhoto } = await loadAccountActions();
      return updatePhoto({ photo: file }, (errors) => setError(errors.photo ?? Object.values(errors)[0]));
    });
  }

  function onRemove() {
    if (pending) return;
    void run("Removing…", async () => {
      const { updatePhoto } = await loadAccountActions();
      return updatePhoto({ removePhoto: true });
    });
  }

  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Profile photo">
      {photoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a user upload served by our own route at a fixed size; nothing for next/image to optimise
        <img src={photoUrl} alt="Your current profile photo" width={96} height={96} className="profile-photo" />
      ) : (
        <p>You have no profile photo yet.</p>
      )}
      <div className="field">
        <label htmlFor={id}>New photo</label>
        <input
          id={id}
          name="photo"
          type="file"
          accept={PHOTO_TYPES.join(",")}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
        />
        <p id={hintId} className="field-hint">
          JPEG, PNG, WebP or GIF, at most 5 MB.
        </p>
        {error ? (
          <p id={errorId} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <p>
        <button type="submit" className="button" disabled={pending}>
          Upload photo
        </button>{" "}
        {photoUrl ? (
          <button type="button" className="button button-secondary" disabled={pending} onClick={onRemove}>
            Remove photo
          </button>
        ) : null}
      </p>
      <FormStatus status={status} />
    </form>
  );
}
