import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useState } from 'react';
import { useFormSubmit, type SubmitAnswer, type SubmitOptions } from './use-form-submit.ts';

type Field = 'name' | 'age';
const FIELDS: Field[] = ['name', 'age'];

/** A small form on the hook; `reply` is the call's next answer, released by `release()`. */
function harness(options: SubmitOptions<Field> = {}) {
  const calls: string[] = [];
  const waiting: ((answer: SubmitAnswer) => void)[] = [];
  const results: (SubmitAnswer | null)[] = [];
  function Form() {
    const [name, setName] = useState('');
    const form = useFormSubmit(FIELDS);
    return (
      <form
        noValidate
        aria-busy={form.sending}
        onSubmit={async (event) => {
          event.preventDefault();
          results.push(await form.submit(() => new Promise<SubmitAnswer>((resolve) => (calls.push(name), waiting.push(resolve))), options));
        }}
      >
        {form.formError && (
          <div ref={form.summaryRef} role="alert" tabIndex={-1}>
            {form.formError}
          </div>
        )}
        <input id={form.id('name')} aria-label="name" value={name} onChange={(event) => (setName(event.target.value), form.clearError('name'))} />
        {form.errors.name && <p data-testid="name-error">{form.errors.name}</p>}
        <input id={form.id('age')} aria-label="age" />
        {form.errors.age && <p data-testid="age-error">{form.errors.age}</p>}
        <button type="submit" disabled={form.sending}>
          {form.sending ? 'sending' : 'send'}
        </button>
      </form>
    );
  }
  const release = (answer: SubmitAnswer) => waiting.shift()!(answer);
  return { Form, calls, results, release };
}

test('is pending while the call runs, sends once however often it is submitted, and hands back the answer', async () => {
  const h = harness();
  await render(<h.Form />);
  await userEvent.fill(page.getByLabelText('name'), 'a');
  const form = page.getByRole('button').element().closest('form')!;
  form.requestSubmit();
  form.requestSubmit();
  await expect.element(page.getByRole('button', { name: 'sending' })).toBeDisabled();
  expect(h.calls).toEqual(['a']);
  h.release({ ok: true });
  await expect.element(page.getByRole('button', { name: 'send' })).toBeEnabled();
  expect(h.results).toEqual([null, { ok: true }]);
});

test('shows field errors from the API shape under their fields, ignores unknown paths, and focuses the first', async () => {
  const h = harness();
  await render(<h.Form />);
  await userEvent.click(page.getByRole('button', { name: 'send' }));
  h.release({ ok: false, message: '入力内容に誤りがあります', fields: { age: '年齢が正しくありません', token: 'invalid' } });
  await expect.element(page.getByTestId('age-error')).toHaveTextContent('年齢が正しくありません');
  expect(page.getByRole('alert').query()).toBeNull();
  await expect.element(page.getByLabelText('age')).toHaveFocus();
});

test('shows the server message above the form when no field is named, and focuses it', async () => {
  const h = harness();
  await render(<h.Form />);
  await userEvent.click(page.getByRole('button', { name: 'send' }));
  h.release({ ok: false, message: 'リクエストが多すぎます', fields: { token: 'invalid' } });
  await expect.element(page.getByRole('alert')).toHaveTextContent('リクエストが多すぎます');
  await expect.element(page.getByRole('alert')).toHaveFocus();
});

test('local checks stop the call; editing a field clears its error; the next submit clears the rest', async () => {
  const h = harness({ check: () => ({ name: 'なまえを入力してください' }), fieldsSummary: '入力内容をご確認ください。' });
  await render(<h.Form />);
  await userEvent.click(page.getByRole('button', { name: 'send' }));
  await expect.element(page.getByTestId('name-error')).toHaveTextContent('なまえを入力してください');
  await expect.element(page.getByRole('alert')).toHaveTextContent('入力内容をご確認ください。');
  await expect.element(page.getByLabelText('name')).toHaveFocus();
  expect(h.calls).toEqual([]);
  expect(h.results).toEqual([null]);
  await userEvent.type(page.getByLabelText('name'), 'x');
  expect(page.getByTestId('name-error').query()).toBeNull();
});

test('with messageWithFields the server message shows next to the field errors and takes the focus', async () => {
  const h = harness({ messageWithFields: true });
  await render(<h.Form />);
  await userEvent.click(page.getByRole('button', { name: 'send' }));
  h.release({ ok: false, message: 'メールアドレスまたはパスワードが違います', fields: { name: '確認してください' } });
  await expect.element(page.getByRole('alert')).toHaveTextContent('メールアドレスまたはパスワードが違います');
  await expect.element(page.getByTestId('name-error')).toBeVisible();
  await expect.element(page.getByRole('alert')).toHaveFocus();
});

test('stays pending after a success when the page is leaving', async () => {
  const h = harness({ pendingAfterSuccess: true });
  await render(<h.Form />);
  await userEvent.click(page.getByRole('button', { name: 'send' }));
  h.release({ ok: true });
  await expect.poll(() => h.results.length).toBe(1);
  await expect.element(page.getByRole('button', { name: 'sending' })).toBeDisabled();
});
