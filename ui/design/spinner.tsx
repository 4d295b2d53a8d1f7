import './spinner.css';

/** A loading indicator with its text read out politely (the text is visible too). */
export function Spinner({ label, size = 'm' }: { readonly label: string; readonly size?: 's' | 'm' }) {
  return (
    <div className={`spinner spinner--${size}`} role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
