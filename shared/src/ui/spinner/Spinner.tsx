import './spinner.css';

/** A small ring turning in the colour and at the size of the text beside it, while that text's work runs. */
export function Spinner() {
  return <span className="jt-spinner" aria-hidden="true" />;
}
