-- An inspection photo's image and thumbnail (stored documents) go with it, however it goes
-- (deleted by staff, or with its job card).
create or replace function inspection_photo_documents_gone() returns trigger language plpgsql as $$
begin
  delete from document where _id in (old.image_document_id, old.thumbnail_document_id);
  return old;
end
$$;

drop trigger if exists inspection_photo_documents_gone on inspection_photo;
create trigger inspection_photo_documents_gone after delete on inspection_photo
  for each row execute function inspection_photo_documents_gone();
