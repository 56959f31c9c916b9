// The captcha for one form: starts loading (and shows the badge) when a field of the form is first
// focused, gives tokens for its action, and after a failed submission blocks the submit button
// until a new token is in hand.
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CaptchaActionName } from '../../../core/domain/forms/constants.ts';
import { defaultFormKitStrings, type FormKitStrings } from '../../../core/words/strings-forms.ts';
import { executeCaptcha, loadCaptcha, reportMissingSiteKey, revealCaptchaBadge } from './captcha.ts';
import type { CaptchaBinding } from './use-form-controller.ts';

type CaptchaStatus = 'idle' | 'loading' | 'ready' | 'missing-key' | 'error';

interface CaptchaOptions {
  readonly siteKey: string | undefined;
  readonly action: CaptchaActionName;
  /** The page's CSP nonce, put on the injected script. */
  readonly nonce?: string | undefined;
}

interface CaptchaController extends CaptchaBinding {
  /** The form element it watches: the form controller's bindForm sets it. */
  readonly formRef: RefObject<HTMLElement | null>;
  readonly status: CaptchaStatus;
  /** Text for the island to show when the captcha cannot work (missing key, script blocked). */
  readonly message: string | undefined;
}

export function useCaptcha(
  options: CaptchaOptions & {
    readonly enabled?: boolean;
    readonly strings?: FormKitStrings | undefined;
  },
): CaptchaController {
  const { siteKey, action, nonce } = options;
  const formRef = useRef<HTMLElement | null>(null);
  const enabled = options.enabled ?? true;
  const strings = options.strings ?? defaultFormKitStrings;
  const [status, setStatus] = useState<CaptchaStatus>(enabled && !siteKey ? 'missing-key' : 'idle');
  const [blocked, setBlocked] = useState(false);
  const token = useRef<string | undefined>(undefined);
  const generation = useRef(0);

  useEffect(() => {
    if (enabled && !siteKey) {
      setStatus('missing-key');
      reportMissingSiteKey(document);
    }
  }, [enabled, siteKey]);

  const load = useCallback(async () => {
    if (!siteKey) throw new Error('no captcha site key');
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    try {
      const enterprise = await loadCaptcha(document, siteKey, nonce);
      setStatus('ready');
      return enterprise;
    } catch (error) {
      setStatus('error');
      throw error;
    }
  }, [siteKey, nonce]);

  // First focus inside the form: show the badge and start loading.
  useEffect(() => {
    const form = formRef.current;
    if (!enabled || !siteKey || !form) return;
    const onFocusIn = () => {
      form.removeEventListener('focusin', onFocusIn);
      revealCaptchaBadge(document);
      load().catch(() => undefined);
    };
    form.addEventListener('focusin', onFocusIn);
    return () => form.removeEventListener('focusin', onFocusIn);
  }, [enabled, siteKey, load]);

  const execute = useCallback(async () => {
    const kept = token.current;
    token.current = undefined;
    if (kept) return kept;
    const enterprise = await load();
    return executeCaptcha(enterprise, siteKey as string, action);
  }, [load, siteKey, action]);

  const reset = useCallback(() => {
    token.current = undefined;
    if (!siteKey) return;
    const mine = ++generation.current;
    setBlocked(true);
    load()
      .then((enterprise) => executeCaptcha(enterprise, siteKey, action))
      .then(
        (fresh) => {
          if (mine === generation.current) token.current = fresh;
        },
        () => undefined, // status is 'error' (load) or the next submit will ask again
      )
      .finally(() => {
        if (mine === generation.current) setBlocked(false);
      });
  }, [load, siteKey, action]);

  const message =
    status === 'missing-key'
      ? strings.formNotConfigured
      : status === 'error'
        ? strings.formCaptchaLoadFailed
        : undefined;

  return useMemo(
    () => ({ formRef, status, message, blocked: blocked || status === 'missing-key', execute, reset }),
    [status, message, blocked, execute, reset],
  );
}
