-- An invoice's labour as analytics read it (table invoice_labour): for a live invoice, one row per
-- technician of its labour lines (null: lines without one) with the sum of those lines' quantities
-- (hours) in hundredths of an hour (a quantity has at most 2 decimals, so the sum is exact) and the
-- invoice's issue time; a voided invoice has none. Written again, in the same statement, whenever
-- the invoice's lines, issue time or voiding change.
-- A line is labour as shared/money.ts lineKind says (keep the two alike): its kind when it is
-- labour, part, sundry or discount; without one of those, a negative price is a discount, and else
-- a description with the word labour or labor (any case; a word as JavaScript's \b reads it: no
-- ASCII letter, digit or underscore either side) is labour; anything else a part.
create or replace function invoice_labour() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    delete from invoice_labour where invoice_id = new._id;
  end if;
  if new.voided_at is null and jsonb_typeof(new.items) = 'array' then
    insert into invoice_labour (invoice_id, technician_id, issued_at, hundredths)
    select new._id, l->>'technicianId', new.issued_at, round(coalesce(sum(case when jsonb_typeof(l->'quantity') = 'number' then (l->>'quantity')::numeric end), 0) * 100)::int
      from jsonb_array_elements(new.items) as l
      where case
        when l->>'kind' in ('labour', 'part', 'sundry', 'discount') then l->>'kind' = 'labour'
        when jsonb_typeof(l->'unitPriceCents') = 'number' and (l->>'unitPriceCents')::numeric < 0 then false
        else coalesce(l->>'description', '') ~ '(^|[^A-Za-z0-9_])[lL][aA][bB][oO][uU]?[rR]($|[^A-Za-z0-9_])'
      end
      group by l->>'technicianId';
  end if;
  return null;
end
$$;

drop trigger if exists invoice_labour_insert on invoice;
create trigger invoice_labour_insert after insert on invoice
  for each row execute function invoice_labour();
drop trigger if exists invoice_labour_update on invoice;
create trigger invoice_labour_update after update of items, issued_at, voided_at on invoice
  for each row when (old.items is distinct from new.items or old.issued_at is distinct from new.issued_at or old.voided_at is distinct from new.voided_at)
  execute function invoice_labour();
