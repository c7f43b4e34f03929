import { describeError } from "@/lib/apollo/errors";

/**
 * What an account page shows when its data could not be loaded: why (the API's message, or
 * "We could not load {what}.") and a button to try again.
 */
export function LoadFailed({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  return (
    <div className="notice notice-error" role="alert">
      <p>{error ? describeError(error) : `We could not load ${what}.`}</p>
      <p>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Try again
        </button>
      </p>
    </div>
  );
}
