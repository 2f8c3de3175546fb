import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import {
  AWAITING_APPROVAL,
  RegisterSchema,
  type RegisterInput,
} from '../../../../domain/admin-accounts';
import { SETUP_CODE_REQUIRED } from '../../../../domain/setup-code';
import { FormField } from '../../../components/forms/form-field';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { AuthCard, FormMessages, formMessages, invalidProps } from './auth-card';
import { ADMIN_HOME, ADMIN_LOGIN } from '../utils/auth-redirect';
import { serverMessage } from '../../../admin/api/error-message';
import { useSession } from '../../../admin/api/get-session';
import { useRegister, type RegisterRequest } from '../api/register';
import { useSetupState } from '../api/get-setup-state';

const MESSAGES_ID = 'register-messages';
const FIELDS = ['setupCode', 'email', 'password', 'confirmPassword'] as const;

/**
 * `/admin/register` (docs/product/screens.md#register, docs/product/rules.md#back-office-forms; docs/product/principles.md#back-office): the first account is the owner and goes
 * straight to the dashboard, with the setup code shown to whoever started the server
 * (docs/decisions/036); later ones wait until an admin approves them.
 */
export function RegisterPage() {
  const session = useSession();
  const setupState = useSetupState();
  const registration = useRegister();
  const form = useForm<RegisterInput, unknown, RegisterRequest>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', setupCode: '' },
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

  // until the server says so, staff are not held up; an owner without the code is told by the
  // server, and the field appears with the answer
  const ownerRequired = setupState.data?.ownerRequired ?? false;
  const onSubmit = form.handleSubmit((values) => {
    registration.reset();
    if (ownerRequired && !values.setupCode?.trim()) {
      form.setError('setupCode', { message: SETUP_CODE_REQUIRED });
      return;
    }
    const { setupCode, ...account } = values;
    registration.mutate(ownerRequired ? { ...account, setupCode } : account, {
      // someone else may have become the owner meanwhile, or the code was used: look again
      onError: () => void setupState.refetch(),
    });
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
      description={
        ownerRequired
          ? 'Esta loja ainda não tem dono: a conta criada aqui será a do dono.'
          : 'Sua conta aguardará a aprovação de um administrador.'
      }
      footer={footer}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {/* role="alert": read out as soon as it appears */}
        <FormMessages id={MESSAGES_ID} messages={messages} />
        {ownerRequired && (
          <FormField
            id="register-setup-code"
            label="Código de configuração"
            hint={
              <>
                Aparece no terminal onde o servidor foi iniciado e fica salvo no arquivo{' '}
                <code className="break-all">data.forno-setup-code</code>, ao lado da pasta de dados.
                Perdeu? Rode <code>npm run setup-code</code> no servidor.
              </>
            }
          >
            <Input
              id="register-setup-code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="XXXX-XXXX-XXXX-XXXX"
              className="font-mono uppercase tracking-wider"
              {...invalidProps(MESSAGES_ID, errors.setupCode)}
              {...form.register('setupCode')}
            />
          </FormField>
        )}
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
