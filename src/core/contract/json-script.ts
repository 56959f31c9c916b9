// Reads the JSON of a `<script type="application/json">` child, reporting exactly what is wrong.
type JsonRead = { ok: true; value: unknown } | { ok: false; problem: string } | { ok: 'absent' };

export function findJsonChild(parent: Element): HTMLScriptElement | undefined {
  for (const child of Array.from(parent.children)) {
    if (child instanceof HTMLScriptElement && child.type === 'application/json') return child;
  }
  return undefined;
}

export function readJson(script: HTMLScriptElement | null | undefined): JsonRead {
  if (!script) return { ok: 'absent' };
  try {
    return { ok: true, value: JSON.parse(script.textContent ?? '') as unknown };
  } catch (error) {
    return {
      ok: false,
      problem: `malformed JSON (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}
