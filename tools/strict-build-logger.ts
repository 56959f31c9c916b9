// Vite's logger for every build mode, except that a warning fails the build: a warning in
// `npm run build` (rolldown's INEFFECTIVE_DYNAMIC_IMPORT, a chunk over the size limit, a
// plugin's) is a fault to fix at its cause, not yellow text a newcomer learns to ignore.
import { createLogger, type Logger } from 'vite';

/** Thrown in place of a build warning, with the warning's own words (colours stripped). */
export class BuildWarningError extends Error {
  override name = 'BuildWarningError';
}

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** A Vite logger whose warn and warnOnce print the warning, then throw a BuildWarningError. */
export function strictBuildLogger(logger: Logger = createLogger()): Logger {
  const fail = (message: string): never => {
    throw new BuildWarningError(
      `[build] a warning fails the build; fix it at its cause: ${message.replace(ANSI_COLOUR, '')}`,
    );
  };
  return {
    ...logger,
    warn(message, options) {
      logger.warn(message, options);
      fail(message);
    },
    warnOnce(message, options) {
      logger.warnOnce(message, options);
      fail(message);
    },
  };
}
