import { WifiOffIcon } from 'lucide-react';
import { WhatsAppIcon } from '../../../components/brand-icons';
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
import type { OfflinePrompt } from '../checkout/use-checkout';

/** docs/product/errors.md#checkout: offline, the order is kept on the device and the customer may go on by WhatsApp. */
export function OfflineOrderDialog({
  prompt,
  onAnswer,
}: {
  prompt: OfflinePrompt | null;
  onAnswer: (sendByWhatsApp: boolean) => void;
}) {
  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => !open && onAnswer(false)}>
      <DialogContent className="h-auto" showClose={false}>
        <DialogHeader>
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <WifiOffIcon className="size-6" aria-hidden />
          </span>
          <DialogTitle>Você está offline</DialogTitle>
          <DialogDescription>
            Seu pedido foi salvo neste aparelho e será enviado à pizzaria assim que a conexão
            voltar.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <p className="text-sm text-stone-700">
            Deseja continuar pelo WhatsApp para avisar a pizzaria agora?
          </p>
        </DialogBody>
        <DialogFooter className="flex-col-reverse sm:flex-row">
          <Button variant="outline" size="lg" className="flex-1" onClick={() => onAnswer(false)}>
            Agora não
          </Button>
          <Button
            variant="success"
            size="lg"
            className="flex-1"
            disabled={!prompt?.whatsapp}
            onClick={() => onAnswer(true)}
          >
            <WhatsAppIcon aria-hidden />
            Continuar pelo WhatsApp
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
