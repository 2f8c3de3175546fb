import {
  ClockIcon,
  CreditCardIcon,
  InfoIcon,
  MapPinIcon,
  PhoneIcon,
  TruckIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../../domain/date-format';
import { ORDER_GREETING } from '../../../../domain/establishment';
import { whatsappLink } from '../../../../domain/formats';
import {
  localTimeIn,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from '../../../../domain/opening-hours';
import { FacebookIcon, InstagramIcon, WhatsAppIcon } from '../../../components/brand-icons';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useEstablishment, useIsOpen } from '../../../api/get-establishment';
import { OpenBadge } from './open-badge';

function mapsSearchLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** docs/product/screens.md#status-dialog: everything a customer wants to know before ordering. */
export function StatusDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data: shop, isPending, isError } = useEstablishment();
  const isOpen = useIsOpen(shop);
  const [showDetails, setShowDetails] = useState(false);
  const today: Weekday | undefined = shop
    ? localTimeIn(new Date(), shop.timeZone).weekday
    : undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="h-auto" aria-describedby={undefined}>
        {isPending || !shop ? (
          <>
            <DialogHeader>
              <DialogTitle>Informações da pizzaria</DialogTitle>
            </DialogHeader>
            <DialogBody className="py-8! text-center">
              {isPending ? (
                <Spinner label="Carregando informações..." />
              ) : (
                isError && (
                  <p className="text-stone-700">
                    Não foi possível carregar as informações. Tente novamente em instantes.
                  </p>
                )
              )}
            </DialogBody>
          </>
        ) : (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <DialogTitle>{shop.name}</DialogTitle>
                {isOpen !== undefined && <OpenBadge isOpen={isOpen} />}
              </div>
              <DialogDescription className="sr-only">
                Horários, contatos e formas de pagamento
              </DialogDescription>
              <div className="mt-1 flex gap-1">
                {shop.socialMedia.instagram && (
                  <SocialLink
                    href={`https://instagram.com/${shop.socialMedia.instagram}`}
                    label={`Instagram @${shop.socialMedia.instagram}`}
                  >
                    <InstagramIcon className="size-5" aria-hidden />
                  </SocialLink>
                )}
                {shop.socialMedia.facebook && (
                  <SocialLink
                    href={`https://facebook.com/${shop.socialMedia.facebook}`}
                    label={`Facebook ${shop.socialMedia.facebook}`}
                  >
                    <FacebookIcon className="size-5" aria-hidden />
                  </SocialLink>
                )}
                {shop.whatsapp && (
                  <SocialLink href={whatsappLink(shop.whatsapp)} label="WhatsApp">
                    <WhatsAppIcon className="size-5" aria-hidden />
                  </SocialLink>
                )}
              </div>
            </DialogHeader>
            <DialogBody className="space-y-4 pb-4">
              <Item icon={<TruckIcon aria-hidden />} title="Tempo de entrega">
                {shop.deliveryTime}
              </Item>
              <Item icon={<PhoneIcon aria-hidden />} title="Telefone">
                <span>{shop.phone}</span>
                {shop.whatsapp && (
                  <a
                    className="ml-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
                    href={whatsappLink(shop.whatsapp)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Enviar mensagem
                  </a>
                )}
              </Item>
              <Item icon={<MapPinIcon aria-hidden />} title="Endereço">
                <span>{shop.address}</span>
                {shop.address && (
                  <a
                    className="ml-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
                    href={mapsSearchLink(shop.address)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Ver no mapa
                  </a>
                )}
              </Item>
              <Item icon={<ClockIcon aria-hidden />} title="Horário">
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
                  {WEEKDAYS.map((day) => (
                    <div key={day} className="contents">
                      <dt className={day === today ? 'font-semibold text-stone-900' : undefined}>
                        {WEEKDAY_LABELS[day]}
                      </dt>
                      <dd className={day === today ? 'font-semibold text-stone-900' : undefined}>
                        {shop.schedules[day]}
                      </dd>
                    </div>
                  ))}
                </dl>
              </Item>
              <Item icon={<CreditCardIcon aria-hidden />} title="Pagamento">
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {shop.paymentOptions.map((option) => (
                    <li key={option} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs">
                      {option}
                    </li>
                  ))}
                </ul>
              </Item>
              {shop.additionalInfo && (
                <Item icon={<InfoIcon aria-hidden />} title="Informações adicionais">
                  <p className="whitespace-pre-line">{shop.additionalInfo}</p>
                </Item>
              )}
              <div>
                <button
                  type="button"
                  className="text-xs font-semibold text-stone-600 underline underline-offset-2"
                  aria-expanded={showDetails}
                  onClick={() => setShowDetails((v) => !v)}
                >
                  Exibir detalhes
                </button>
                {showDetails && (
                  <p className="mt-1 text-xs text-stone-600">
                    {shop.lastUpdated
                      ? `Última atualização: ${formatDateTime(shop.lastUpdated, shop.timeZone)}`
                      : 'Nunca atualizado'}
                  </p>
                )}
              </div>
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" className="flex-1">
                  Fechar
                </Button>
              </DialogClose>
              {shop.whatsapp && (
                <Button asChild variant="success" className="flex-1">
                  <a
                    href={whatsappLink(shop.whatsapp, ORDER_GREETING)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    <WhatsAppIcon aria-hidden />
                    Fazer pedido
                  </a>
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-3 text-sm text-stone-700">
      <span className="mt-0.5 text-brand-600 [&>svg]:size-5">{icon}</span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <div>{children}</div>
      </div>
    </section>
  );
}

function SocialLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      aria-label={label}
      className="rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-brand-700"
    >
      {children}
    </a>
  );
}
