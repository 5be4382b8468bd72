-- A roadworthy photo's image and thumbnail (stored documents) go with it, however it goes
-- (deleted by staff, erased with its customer, or with its job card).
create or replace function roadworthy_photo_documents_gone() returns trigger language plpgsql as $$
begin
  delete from document where _id in (old.image_document_id, old.thumbnail_document_id);
  return old;
end
$$;

drop trigger if exists roadworthy_photo_documents_gone on roadworthy_photo;
create trigger roadworthy_photo_documents_gone after delete on roadworthy_photo
  for each row execute function roadworthy_photo_documents_gone();
