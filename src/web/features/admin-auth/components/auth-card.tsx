import { CircleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Logo } from '../../../components/logo';
import { Alert } from '../../../components/ui/alert';

/** The frame of the login and registration screens: the mark, a title and a card. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <main className="flex min-h-[80dvh] items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <Logo size="md" name="" />
          <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">Painel ADMIN</p>
        </div>
        <section
          aria-labelledby="auth-title"
          className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
        >
          <h1 id="auth-title" className="text-xl font-bold text-stone-900">
            {title}
          </h1>
          <p className="mt-1 text-sm text-stone-600">{description}</p>
          <div className="mt-5">{children}</div>
        </section>
        <div className="mt-5 text-center text-sm text-stone-700">{footer}</div>
      </div>
    </main>
  );
}

/**
 * The form's messages, each once, in field order: docs/product/rules.md#customer-data has one message for every empty field
 * ('Por favor, preencha todos os campos.'), so it is said once for the form, not under each field.
 */
export function formMessages<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: readonly (keyof T & string)[],
): string[] {
  const messages = fields
    .map((field) => errors[field]?.message)
    .filter((message): message is string => typeof message === 'string' && message !== '');
  return [...new Set(messages)];
}

export function FormMessages({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert id={id} tone="error">
      <CircleAlertIcon aria-hidden />
      <div>
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </Alert>
  );
}

/** A field the form's messages speak about points to them. */
export function invalidProps(messagesId: string, error: unknown) {
  return error
    ? { 'aria-invalid': true as const, 'aria-describedby': messagesId }
    : { 'aria-invalid': false as const };
}
