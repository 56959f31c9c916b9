// The custom product form's dialog (form kit, overlay) is a chunk of its own, loaded by the add
// button of a product with a form (at mount) and by the cart page (when Edit is pressed).
import { lazy } from '../../../core/base/lazy.ts';

export const customFormChunk = lazy(() => import('./open-custom-form.ts'), 'open-custom-form');
