/**
 * An e-mail address that may break before its '@' when the line is too short, rather than anywhere in the
 * middle of a word ('priya.baruah@exa' / 'mple.in').
 */
export function EmailText({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
