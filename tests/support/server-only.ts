// Jest stand-in for the "server-only" marker package (it throws outside a React Server bundle).
export {};
