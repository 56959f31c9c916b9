// Waiting with no deadline but the test's own: for steps whose time is the machine's, where a
// Testing Library findBy or waitFor would give up after 1 s of real time on a loaded machine.
import { getConfig } from '@testing-library/react';

/** Polls `condition` every 20 ms outside React's act, as Testing Library's waitFor does, with no deadline. */
export async function poll(condition: () => boolean | Promise<boolean>): Promise<void> {
  await getConfig().asyncWrapper(async () => {
    while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** Until `condition` holds, however long a loaded machine takes (no deadline but the test's own). */
export function until(condition: () => boolean): Promise<void> {
  return poll(condition);
}
