import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';

/**
 * 'Confirme sua senha' (decision 039): asked before a save that changes where the Pix money goes.
 * The password is sent with that save only and never kept.
 */
export function PasswordDialog({
  open,
  changedFields,
  error,
  isPending,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** What changes, as the owner reads it: 'chave Pix, cidade'. */
  changedFields: string;
  /** The server's refusal (a wrong password), shown under the field. */
  error: string | null;
  isPending: boolean;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [isEmpty, setEmpty] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password === '') {
      setEmpty(true);
      return;
    }
    onConfirm(password);
  }

  function close() {
    setPassword('');
    setEmpty(false);
    onCancel();
  }

  const message = isEmpty ? 'Digite sua senha.' : error;
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && !isPending && close()}>
      {open && (
        <DialogContent maxWidth="lg">
          <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
            <DialogHeader>
              <DialogTitle>Confirme sua senha</DialogTitle>
              <DialogDescription>
                Você está mudando o recebimento do Pix ({changedFields}). Para proteger o dinheiro
                da pizzaria, digite a senha da sua conta.
              </DialogDescription>
            </DialogHeader>
            <DialogBody className="flex flex-col gap-1.5">
              <Label htmlFor="confirm-password">Senha</Label>
              <Input
                id="confirm-password"
                type="password"
                autoComplete="current-password"
                autoFocus
                value={password}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? 'confirm-password-error' : undefined}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setEmpty(false);
                }}
              />
              {message && (
                <p id="confirm-password-error" role="alert" className="text-sm text-red-700">
                  {message}
                </p>
              )}
            </DialogBody>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close} disabled={isPending}>
                Cancelar
              </Button>
              <Button type="submit" disabled={isPending}>
                {isPending ? 'Salvando...' : 'Confirmar e salvar'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
