-- The customer of a contact, found or made in the writer's transaction: the customer of that email
-- (customer_email_key); without an email, of that phone (customer_phone_key); with neither, none.
-- Two different addresses are two customers even with one phone number (a family's or a fleet's
-- shared phone must not join strangers; staff merge two records of one person). The customer found
-- or made takes the phone as a key too when no one has it, so a record with only that phone finds
-- them, and as their phone when they had none. A new customer is named as the contact gave it
-- (else by its email or phone). Two transactions making the same new customer at once: the key's
-- primary key lets one win; the other drops its row and takes the winner's.
create or replace function customer_for(p_email text, p_phone text, p_name text) returns char(24) language plpgsql as $$
declare
  ek text := customer_email_key(p_email);
  pk text := customer_phone_key(p_phone);
  main_key text;
  phone_known boolean;
  found_id char(24);
  mine char(24);
begin
  if ek is null and pk is null then
    return null;
  end if;
  -- By email; without one, by phone.
  main_key := case when ek is not null then 'email:' || ek else 'phone:' || pk end;
  loop
    -- The customer of the main key, and whether someone has the phone (when it is not the main key), in one read.
    select (select k.customer_id from customer_key k where k.key = main_key),
           ek is null or pk is null or exists (select 1 from customer_key k where k.key = 'phone:' || pk)
      into found_id, phone_known;
    if found_id is not null then
      if not phone_known then
        insert into customer_key (key, customer_id) values ('phone:' || pk, found_id) on conflict do nothing;
      end if;
      update customer c set last_activity_at = greatest(c.last_activity_at, now()),
          email = coalesce(c.email, nullif(btrim(p_email), '')), phone = coalesce(c.phone, pk)
        where c._id = found_id;
      return found_id;
    end if;
    mine := substr(replace(gen_random_uuid()::text, '-', ''), 1, 24);
    -- The customer and the key that finds them, in one statement.
    with made as (
      insert into customer (_id, name, email, phone, notes, created_at, last_activity_at)
        values (mine, left(coalesce(nullif(btrim(p_name), ''), ek, pk), 200), nullif(btrim(p_email), ''), pk, '', now(), now())
        returning _id)
    insert into customer_key (key, customer_id)
      select main_key, made._id from made
      on conflict do nothing;
    if found then
      if not phone_known then
        insert into customer_key (key, customer_id) values ('phone:' || pk, mine) on conflict do nothing;
      end if;
      return mine;
    end if;
    -- Another transaction made this customer first: use theirs.
    delete from customer where _id = mine;
  end loop;
end
$$;
