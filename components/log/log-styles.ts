/**
 * The log's input class, in a small module of their own: the first-load screen (LogApp, the entry list, the trends)
 * takes it from here, where log-fields.tsx would bring the calculator kit's field code, which only the forms need
 * (loaded on demand). Buttons are components/ui/button.tsx's Button.
 */
export { inputClass } from '@/components/ui/inputs';
