// The one overlay primitive (issue 8): composed parts and the two overlays built from them.
export { Modal } from './Modal.tsx';
