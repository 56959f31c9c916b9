// Announces a form the first time it is shown (spec 7: census form-render). A DOM event, not an
// import of the analytics modules: the island chunk stays free of the census client, and the
// browser entry keeps the event until the lazily loaded analytics chunk is listening.
import { useEffect, useRef } from 'react';
import { useServices } from '../shared/island-context.tsx';

export function useFormRender(formId: string): void {
  const { emit } = useServices();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    emit('form-render', { formId });
  }, [emit, formId]);
}
