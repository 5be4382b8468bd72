/** One item of a roadworthy inspection: pass, fail or not inspected, a note, and its photos (add, enlarge, delete). */
import type { JobCardRoadworthyFragment } from '../../../gql/graphql';
import { Field } from '../ui/Field';
import { InspectionPhotos } from './InspectionPhotos';
import type { PhotoUpload } from './use-photo-uploads';

export type Result = 'pass' | 'fail' | '';
export interface ItemDraft {
  result: Result;
  note: string;
}

interface RoadworthyItemRowProps {
  item: JobCardRoadworthyFragment['items'][number];
  /** The radios' group name, unique in the form. */
  name: string;
  draft: ItemDraft;
  onEdit: (change: Partial<ItemDraft>) => void;
  uploads: PhotoUpload[];
  onAddPhoto: (file: File) => void;
  onRetryUpload: (upload: PhotoUpload) => void;
  onDismissUpload: (upload: PhotoUpload) => void;
  onDeletePhoto: (photoId: string) => Promise<void>;
}

export function RoadworthyItemRow({ item, name, draft, onEdit, ...photos }: RoadworthyItemRowProps) {
  return (
    <fieldset className={`roadworthy__item${draft.result === 'fail' ? ' roadworthy__item--fail' : ''}`}>
      <legend className="roadworthy__item-label">{item.label}</legend>
      <div className="roadworthy__choices radio-group">
        {(['pass', 'fail', ''] as const).map((value) => (
          <label key={value || 'none'} className="roadworthy__choice">
            <input type="radio" name={name} value={value} checked={draft.result === value} onChange={() => onEdit({ result: value })} />
            {value === 'pass' ? 'Pass' : value === 'fail' ? 'Fail' : 'Not inspected'}
          </label>
        ))}
      </div>
      <Field id={`${name}-note`} label={`Note on ${item.label}`} className="roadworthy__note">
        <input id={`${name}-note`} value={draft.note} maxLength={500} placeholder="Note" onChange={(e) => onEdit({ note: e.target.value })} />
      </Field>
      <div className="roadworthy__photos">
        <InspectionPhotos checkLabel={item.label} photos={item.photos} readOnly={false} deleteNote="It is deleted for good." {...photos} />
      </div>
    </fieldset>
  );
}
