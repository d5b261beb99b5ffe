/** Runs a bench that answers pass/fail as the process's main module: exit 0 on pass, 1 otherwise. */
export function runAsMain(run: () => Promise<boolean>): void {
  run().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
