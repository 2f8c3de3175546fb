import { ArrowLeftIcon, PrinterIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { shopPublicOrigin } from '../../../../domain/establishment';
import { tableLink, tableName, type AdminTable } from '../../../../domain/tables';
import { useEstablishment } from '../../../api/get-establishment';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTables } from '../api/tables-api';
import './qr-sheet.css';

/** Cards on one A4 sheet: two across, three down, each large enough to scan from a seat. */
const QR_CARDS_PER_PAGE = 6;

/** The sheets: the active tables in the order a waiter counts them, six to a page. */
export function qrSheetPages(tables: readonly AdminTable[]): AdminTable[][] {
  const active = tables.filter((table) => table.isActive);
  const pages: AdminTable[][] = [];
  for (let start = 0; start < active.length; start += QR_CARDS_PER_PAGE) {
    pages.push(active.slice(start, start + QR_CARDS_PER_PAGE));
  }
  return pages;
}

/**
 * `/admin/tables/qr`: the printable sheet of the tables' QR codes (A4, six a page), each with the
 * shop's name and the table. The codes are drawn here by the same library as the Pix code.
 */
export function QrSheetPage() {
  const tables = useTables();
  const { data: shop } = useEstablishment();
  const origin = shopPublicOrigin(shop, window.location.origin);
  const shopName = shop?.name ?? '';
  const pages = tables.data ? qrSheetPages(tables.data.tables) : [];
  return (
    <main className="min-h-dvh bg-stone-200 px-3 py-4 print:min-h-0 print:bg-white print:p-0">
      <div className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-2 print:hidden">
        <Button asChild variant="outline">
          <Link to="/admin/tables">
            <ArrowLeftIcon aria-hidden />
            Voltar às mesas
          </Link>
        </Button>
        <h1 className="text-lg font-bold text-stone-900">QR Codes das mesas</h1>
        <Button onClick={() => window.print()} disabled={pages.length === 0}>
          <PrinterIcon aria-hidden />
          Imprimir
        </Button>
        {!shop?.publicAddress?.isConfigured && (
          <p className="w-full rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
            Os códigos apontam para {origin}. Configure o endereço público da pizzaria (PUBLIC_URL)
            para que os celulares dos clientes o alcancem.
          </p>
        )}
      </div>
      {tables.isPending ? (
        <div className="py-16 text-center">
          <Spinner label="Carregando mesas..." />
        </div>
      ) : pages.length === 0 ? (
        <p className="py-16 text-center text-stone-700">
          Nenhuma mesa ativa. Cadastre as mesas antes de imprimir os QR Codes.
        </p>
      ) : (
        <div className="qr-sheet flex flex-col items-center gap-6 print:block">
          {pages.map((page, index) => (
            <section
              key={index}
              aria-label={`Folha ${index + 1}`}
              className="qr-sheet-page grid w-[210mm] max-w-full grid-cols-2 gap-[6mm] bg-white p-[10mm] shadow-md print:w-auto print:p-0 print:shadow-none"
            >
              {page.map((table) => (
                <QrCard
                  key={table.id}
                  shopName={shopName}
                  table={table}
                  link={tableLink(origin, table.token)}
                />
              ))}
            </section>
          ))}
        </div>
      )}
    </main>
  );
}

function QrCard({ shopName, table, link }: { shopName: string; table: AdminTable; link: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('qrcode')
      .then(({ toString }) => toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (isCurrent) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      isCurrent = false;
    };
  }, [link]);
  return (
    <article className="flex h-[85mm] flex-col items-center justify-between rounded-xl border-2 border-dashed border-stone-300 p-[5mm] text-center break-inside-avoid">
      <p className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{shopName}</p>
      {image ? (
        <img src={image} alt={`QR Code da ${tableName(table.label)}`} className="size-[45mm]" />
      ) : (
        <div className="size-[45mm] animate-pulse rounded bg-stone-100" />
      )}
      <div>
        <p className="text-2xl font-bold text-stone-900">{tableName(table.label)}</p>
        <p className="text-xs text-stone-600">Aponte a câmera do celular para pedir</p>
      </div>
    </article>
  );
}
