import { useEffect } from 'react';

/**
 * Submits a server-rendered GET form as soon as one of its fields changes (the filters of a
 * public page). Renders nothing: the form and its Show button work without JavaScript.
 */
export function SubmitOnChange({ formId }: { formId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const submit = () => form.requestSubmit();
    form.addEventListener('change', submit);
    return () => form.removeEventListener('change', submit);
  }, [formId]);
  return null;
}
