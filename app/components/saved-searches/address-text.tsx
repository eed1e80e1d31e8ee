import { RichText } from "../rich-text";

/**
 * A catalogue text naming an e-mail address ('{email}'), the address kept left to right inside an
 * Arabic sentence (a <bdi dir="ltr">), other placeholders filled as given.
 */
export function AddressText({
  text,
  email,
  values = {},
}: {
  text: string;
  email: string;
  values?: Record<string, string | number>;
}) {
  return (
    <RichText
      text={text}
      values={{
        ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
        email: <bdi dir="ltr">{email}</bdi>,
      }}
    />
  );
}
