import { CameraIcon, ImageOffIcon } from 'lucide-react';
import { useRef } from 'react';
import type { AdminProduct } from '../../../../domain/admin-catalogue';
import type { CategoryGroup } from '../../../../domain/catalogue';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../../../domain/product-photo';
import { ProductPicture } from '../../../components/product-picture';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../admin/api/error-message';
import { toast } from '../../../lib/toast';
import { useRemoveProductPhoto, useUploadProductPhoto } from '../api/product-photo';

/** What the file picker offers: a phone's camera roll included (HEIC). The server checks the bytes. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * The product's photo on the products page (decision 031): the thumbnail the menu shows, a button
 * that sends a new one (from the gallery or the camera) and one that removes it.
 */
export function ProductPhotoCell({
  product,
  group,
}: {
  product: AdminProduct;
  group: CategoryGroup;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProductPhoto();
  const remove = useRemoveProductPhoto();
  const busy = upload.isPending || remove.isPending;
  const hasPhoto = Boolean(product.photo);

  function send(file: File) {
    // said at once, without sending 10 MB to be told the same
    if (file.size > PHOTO_MAX_BYTES) {
      toast.error('Foto não enviada', { description: PHOTO_MESSAGES.tooLarge });
      return;
    }
    upload.mutate(
      { productId: product.id, file },
      {
        onSuccess: () =>
          toast.success('Foto salva', {
            description: `${product.name} já aparece com a foto no cardápio`,
          }),
        onError: (error) =>
          toast.error('Foto não enviada', {
            description: serverMessage(error, 'Não foi possível enviar a foto.'),
          }),
      },
    );
  }

  function removePhoto() {
    remove.mutate(product.id, {
      onSuccess: () => toast.success('Foto removida', { description: product.name }),
      onError: (error) =>
        toast.error('Foto não removida', {
          description: serverMessage(error, 'Não foi possível remover a foto.'),
        }),
    });
  }

  return (
    <div className="flex items-center gap-1.5">
      <div className="relative shrink-0">
        <ProductPicture
          photo={product.photo}
          group={group}
          sizes="56px"
          alt={`Foto de ${product.name}`}
          className="aspect-[4/3] w-14 rounded-lg"
        />
        {busy && (
          <span className="absolute inset-0 flex items-center justify-center rounded-lg bg-white/70">
            <Spinner label="Enviando foto" />
          </span>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid={`photo-input-${product.id}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // the same file chosen again is a new choice
          event.target.value = '';
          if (file) send(file);
        }}
      />
      <div className="flex flex-col gap-1">
        <Button
          variant="outline"
          size="iconSm"
          disabled={busy}
          aria-label={`${hasPhoto ? 'Trocar' : 'Enviar'} foto de ${product.name}`}
          title={hasPhoto ? 'Trocar foto' : 'Enviar foto'}
          onClick={() => input.current?.click()}
        >
          <CameraIcon aria-hidden />
        </Button>
        {hasPhoto && (
          <Button
            variant="dangerGhost"
            size="iconSm"
            disabled={busy}
            aria-label={`Remover foto de ${product.name}`}
            title="Remover foto"
            onClick={removePhoto}
          >
            <ImageOffIcon aria-hidden />
          </Button>
        )}
      </div>
    </div>
  );
}
