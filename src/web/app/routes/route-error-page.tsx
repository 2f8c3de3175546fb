import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';

/** The router's error page (docs/product/errors.md#cart: 'Unexpected Application Error!'). */
function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-brand-700">Unexpected Application Error!</h1>
      <p className="text-stone-700">
        Algo deu errado ao abrir esta página. Recarregue para tentar de novo; seu carrinho continua
        salvo.
      </p>
      {detail && <pre className="max-w-full overflow-x-auto text-xs text-stone-500">{detail}</pre>}
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Recarregar</Button>
        <Button asChild variant="outline">
          <a href="/">Ir para o início</a>
        </Button>
      </div>
    </main>
  );
}

interface RouteErrorBoundaryProps {
  /** A new value (the next path) clears the error: leaving the broken screen recovers. */
  resetKey: string;
  children: ReactNode;
}

/** Any screen that throws while rendering shows the error page instead of a blank app. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(
    previous: RouteErrorBoundaryProps,
    previousState: { error: unknown },
  ) {
    // only an error shown before this navigation is cleared, not one the new path just threw
    if (previousState.error !== null && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  override render() {
    return this.state.error !== null ? (
      <RouteErrorPage error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
