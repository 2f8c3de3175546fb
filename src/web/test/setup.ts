// Adds DOM matchers (toBeInTheDocument, toHaveAccessibleName, …) to vitest's expect.
import '@testing-library/jest-dom/vitest';
import '../lib/zod-without-eval';
