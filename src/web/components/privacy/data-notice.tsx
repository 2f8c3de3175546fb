import { ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DATA_NOTICE, PRIVACY_PATH } from '../../../domain/privacy-notice';
import { cn } from '../../lib/cn';

/**
 * What the shop keeps about the customer and why (LGPD, docs/decisions/033), with the link to
 * the privacy page: beside the checkout's button and on the profile.
 */
export function DataNotice({ className, id }: { className?: string; id?: string }) {
  return (
    <p id={id} className={cn('flex gap-2 text-sm text-stone-600', className)}>
      <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden />
      <span>
        {DATA_NOTICE}{' '}
        <Link
          to={PRIVACY_PATH}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Política de privacidade
        </Link>
      </span>
    </p>
  );
}
