import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import {
  AWAITING_APPROVAL,
  RegisterSchema,
  type RegisterInput,
} from '../../../../domain/admin-accounts';
import { FormField } from '../../../components/forms/form-field';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { AuthCard, FormMessages, formMessages, invalidProps } from './auth-card';
import { ADMIN_HOME, ADMIN_LOGIN } from '../utils/auth-redirect';
import { serverMessage } from '../../../admin/api/error-message';
import { useSession } from '../../../admin/api/get-session';
import { useRegister, type RegisterRequest } from '../api/register';

const MESSAGES_ID = 'register-messages';
const FIELDS = ['email', 'password', 'confirmPassword'] as const;

/**
 * `/admin/register` (spec §2, §5; PRODUCT.md Admin): the first account is the owner and goes
 * straight to the dashboard; later ones wait until an admin approves them.
 */
export function RegisterPage() {
  const session = useSession();
  const registration = useRegister();
  const form = useForm<RegisterInput, unknown, RegisterRequest>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  if (session.data) return <Navigate to={ADMIN_HOME} replace />;

  const footer = (
    <>
      Já tem uma conta?{' '}
      <Link to={ADMIN_LOGIN} className="font-semibold text-brand-700 hover:underline">
        Entrar
      </Link>
    </>
  );

  if (registration.data && !registration.data.isActive) {
    return (
      <AuthCard
        title="Cadastro recebido"
        description={`E-mail: ${registration.data.user.email}`}
        footer={footer}
      >
        <Alert tone="success">
          <CircleCheckIcon aria-hidden />
          <div>
            <AlertTitle>{registration.data.message || AWAITING_APPROVAL}</AlertTitle>
            <AlertDescription>
              Você poderá entrar assim que um administrador aprovar sua conta.
            </AlertDescription>
          </div>
        </Alert>
        <Button asChild size="lg" variant="outline" className="mt-5 w-full">
          <Link to={ADMIN_LOGIN}>Ir para o login</Link>
        </Button>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    registration.reset();
    registration.mutate(values);
  });
  const { errors } = form.formState;
  const messages = formMessages(errors, FIELDS);
  if (registration.isError) {
    messages.push(
      serverMessage(registration.error, 'Não foi possível criar a conta. Tente novamente.'),
    );
  }

  return (
    <AuthCard
      title="Criar conta"
      description="A primeira conta criada é a do dono. As demais aguardam aprovação."
      footer={footer}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {/* role="alert": read out as soon as it appears */}
        <FormMessages id={MESSAGES_ID} messages={messages} />
        <FormField id="register-email" label="E-mail">
          <Input
            id="register-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...invalidProps(MESSAGES_ID, errors.email)}
            {...form.register('email')}
          />
        </FormField>
        <FormField id="register-password" label="Senha">
          <Input
            id="register-password"
            type="password"
            autoComplete="new-password"
            {...invalidProps(MESSAGES_ID, errors.password)}
            {...form.register('password')}
          />
        </FormField>
        <FormField id="register-confirm" label="Confirmar senha">
          <Input
            id="register-confirm"
            type="password"
            autoComplete="new-password"
            {...invalidProps(MESSAGES_ID, errors.confirmPassword)}
            {...form.register('confirmPassword')}
          />
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={registration.isPending}>
          {registration.isPending ? 'Criando conta...' : 'Criar conta'}
        </Button>
      </form>
    </AuthCard>
  );
}
