// The allowed values of a parameter or a schema property, shown the same way in both places.
/** Enum values as chips that wrap inside their column. */
export function AllowedValues({ values }: { values: string[] }) {
  return (
    <div className="schema-prop__meta schema-enums">
      <span>Allowed values:</span>
      {values.map((v, i) => (
        <code key={i} className="schema-enum">
          {v}
        </code>
      ))}
    </div>
  );
}
