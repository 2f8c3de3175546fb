import { ExternalLinkIcon } from 'lucide-react';
import { ESTABLISHMENT_NAME_MAX, SHORT_TEXT_MAX } from '../../../../domain/establishment';
import { normalizeWhatsapp, whatsappLink } from '../../../../domain/formats';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { buttonVariants } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { Switch } from '../../../admin/ui/switch';
import type { SectionProps } from './section-props';
import { MostOrderedSection } from './most-ordered-section';

/** 'Informações Básicas' (docs/product/screens.md#settings): name, contacts, address, delivery time, social pages, active. */
export function BasicInfoTab({ copy, update, errors }: SectionProps) {
  // what will be saved, and the link customers' WhatsApp will open
  const whatsapp = normalizeWhatsapp(copy.whatsapp);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField id="settings-name" label="Nome da pizzaria" error={errors.name}>
        <Input
          id="settings-name"
          autoComplete="organization"
          maxLength={ESTABLISHMENT_NAME_MAX}
          value={copy.name}
          onChange={(event) => update({ name: event.target.value })}
          {...errorProps('settings-name', errors.name)}
        />
      </FormField>
      <FormField id="settings-phone" label="Telefone" error={errors.phone}>
        <Input
          id="settings-phone"
          type="tel"
          autoComplete="tel"
          maxLength={SHORT_TEXT_MAX}
          value={copy.phone}
          onChange={(event) => update({ phone: event.target.value })}
          {...errorProps('settings-phone', errors.phone)}
        />
      </FormField>
      <FormField
        id="settings-whatsapp"
        label="WhatsApp"
        error={errors.whatsapp}
        hint={
          whatsapp
            ? `Os pedidos vão para wa.me/${whatsapp}`
            : 'Com o DDD, por exemplo (11) 98765-4321. O código do Brasil (55) é acrescentado.'
        }
      >
        <div className="flex gap-2">
          <Input
            id="settings-whatsapp"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={25}
            value={copy.whatsapp}
            onChange={(event) => update({ whatsapp: event.target.value })}
            {...errorProps('settings-whatsapp', errors.whatsapp)}
          />
          <a
            href={whatsapp ? whatsappLink(whatsapp) : undefined}
            aria-disabled={!whatsapp}
            target="_blank"
            rel="noreferrer"
            className={cn(
              buttonVariants({ variant: 'outline', size: 'field' }),
              'shrink-0',
              !whatsapp && 'pointer-events-none opacity-50',
            )}
          >
            <ExternalLinkIcon aria-hidden />
            Testar link
          </a>
        </div>
      </FormField>
      <FormField id="settings-delivery-time" label="Tempo de entrega" error={errors.deliveryTime}>
        <Input
          id="settings-delivery-time"
          maxLength={SHORT_TEXT_MAX}
          placeholder="30 a 60 minutos"
          value={copy.deliveryTime}
          onChange={(event) => update({ deliveryTime: event.target.value })}
          {...errorProps('settings-delivery-time', errors.deliveryTime)}
        />
      </FormField>
      <FormField
        id="settings-address"
        label="Endereço"
        error={errors.address}
        className="md:col-span-2"
      >
        <Input
          id="settings-address"
          autoComplete="street-address"
          maxLength={SHORT_TEXT_MAX}
          value={copy.address}
          onChange={(event) => update({ address: event.target.value })}
          {...errorProps('settings-address', errors.address)}
        />
      </FormField>
      <FormField
        id="settings-instagram"
        label="Instagram"
        error={errors['socialMedia.instagram']}
        hint="O nome do perfil, sem @"
      >
        <div className="relative">
          <span
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500"
            aria-hidden
          >
            @
          </span>
          <Input
            id="settings-instagram"
            autoComplete="off"
            autoCapitalize="none"
            maxLength={60}
            className="pl-7"
            value={copy.socialMedia.instagram}
            // docs/product/screens.md#settings: kept without the @
            onChange={(event) =>
              update({
                socialMedia: {
                  ...copy.socialMedia,
                  instagram: event.target.value.replace(/^@+/, ''),
                },
              })
            }
            {...errorProps('settings-instagram', errors['socialMedia.instagram'])}
          />
        </div>
      </FormField>
      <FormField
        id="settings-facebook"
        label="Facebook"
        error={errors['socialMedia.facebook']}
        hint="O nome da página, como em facebook.com/nome-da-pagina"
      >
        <Input
          id="settings-facebook"
          autoComplete="off"
          autoCapitalize="none"
          maxLength={120}
          value={copy.socialMedia.facebook}
          onChange={(event) =>
            update({ socialMedia: { ...copy.socialMedia, facebook: event.target.value } })
          }
          {...errorProps('settings-facebook', errors['socialMedia.facebook'])}
        />
      </FormField>
      <div className="flex items-center justify-between gap-4 rounded-xl border border-stone-200 p-4 md:col-span-2">
        <div>
          <Label htmlFor="settings-active">Estabelecimento ativo</Label>
          <p className="text-sm text-stone-600">
            Desligado, a loja aparece como Fechado e não recebe pedidos, seja qual for o horário.
          </p>
        </div>
        <Switch
          id="settings-active"
          checked={copy.isActive}
          onCheckedChange={(isActive) => update({ isActive })}
        />
      </div>
      <MostOrderedSection copy={copy} update={update} errors={errors} />
    </div>
  );
}
