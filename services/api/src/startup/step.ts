import type { FastifyInstance } from 'fastify';

/** One piece of start-up data work; what it answers (counts) goes into its log line. */
export interface StartupStep {
  name: string;
  run(app: FastifyInstance): Promise<Record<string, unknown> | undefined>;
}

/** Runs the steps one after another, in the order given, logging each with its duration. */
export async function runSteps(app: FastifyInstance, phase: string, steps: StartupStep[]): Promise<void> {
  for (const step of steps) {
    const started = performance.now();
    const result = await step.run(app);
    const ms = Math.round(performance.now() - started);
    app.log.info({ phase, step: step.name, ms, ...result }, 'startup step done');
  }
}
