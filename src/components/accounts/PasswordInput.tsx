'use client';

import { useState, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string };

/** A password input with a 表示／隠す toggle button (its name says what it will do; aria-controls). */
export function PasswordInput(props: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...props} type={visible ? 'text' : 'password'} autoCapitalize="off" autoCorrect="off" spellCheck={false} />
      <button
        type="button"
        className="password-input__toggle"
        aria-controls={props.id}
        aria-label={visible ? 'パスワードを隠す' : 'パスワードを表示する'}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? '隠す' : '表示'}
      </button>
    </div>
  );
}
