import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router';
import { LoginSchema, type LoginInput } from '../../../../domain/admin-accounts';
import { FormField } from '../../../components/forms/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { AuthCard, FormMessages, formMessages, invalidProps } from './auth-card';
import { afterLoginPath } from '../utils/auth-redirect';
import { serverMessage } from '../../../admin/api/error-message';
import { useSession } from '../../../admin/api/get-session';
import { useLogin, type LoginRequest } from '../api/login';

const MESSAGES_ID = 'login-messages';
const FIELDS = ['email', 'password'] as const;

/** `/admin/login` (docs/product/screens.md#login, docs/product/rules.md#back-office-forms): e-mail and password, a link to register. */
export function LoginPage() {
  const location = useLocation();
  const session = useSession();
  const login = useLogin();
  const form = useForm<LoginInput, unknown, LoginRequest>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  if (session.data) return <Navigate to={afterLoginPath(location, session.data.role)} replace />;

  const onSubmit = form.handleSubmit((values) => {
    login.reset();
    login.mutate(values);
  });
  const { errors } = form.formState;
  const messages = formMessages(errors, FIELDS);
  if (login.isError) {
    messages.push(serverMessage(login.error, 'Não foi possível entrar. Tente novamente.'));
  }

  return (
    <AuthCard
      title="Entrar"
      description="Acesse o painel da pizzaria com seu e-mail e senha."
      footer={
        <>
          Ainda não tem conta?{' '}
          <Link to="/admin/register" className="font-semibold text-brand-700 hover:underline">
            Cadastre-se
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {/* role="alert": read out as soon as it appears */}
        <FormMessages id={MESSAGES_ID} messages={messages} />
        <FormField id="login-email" label="E-mail">
          <Input
            id="login-email"
            type="email"
            autoComplete="username"
            inputMode="email"
            {...invalidProps(MESSAGES_ID, errors.email)}
            {...form.register('email')}
          />
        </FormField>
        <FormField id="login-password" label="Senha">
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            {...invalidProps(MESSAGES_ID, errors.password)}
            {...form.register('password')}
          />
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
          {login.isPending ? 'Entrando...' : 'Entrar'}
        </Button>
      </form>
    </AuthCard>
  );
}
