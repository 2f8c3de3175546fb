import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, nothing more (no tailwind-merge, for a lighter first load): two classes that
 * set the same property would be settled by the stylesheet's order, not by their order here. So a
 * component never takes a caller's class that fights one of its own; a prop or variant picks it.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
