// React and its DOM client, run where they are bundled: in the chunk of their own that the loader
// evaluates a task before the core's (issue 44). React ships as CommonJS, which the bundler wraps
// to run on first use; without a use here, that first use was the core's own evaluation, and the
// two tasks were one again. The check is that use (a bare import is dropped as side-effect free).
import { version } from 'react';
import { hydrateRoot } from 'react-dom/client';

if (typeof hydrateRoot !== 'function' || !version) throw new Error('the view library did not load');
