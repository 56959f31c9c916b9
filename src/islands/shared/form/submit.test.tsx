import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../../core/platform/platform-error.ts';
import { Form } from './Form.tsx';
import { FormFields } from './FormFields.tsx';
import { FormNotice, SubmitButton } from './FormStatus.tsx';
import { deferredSubmit, definition } from './form.test-helper.ts';
import { useFormController } from './use-form-controller.ts';

const CONTACT = definition({
  id: 'contact',
  submissionText: 'Thanks, we will be in touch.',
  postSubmitHtml: '<p>See you <b>soon</b></p>',
  fields: [
    { id: 'email', type: 'email', label: 'Email', required: true },
    { id: 'message', type: 'textarea', label: 'Message' },
    { id: 'topic', type: 'radio', label: 'Topic', options: ['Orders', 'Other'] },
  ],
});

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), ' ada@example.com ');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), ' Hello ');
  await user.click(screen.getByRole('radio', { name: 'Other' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

// Each test here types about 25 keys, every key a React render in happy-dom: nothing waits on a
// clock, but the work outlasted vitest's 5 s default in a full run on a loaded machine. Measured
// for the first test (which also pays the first render's cost): 0.4 s alone, 2.7 s beside six
// CPU hogs on two cores (2.3 s with user-event's pause between keys removed, so the keys' own
// work, not their pauses, is the cost). 20 s leaves a full suite's load room on top of that.
describe('submit state machine', { timeout: 20_000 }, () => {
  it('locks while submitting with Submitting…, sends the sanitised form, then shows the success view', async () => {
    const user = userEvent.setup();
    const call = deferredSubmit();
    render(<Form definition={CONTACT} submit={call.submit} />);
    await fillAndSend(user);

    const busy = screen.getByRole('button', { name: 'Submitting…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).readOnly).toBe(true);
    expect((screen.getByRole('radio', { name: 'Other' }) as HTMLInputElement).disabled).toBe(true);
    expect(call.calls).toEqual([
      { form: { email: 'ada@example.com', message: 'Hello', topic: 'Other' }, captchaToken: undefined },
    ]);

    // A second submit while locked sends nothing.
    await user.click(busy);
    expect(call.calls).toHaveLength(1);

    await act(async () => call.resolve({ ok: true }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Thanks, we will be in touch.See you soon');
  });

  it("other forms say 'Saving…'", async () => {
    const user = userEvent.setup();
    const call = deferredSubmit();
    render(<Form definition={CONTACT} submit={call.submit} busyLabel="saving" />);
    await fillAndSend(user);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeTruthy();
  });

  it('unlocks after a failure, keeps everything typed, and shows the form message', async () => {
    const user = userEvent.setup();
    const call = deferredSubmit();
    render(<Form definition={CONTACT} submit={call.submit} />);
    await fillAndSend(user);
    await act(async () =>
      call.resolve({ ok: false, message: 'Unable to send form. Please try again later.' }),
    );

    const button = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    // (An email input drops surrounding spaces itself; the textarea below keeps exactly what was typed.)
    expect(email.value).toBe('ada@example.com');
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(' Hello ');
    expect((screen.getByRole('radio', { name: 'Other' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'Unable to send form. Please try again later.',
    );

    // And it can be sent again.
    await user.click(button);
    expect(call.calls).toHaveLength(2);
  });

  it('a submit that throws a fault of ours shows the unknown error', async () => {
    const user = userEvent.setup();
    render(<Form definition={CONTACT} submit={() => Promise.reject(new Error('network'))} />);
    await fillAndSend(user);
    expect(await screen.findByText('Unknown error, please try again later.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("a submit that throws a call's failure shows that failure's form words (spec 8)", async () => {
    const user = userEvent.setup();
    render(
      <Form
        definition={CONTACT}
        submit={() => Promise.reject(new PlatformError('rate-limit', 'Slow down', 429))}
      />,
    );
    await fillAndSend(user);
    expect(
      await screen.findByText(
        'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      ),
    ).toBeTruthy();
  });

  it('shows server per-field messages on their fields and focuses the first (WCAG 3.3.1, 3.3.3)', async () => {
    const user = userEvent.setup();
    const call = deferredSubmit();
    render(<Form definition={CONTACT} submit={call.submit} />);
    await fillAndSend(user);
    await act(async () =>
      call.resolve({
        ok: false,
        fieldErrors: { message: 'Too rude.', topic: 'Pick again.' },
        message: 'One or more fields is invalid, please check your entries.',
      }),
    );
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(message.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Too rude.',
    );
    expect(within(screen.getByRole('group', { name: 'Topic' })).getByText('Pick again.')).toBeTruthy();
    expect(document.activeElement).toBe(message);
    // No form-level message when every server message found its field.
    expect(screen.queryByText('One or more fields is invalid, please check your entries.')).toBeNull();
  });

  it('server messages for fields the form does not have become a form message', async () => {
    const user = userEvent.setup();
    const call = deferredSubmit();
    render(<Form definition={CONTACT} submit={call.submit} />);
    await fillAndSend(user);
    await act(async () =>
      call.resolve({
        ok: false,
        fieldErrors: { ghost: 'Nope' },
        message: 'One or more fields is invalid, please check your entries.',
      }),
    );
    expect(screen.getByText('One or more fields is invalid, please check your entries.')).toBeTruthy();
  });
});

describe('notice and focus', () => {
  it("says 'scroll up' when the first problem is above the notice, and focuses that field", async () => {
    const user = userEvent.setup();
    render(<Form definition={CONTACT} submit={deferredSubmit().submit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Your form has encountered a problem. Please scroll up to review.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it("says 'scroll down' when the notice sits above the problem", async () => {
    const user = userEvent.setup();
    render(<Form definition={CONTACT} submit={deferredSubmit().submit} noticePosition="top" />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      screen.getByText('Your form has encountered a problem. Please scroll down to review.'),
    ).toBeTruthy();
  });

  it('stays away when the first problem is already in view (no scroll needed)', async () => {
    const user = userEvent.setup();
    render(<Form definition={CONTACT} submit={deferredSubmit().submit} />);
    const field = screen.getByRole('textbox', { name: 'Email' }).closest('[data-sf-field]') as HTMLElement;
    field.getBoundingClientRect = () => new DOMRect(0, 100, 300, 60);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText(/Your form has encountered a problem/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('appears when the first problem is scrolled out of view above', async () => {
    const user = userEvent.setup();
    render(<Form definition={CONTACT} submit={deferredSubmit().submit} />);
    const field = screen.getByRole('textbox', { name: 'Email' }).closest('[data-sf-field]') as HTMLElement;
    field.getBoundingClientRect = () => new DOMRect(0, -400, 300, 60);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Your form has encountered a problem. Please scroll up to review.')).toBeTruthy();
  });

  it('goes away once every problem is fixed', async () => {
    const user = userEvent.setup();
    render(<Form definition={CONTACT} submit={deferredSubmit().submit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    expect(screen.queryByText(/Your form has encountered a problem/)).toBeNull();
  });

  it('works in a layout an island composes itself', async () => {
    function Island() {
      const form = useFormController({ definition: CONTACT, submit: deferredSubmit().submit });
      return (
        <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate>
          <FormNotice form={form} />
          <FormFields form={form} />
          <SubmitButton form={form} label="Notify me" />
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Island />);
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Your form has encountered a problem. Please scroll down to review.',
    );
  });
});

describe('keeping what was typed', () => {
  it('hands every value to onValuesChange inside the change itself, before any render', () => {
    // A caller that keeps answers (the custom form dialog) may be unmounted right after a change
    // (Escape after a choice); preact/compat would drop an effect still waiting to run.
    const seen: unknown[] = [];
    let rendered = 0;
    let controller: ReturnType<typeof useFormController> | undefined;
    function Island() {
      rendered += 1;
      controller = useFormController({
        definition: CONTACT,
        submit: deferredSubmit().submit,
        initialValues: { email: 'ada@example.com' },
        onValuesChange: (values) => seen.push(values),
      });
      return null;
    }
    render(<Island />);
    const before = rendered;
    act(() => {
      controller?.setValue('message', 'Hi');
      controller?.setValue('topic', 'Other');
      // Inside act nothing has rendered yet: both changes were handed over as they happened.
      expect(rendered).toBe(before);
      expect(seen).toEqual([
        expect.objectContaining({ email: 'ada@example.com', message: 'Hi' }),
        expect.objectContaining({ email: 'ada@example.com', message: 'Hi', topic: 'Other' }),
      ]);
    });
    expect(controller?.values).toEqual(expect.objectContaining({ message: 'Hi', topic: 'Other' }));
  });
});
