/**
 * The thermal printer on the desk's USB port, reached from Chromium through Web Serial (a printer
 * seen as a serial port, the usual for cheap 58/80 mm printers with a USB-serial chip) or WebUSB
 * (a printer of the USB printer class). Neither API is in TypeScript's DOM library: the few
 * members used are declared here.
 */

export const CONNECTIONS = ['serial', 'usb'] as const;
export type Connection = (typeof CONNECTIONS)[number];
export const CONNECTION_LABELS: Readonly<Record<Connection, string>> = {
  serial: 'Porta serial',
  usb: 'USB',
};

interface SerialPortLike {
  open(options: { baudRate: number }): Promise<void>;
  readonly writable: WritableStream<Uint8Array> | null;
  getInfo?(): { usbVendorId?: number; usbProductId?: number };
}
interface SerialLike {
  requestPort(options?: object): Promise<SerialPortLike>;
  getPorts(): Promise<SerialPortLike[]>;
}
interface UsbEndpointLike {
  endpointNumber: number;
  direction: 'in' | 'out';
  type: string;
}
interface UsbInterfaceLike {
  interfaceNumber: number;
  alternate: { interfaceClass: number; endpoints: UsbEndpointLike[] };
}
interface UsbDeviceLike {
  opened: boolean;
  productName?: string;
  configuration: { interfaces: UsbInterfaceLike[] } | null;
  open(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(interfaceNumber: number): Promise<void>;
  transferOut(endpointNumber: number, data: Uint8Array): Promise<unknown>;
}
interface UsbLike {
  requestDevice(options: { filters: object[] }): Promise<UsbDeviceLike>;
  getDevices(): Promise<UsbDeviceLike[]>;
}

function serialApi(): SerialLike | null {
  return (navigator as Navigator & { serial?: SerialLike }).serial ?? null;
}
function usbApi(): UsbLike | null {
  return (navigator as Navigator & { usb?: UsbLike }).usb ?? null;
}

/** The connections this browser offers (none outside Chromium on a computer). */
export function supportedConnections(): Connection[] {
  return CONNECTIONS.filter((kind) => (kind === 'serial' ? serialApi() : usbApi()) !== null);
}

/** An open printer: bytes in, paper out. */
export interface Printer {
  readonly name: string;
  write(bytes: Uint8Array): Promise<void>;
}

const BAUD_RATE = 9600;
/** The USB printer class: a printer's bulk OUT endpoint takes raw ESC/POS. */
const USB_PRINTER_CLASS = 7;

async function openSerial(port: SerialPortLike): Promise<Printer> {
  if (!port.writable) await port.open({ baudRate: BAUD_RATE });
  const info = port.getInfo?.() ?? {};
  return {
    name: info.usbVendorId ? `Serial ${info.usbVendorId.toString(16)}` : 'Serial',
    async write(bytes) {
      const writable = port.writable;
      if (!writable) throw new Error('A impressora foi desconectada.');
      const writer = writable.getWriter();
      try {
        await writer.write(bytes);
      } finally {
        writer.releaseLock();
      }
    },
  };
}

async function openUsb(device: UsbDeviceLike): Promise<Printer> {
  if (!device.opened) await device.open();
  if (device.configuration === null) await device.selectConfiguration(1);
  const interfaces = device.configuration?.interfaces ?? [];
  const printer =
    interfaces.find((i) => i.alternate.interfaceClass === USB_PRINTER_CLASS) ?? interfaces[0];
  const endpoint = printer?.alternate.endpoints.find(
    (e) => e.direction === 'out' && e.type === 'bulk',
  );
  if (!printer || !endpoint) throw new Error('Este aparelho USB não recebe impressões.');
  await device.claimInterface(printer.interfaceNumber);
  return {
    name: device.productName || 'USB',
    async write(bytes) {
      await device.transferOut(endpoint.endpointNumber, bytes);
    },
  };
}

/** Asks the person to choose the printer (the browser's own dialog), then opens it. */
export async function choosePrinter(connection: Connection): Promise<Printer> {
  if (connection === 'serial') {
    const api = serialApi();
    if (!api) throw new Error('Este navegador não conecta impressoras pela porta serial.');
    return openSerial(await api.requestPort());
  }
  const api = usbApi();
  if (!api) throw new Error('Este navegador não conecta impressoras USB.');
  return openUsb(await api.requestDevice({ filters: [{ classCode: USB_PRINTER_CLASS }] }));
}

/** Opens the printer this device chose before, without asking (null when none is allowed). */
export async function reopenPrinter(connection: Connection): Promise<Printer | null> {
  if (connection === 'serial') {
    const [port] = (await serialApi()?.getPorts()) ?? [];
    return port ? openSerial(port) : null;
  }
  const [device] = (await usbApi()?.getDevices()) ?? [];
  return device ? openUsb(device) : null;
}
