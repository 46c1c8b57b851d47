// Which stage a failure is blamed on (support/log.ts): the one running when it failed, never one
// that had ended, and each command's loggers share their own record of it.
import { describe, expect, it } from 'vitest';
import { createLogger, type StageTracker } from '../../cli/support/log.ts';

describe("a logger's record of the running stage", () => {
  it('names a stage while it runs and forgets it when it ends', async () => {
    const logger = createLogger({ quiet: true });
    const during = await logger.stage('render', () => logger.stages.running);
    expect(during).toBe('render');
    expect(logger.stages.running).toBeUndefined();
  });

  it('keeps the name of a stage that failed, and gives an outer stage its name back', async () => {
    const stages: StageTracker = { running: undefined };
    const logger = createLogger({ quiet: true, stages });
    await logger.stage('load', () => logger.stage('config', () => undefined).then(() => expect(stages.running).toBe('load')));
    await expect(logger.stage('links', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(stages.running).toBe('links');
  });

  it('is shared by the loggers of one command only', async () => {
    const command: StageTracker = { running: undefined };
    const first = createLogger({ quiet: true, stages: command });
    const second = createLogger({ quiet: true, stages: command });
    const other = createLogger({ quiet: true });
    await second.stage('search', () => expect(first.stages.running).toBe('search'));
    await expect(other.stage('openapi', () => Promise.reject(new Error('x')))).rejects.toThrow();
    expect(command.running).toBeUndefined();
  });
});
